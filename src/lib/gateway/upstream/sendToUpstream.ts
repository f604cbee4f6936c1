import { GatewayError } from '../GatewayError.ts';
import type { RpcCall } from '../policy/checkRpcCall.ts';
import type { ChainIdProofs } from './createChainIdProofs.ts';
import type { UpstreamPost } from './createUpstreamPost.ts';
import { type NodeAnswer, toNodeAnswer } from './toNodeAnswer.ts';

/** How the forwarder reaches its upstreams. */
export interface UpstreamLink {
  post: UpstreamPost;
  proofs: ChainIdProofs;
  /** Secrets of the upstream URLs, kept out of node messages. */
  secrets: readonly string[];
  /** Names an upstream without its URL. */
  name: (url: string) => string;
  /** How long one upstream gets, its chain-id check included. */
  timeoutMs: number;
}

/**
 * Sends `calls` to the upstream at `url` in one HTTP request (a single call or a batch), after it has proved
 * its chain id when it must, all within `timeoutMs`; the answers in order, in their safe form.
 */
export async function sendToUpstream(
  link: UpstreamLink,
  url: string,
  calls: readonly RpcCall[],
): Promise<NodeAnswer[]> {
  const signal = AbortSignal.timeout(link.timeoutMs);
  await link.proofs.prove(url, signal);
  if (calls.length === 0) return [];
  const payload = calls.map((call, id) => ({ jsonrpc: '2.0', id, method: call.method, params: call.params }));
  const answers = await link.post(url, payload.length === 1 ? payload[0] : payload, signal);
  return payload.map(({ id }) => {
    const answer = answers.find((candidate) => (candidate as { id?: unknown } | null)?.id === id);
    const safe = toNodeAnswer(answer, link.secrets);
    if (!safe) throw new GatewayError('badResponse', `${link.name(url)} sent an answer that is not JSON-RPC`);
    return safe;
  });
}
