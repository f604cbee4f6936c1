import { canonicalRpcKey } from '../cache/canonicalRpcKey.ts';
import type { CheckedRpcCall, RpcCall } from '../policy/checkRpcCall.ts';
import type { EdgeCache } from '../cache/createEdgeCache.ts';
import type { RecentResults } from '../cache/createRecentResults.ts';
import { isGatewayError } from '../GatewayError.ts';
import { toGatewayError } from '../toGatewayError.ts';
import { type ReadOutcome, type RpcAnswer, toRpcAnswer } from './toRpcAnswer.ts';

/** What {@link answerRpcCalls} works with: the chain's reader upstream and the location's shared results. */
export interface AnswerContext {
  /** The chain of the request path (decimal). */
  chainId: string;
  /**
   * Answers allowed, canonical calls in order (the chain's Durable Object, which merges and budgets them);
   * may reject, which fails those calls with a server error.
   */
  readUpstream(calls: readonly RpcCall[]): Promise<ReadOutcome[]>;
  /** The isolate's finished results, looked at before the location's cache. */
  recent: RecentResults;
  /** The Cache API layer, or null where there is none. */
  edgeCache: EdgeCache | null;
  /** Keeps a promise running after the response is sent (`ctx.waitUntil` in a Worker). */
  waitUntil(promise: Promise<unknown>): void;
  /** Milliseconds now; `Date.now` unless a test brings its own clock. */
  now?: () => number;
}

/** The answers to a request, in order, and whether the chain's budget or every upstream was rate limited. */
export interface AnsweredCalls {
  answers: RpcAnswer[];
  upstreamsLimited: boolean;
}

/**
 * Answers checked calls under the callers' own ids: refused ones with their error; every allowed read from
 * the isolate's recent results, else the location's cache (results at most their max age old), else from
 * `readUpstream` for all that is left at once. eth_chainId is never cached: `readUpstream` answers it from the
 * upstreams' chain-id check. Results read upstream are kept in both, stamped with when their read started.
 */
export async function answerRpcCalls(
  checks: readonly CheckedRpcCall[],
  context: AnswerContext,
): Promise<AnsweredCalls> {
  const now = context.now ?? Date.now;
  const at = now();
  const reads: { index: number; call: RpcCall; key: string }[] = [];
  checks.forEach((check, index) => {
    if (check.ok) reads.push({ index, call: check.call, key: canonicalRpcKey(context.chainId, check.call) });
  });
  const cached = await Promise.all(
    reads.map(({ call, key }) => {
      if (call.method === 'eth_chainId') return undefined;
      return context.recent.get(key) ?? context.edgeCache?.get(key);
    }),
  );
  const missing = reads.filter((_, position) => cached[position] === undefined);
  let fetched: ReadOutcome[];
  try {
    fetched = missing.length > 0 ? await context.readUpstream(missing.map(({ call }) => call)) : [];
  } catch (error) {
    fetched = missing.map(() => toGatewayError(error));
  }

  const outcomes = new Map<number, ReadOutcome>();
  missing.forEach(({ index, call, key }, position) => {
    const outcome = fetched[position] ?? toGatewayError(undefined);
    outcomes.set(index, outcome);
    if (call.method === 'eth_chainId' || isGatewayError(outcome) || !('result' in outcome)) return;
    context.recent.put(key, outcome.result, at);
    if (context.edgeCache) context.waitUntil(context.edgeCache.put(key, outcome.result, at));
  });
  reads.forEach(({ index }, position) => {
    const hit = cached[position];
    if (hit) outcomes.set(index, { result: hit.result });
  });
  const answered = checks.map((check, index) =>
    check.ok ? (outcomes.get(index) ?? toGatewayError(undefined)) : check.error,
  );
  return {
    answers: answered.map((outcome, index) => toRpcAnswer(checks[index]?.id ?? null, outcome)),
    upstreamsLimited: answered.some((outcome) => isGatewayError(outcome, 'rateLimited')),
  };
}
