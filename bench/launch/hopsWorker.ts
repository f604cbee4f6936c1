import { DurableObject } from 'cloudflare:workers';
import type { WireOutcome } from '../../src/lib/gateway/answer/wireOutcome.ts';
import type { PreparedRead } from '../../src/lib/gateway/merge/readMergerTypes.ts';
import type { AllowedMethod } from '../../src/lib/gateway/policy/checkRpcCall.ts';
import { toRateLimitKey } from '../../src/lib/gateway/policy/toRateLimitKey.ts';
import type { GatewayEnv } from '../../src/worker/gatewayEnv.ts';

/**
 * The floor of the gateway's own design: a Worker that makes the two calls into the runtime the gateway makes
 * for every request it reads, and nothing else. It asks the rate limiter (`RPC_RATE_LIMITER`), then hands the
 * request's calls to the chain's object in one call, as the gateway does, and the object answers each at once
 * with an empty result. What the gateway costs above this is its own code, in the Worker and the object, and
 * its upstream calls.
 */
export class ChainReads extends DurableObject<GatewayEnv> {
  /** Answers every read at once, with the gateway's own signature. */
  async read(_share: unknown, _request: unknown, reads: PreparedRead[]): Promise<WireOutcome[]> {
    return reads.map(() => ({ result: '0x' }));
  }
}

/** One JSON-RPC call of a request, as far as this Worker reads it. */
interface Call {
  id?: unknown;
  method?: unknown;
  params?: unknown;
}

/** The call as the gateway hands it to the object: its method and parameters, and a plan. */
const toRead = (call: Call | null): PreparedRead => ({
  method: (typeof call?.method === 'string' ? call.method : 'eth_chainId') as AllowedMethod,
  params: Array.isArray(call?.params) ? call.params : [],
  lane: 'merged',
  gas: 0,
  answerBytes: 0,
});

export default {
  async fetch(request: Request, env: GatewayEnv): Promise<Response> {
    // A GET is how the rig sees the Worker is up: the gateway answers it 405, and so does this.
    if (request.method !== 'POST') return new Response('use POST', { status: 405 });
    await env.RPC_RATE_LIMITER.limit({ key: toRateLimitKey(request.headers) });
    const body = JSON.parse(await request.text()) as Call | Call[] | null;
    const calls = Array.isArray(body) ? body : [body];
    const stub = env.CHAIN_READS.get(env.CHAIN_READS.idFromName('1'));
    const share = { chainId: '1', shard: 0, callsPerSecond: 5 };
    const sentAt = Date.now();
    const outcomes = await stub.read(
      share,
      { client: 'hops', deadline: sentAt + 10_000, sentAt },
      calls.map(toRead),
    );
    const answers = calls.map((call, index) => ({
      jsonrpc: '2.0',
      id: call?.id ?? null,
      ...(outcomes[index] ?? { result: '0x' }),
    }));
    const answer = Array.isArray(body) ? answers : answers[0];
    return new Response(JSON.stringify(answer), { headers: { 'content-type': 'application/json' } });
  },
};
