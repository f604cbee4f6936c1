import { DurableObject } from 'cloudflare:workers';

/**
 * The floor of the bench's CPU figures: a Worker that answers every request at once, through the same
 * `wrangler dev` as the gateway (its config binds a `ChainReads` object class, so one is exported, never used).
 * It answers a GET 405, as the gateway does, and a POST by reading its body and answering each call of it with an empty result, so a replayed visitor goes on to its next
 * request as it would through the gateway; what it costs is what the runtime and wrangler's proxy cost.
 */
export class ChainReads extends DurableObject {}

export default {
  async fetch(request: Request): Promise<Response> {
    // A GET is how the rig sees the Worker is up: the gateway answers it 405, and so does this.
    if (request.method !== 'POST') return new Response('use POST', { status: 405 });
    const body = JSON.parse(await request.text()) as unknown;
    const answer = (call: unknown) => ({
      jsonrpc: '2.0',
      id: (call as { id?: unknown } | null)?.id ?? null,
      result: '0x',
    });
    const answers = Array.isArray(body) ? body.map(answer) : answer(body);
    return new Response(JSON.stringify(answers), { headers: { 'content-type': 'application/json' } });
  },
};
