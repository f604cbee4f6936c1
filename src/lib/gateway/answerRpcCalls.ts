import { canonicalRpcKey } from './canonicalRpcKey.ts';
import type { CheckedRpcCall, RpcCall } from './checkRpcCall.ts';
import type { EdgeCache } from './createEdgeCache.ts';
import type { FetchedValue, SharedReads } from './createSharedReads.ts';
import type { NodeAnswer, UpstreamForwarder } from './createUpstreamForwarder.ts';
import { GatewayError, isGatewayError } from './GatewayError.ts';
import { type RpcAnswer, toRpcAnswer } from './toRpcAnswer.ts';

/** What {@link answerRpcCalls} works with: one chain's upstreams and the isolate's and location's shared results. */
export interface AnswerContext {
  /** The chain of the request path (decimal). */
  chainId: string;
  forwarder: UpstreamForwarder;
  sharedReads: SharedReads<NodeAnswer>;
  /** The Cache API layer, or null where there is none. */
  edgeCache: EdgeCache | null;
  /** Keeps a promise running after the response is sent (`ctx.waitUntil` in a Worker). */
  waitUntil(promise: Promise<unknown>): void;
  /** Milliseconds now; `Date.now` unless a test brings its own clock. */
  now?: () => number;
}

/** The answers to a request, in order, and whether every upstream was rate limited for some of them. */
export interface AnsweredCalls {
  answers: RpcAnswer[];
  upstreamsLimited: boolean;
}

/** Any failure as a GatewayError (anything unexpected is a server error). */
const toGatewayError = (error: unknown) =>
  isGatewayError(error) ? error : new GatewayError('serverError', 'the gateway failed', { cause: error });

/**
 * Answers checked calls under the callers' own ids: refused ones with their error; `eth_chainId` from the
 * chain-id check of the upstreams (once per isolate, so it costs nothing after the first); every other read
 * from the isolate's shared reads, then the location's cache, then ONE upstream request for all that is
 * left. Results are shared under the chain's canonical key of each call, counted from when their read
 * started; node errors and failures are shared only while in flight.
 */
export async function answerRpcCalls(
  checks: readonly CheckedRpcCall[],
  context: AnswerContext,
): Promise<AnsweredCalls> {
  const now = context.now ?? Date.now;
  const reads: { index: number; call: RpcCall }[] = [];
  const wantsChainId = checks.some((check) => check.ok && check.call.method === 'eth_chainId');
  checks.forEach((check, index) => {
    if (check.ok && check.call.method !== 'eth_chainId') reads.push({ index, call: check.call });
  });
  const keys = reads.map(({ call }) => canonicalRpcKey(context.chainId, call));

  const fetchFromEdgeOrUpstream = async (missing: number[]): Promise<FetchedValue<NodeAnswer>[]> => {
    const at = now();
    const cached = await Promise.all(missing.map((position) => context.edgeCache?.get(keys[position] ?? '')));
    const toSend = missing.filter((_, slot) => cached[slot] === undefined);
    const sent =
      toSend.length > 0 ? await context.forwarder.send(toSend.map((p) => reads[p]?.call as RpcCall)) : [];
    toSend.forEach((position, slot) => {
      const answer = sent[slot];
      if (context.edgeCache && answer && 'result' in answer) {
        context.waitUntil(context.edgeCache.put(keys[position] ?? '', answer.result, at));
      }
    });
    let next = 0;
    return cached.map((hit) => {
      if (hit) return { value: { result: hit.result }, at: hit.at };
      const answer = sent[next++] as NodeAnswer;
      return { value: answer, at: 'result' in answer ? at : null };
    });
  };

  /** Edge cache first, then one upstream request; kept alive past this response for the callers sharing it. */
  const fetchMissing = (missing: number[]): Promise<FetchedValue<NodeAnswer>[]> => {
    const work = fetchFromEdgeOrUpstream(missing);
    context.waitUntil(work.catch(() => {}));
    return work;
  };

  const [chainIdOutcome, shared] = await Promise.all([
    wantsChainId
      ? context.forwarder
          .verify()
          .then((): NodeAnswer => ({ result: `0x${BigInt(context.chainId).toString(16)}` }), toGatewayError)
      : undefined,
    reads.length > 0 ? context.sharedReads.read(keys, fetchMissing) : [],
  ]);

  const outcomes = new Map<number, NodeAnswer | GatewayError>();
  reads.forEach(({ index }, position) => {
    const outcome = shared[position];
    if (outcome) outcomes.set(index, outcome.ok ? outcome.value : toGatewayError(outcome.error));
  });
  const answered = checks.map((check, index) => {
    if (!check.ok) return check.error;
    if (check.call.method === 'eth_chainId') return chainIdOutcome ?? toGatewayError(undefined);
    return outcomes.get(index) ?? toGatewayError(undefined);
  });
  return {
    answers: answered.map((outcome, index) => toRpcAnswer(checks[index]?.id ?? null, outcome)),
    upstreamsLimited: answered.some((outcome) => isGatewayError(outcome, 'rateLimited')),
  };
}
