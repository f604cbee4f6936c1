import type { EdgeCache } from '../cache/createEdgeCache.ts';
import type { HotKeys } from '../cache/createHotKeys.ts';
import type { KeptAnswers } from '../cache/createKeptAnswers.ts';
import { toReadKey } from '../cache/toReadKey.ts';
import { isGatewayError } from '../GatewayError.ts';
import type { MergedOutcome } from '../merge/readMergerTypes.ts';
import type { CheckedRpcCall, PlannedCall } from '../policy/checkRpcCall.ts';
import { toGatewayError } from '../toGatewayError.ts';
import { type ReadOutcome, type RpcAnswer, toRpcAnswer } from './toRpcAnswer.ts';

/** What {@link answerRpcCalls} works with: the chain's reader upstream and the answers kept near it. */
export interface AnswerContext {
  /** The chain of the request path (decimal). */
  chainId: string;
  /**
   * Answers allowed, canonical calls in order (the chain's Durable Object, which merges and budgets them);
   * may reject, which fails those calls with the rejection (a GatewayError) or a server error.
   */
  readUpstream(calls: readonly PlannedCall[]): Promise<MergedOutcome[]>;
  /** The isolate's kept answers, looked at before anything else. */
  kept: KeptAnswers;
  /** Keys other requests shared lately: only they are looked for, and kept, in the location's cache. */
  hot: HotKeys;
  /** The Cache API layer, or null where there is none. */
  edgeCache: EdgeCache | null;
  /** Keeps a promise running after the response is sent (`ctx.waitUntil` in a Worker). */
  waitUntil(promise: Promise<unknown>): void;
}

/** The answers to a request, in order, and whether the chain was rate limited or unavailable for it. */
export interface AnsweredCalls {
  answers: RpcAnswer[];
  /** Some read was refused for the chain's budget, a busy gateway, or every upstream's 429. */
  upstreamsLimited: boolean;
  /** The chain's reader could not be reached: the request should be tried again shortly. */
  unavailable: boolean;
  /** Some read was refused for the whole chain's sake: its budget or its object is full for now. */
  chainBusy: boolean;
}

/** One allowed read of the request: where it is, its call and key. */
type Read = { index: number; call: PlannedCall; key: string };

/** The answer kept under `read`'s key, in the isolate or (for a hot key) the location's cache. */
async function lookUp(read: Read, context: AnswerContext) {
  if (read.call.method === 'eth_chainId') return undefined;
  const own = context.kept.get(read.key);
  if (own) return own;
  if (!context.edgeCache || !context.hot.has(read.key)) return undefined;
  const shared = await context.edgeCache.get(read.key);
  return shared ? { answer: { result: shared.result }, at: shared.at } : undefined;
}

/** Keeps what the chain's reader answered: in the isolate, and in the location's cache when it was shared. */
function keep(read: Read, outcome: MergedOutcome, context: AnswerContext): void {
  const { answer, at } = { answer: outcome.outcome, at: outcome.at };
  if (read.call.method === 'eth_chainId' || at === undefined || isGatewayError(answer)) return;
  context.kept.put(read.key, answer, at);
  if (!outcome.shared || !('result' in answer) || typeof answer.result !== 'string') return;
  context.hot.add(read.key);
  if (context.edgeCache) context.waitUntil(context.edgeCache.put(read.key, answer.result, at));
}

/**
 * Answers checked calls under the callers' own ids: refused ones with their error; every allowed read from the
 * isolate's kept answers, else (for a key other requests shared lately) the location's cache, else from
 * `readUpstream` for all that is left at once. eth_chainId is never kept: `readUpstream` answers it from the
 * upstreams' chain-id check. What the reader answers is kept in the isolate, stamped with when its upstream
 * call was sent; what it says others shared too goes to the location's cache.
 */
export async function answerRpcCalls(
  checks: readonly CheckedRpcCall[],
  context: AnswerContext,
): Promise<AnsweredCalls> {
  const reads: Read[] = [];
  checks.forEach((check, index) => {
    if (check.ok) reads.push({ index, call: check.call, key: toReadKey(context.chainId, check.call) });
  });
  const found = await Promise.all(reads.map((read) => lookUp(read, context)));
  const missing = reads.filter((_, position) => found[position] === undefined);
  let fetched: MergedOutcome[];
  try {
    fetched = missing.length > 0 ? await context.readUpstream(missing.map(({ call }) => call)) : [];
  } catch (error) {
    fetched = missing.map(() => ({ outcome: toGatewayError(error) }));
  }

  const outcomes = new Map<number, ReadOutcome>();
  let chainBusy = false;
  missing.forEach((read, position) => {
    const outcome = fetched[position] ?? { outcome: toGatewayError(undefined) };
    outcomes.set(read.index, outcome.outcome);
    chainBusy ||= outcome.busy === true;
    keep(read, outcome, context);
  });
  reads.forEach(({ index }, position) => {
    const hit = found[position];
    if (hit) outcomes.set(index, hit.answer);
  });
  const answered = checks.map((check, index) =>
    check.ok ? (outcomes.get(index) ?? toGatewayError(undefined)) : check.error,
  );
  return {
    answers: answered.map((outcome, index) => toRpcAnswer(checks[index]?.id ?? null, outcome)),
    upstreamsLimited: answered.some((outcome) => isGatewayError(outcome, 'rateLimited')),
    unavailable: answered.some((outcome) => isGatewayError(outcome, 'unavailable')),
    chainBusy,
  };
}
