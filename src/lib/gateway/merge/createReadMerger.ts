import { canonicalRpcKey } from '../cache/canonicalRpcKey.ts';
import type { RpcCall } from '../policy/checkRpcCall.ts';
import { createRecentResults } from '../cache/createRecentResults.ts';
import type { UpstreamForwarder } from '../upstream/createUpstreamForwarder.ts';
import { overBudgetError } from './dropOverBudgetReads.ts';
import { scheduleFlush } from './flushReadQueue.ts';
import { foreseeBudgetWait } from './foreseeBudgetWait.ts';
import { MAX_BUDGET_WAIT_MS, MAX_MERGED_BYTES, MAX_MERGED_GAS, MAX_MERGED_READS } from '../gatewayLimits.ts';
import type { MergeLimits, MergerState, MergerStats, QueuedRead } from './readMergerTypes.ts';
import { toMergeableRead } from './toMergeableRead.ts';
import type { ReadOutcome } from '../answer/toRpcAnswer.ts';

/** Options of {@link createReadMerger}. */
export interface ReadMergerOptions {
  /** The chain id (decimal) whose reads this merger holds. */
  chainId: string;
  /** The chain's Multicall3 (lower case), or null: then every read goes alone. */
  multicall3: string | null;
  /** How long reads wait to merge when the budget has room; 0 turns merging off (one call per read). */
  windowMs: number;
  /** The chain's upstreams, their budget included. */
  forwarder: Pick<UpstreamForwarder, 'send' | 'waitMs' | 'rate'>;
  /** How long a result answers identical reads (from when its call was sent). */
  keepMs: number;
  /** The most results kept. */
  maxKept: number;
  /** Caps of one merged call and of a read's expected wait; the gateway's limits unless a test sets them. */
  limits?: Partial<MergeLimits>;
  /** Milliseconds now; `Date.now` unless a test brings its own clock. */
  now?: () => number;
  /** Runs `task` after `ms`; `setTimeout` unless a test brings its own clock. */
  setTimer?: (task: () => void, ms: number) => void;
}

/** Merges one chain's reads. */
export interface ReadMerger {
  /** Answers each call (an allowed, canonical read) in order; never rejects. */
  read(calls: readonly RpcCall[]): Promise<ReadOutcome[]>;
  /** The figures so far. */
  stats(): MergerStats;
}

/**
 * Creates the merging of one chain's reads (in a Durable Object, where one context holds every caller).
 * Identical reads share one answer, in flight and for `keepMs`. A read goes at once when no call is in flight
 * and the budget has room; distinct reads that arrive while a call is in flight (for up to `windowMs`, or
 * until it comes back), or while the budget has no room, go upstream as ONE Multicall3 `aggregate3` (each read one entry with
 * `allowFailure`, a visitor's own aggregate3 nested), under the gas, size and count caps, and are split back:
 * each gets the bytes its own call returns at that block. A merged call that fails as a whole is split in
 * halves until each read has its own answer or its own error. A read whose entry failed is sent again on its
 * own, for the node's own error. A failure that left no data (out of gas, perhaps from a gas-burning read
 * before it), the read's own or inside its nested aggregate3, counts only at the head of a call: the reads
 * with one are sent again in sealed halves, so each ends at a head or alone. A read expected to wait past
 * `maxWaitMs` for the budget is answered 429 at once; an upstream's 429 puts the reads back in the queue.
 */
export function createReadMerger(options: ReadMergerOptions): ReadMerger {
  const now = options.now ?? Date.now;
  const { multicall3 } = options;
  const state: MergerState = {
    chainId: options.chainId,
    multicall3,
    merging: multicall3 !== null && options.windowMs > 0,
    windowMs: options.windowMs,
    forwarder: options.forwarder,
    limits: {
      maxGas: MAX_MERGED_GAS,
      maxBytes: MAX_MERGED_BYTES,
      maxReads: MAX_MERGED_READS,
      maxWaitMs: MAX_BUDGET_WAIT_MS,
      ...options.limits,
    },
    now,
    setTimer: options.setTimer ?? ((task, ms) => setTimeout(task, ms)),
    kept: createRecentResults({ maxAgeMs: options.keepMs, maxEntries: options.maxKept, now }),
    waiting: new Map(),
    queue: [],
    stats: {
      reads: 0,
      shared: 0,
      upstreamCalls: 0,
      mergedCalls: 0,
      largestMerge: 0,
      splits: 0,
      rechecked: 0,
      overBudget: 0,
    },
    timerDue: Number.POSITIVE_INFINITY,
    callsInFlight: 0,
  };
  return {
    read: (calls) => Promise.all(calls.map((call) => readOne(state, call))),
    stats: () => ({ ...state.stats }),
  };
}

/**
 * Answers one read: from a kept result or a read already waiting when there is one, with 429 at once when the
 * budget would keep it waiting too long, else by queueing it.
 */
function readOne(state: MergerState, call: RpcCall): Promise<ReadOutcome> {
  const { stats } = state;
  stats.reads++;
  const key = canonicalRpcKey(state.chainId, call);
  const hit = state.kept.get(key);
  if (hit) {
    stats.shared++;
    return Promise.resolve({ result: hit.result });
  }
  const running = state.waiting.get(key);
  if (running) {
    stats.shared++;
    return running.promise;
  }
  const read = toMergeableRead(call, state.merging ? state.multicall3 : null);
  if (foreseeBudgetWait(state, read) > state.limits.maxWaitMs) {
    stats.overBudget++;
    return Promise.resolve(overBudgetError());
  }
  let settle!: (outcome: ReadOutcome) => void;
  const promise = new Promise<ReadOutcome>((resolve) => {
    settle = resolve;
  });
  const entry: QueuedRead = { key, read, deadline: state.now() + state.limits.maxWaitMs, promise, settle };
  state.waiting.set(key, entry);
  state.queue.push({ entries: [entry], sealed: false });
  // Like a group commit: with nothing in flight a read goes at once; else it waits for the call in flight to
  // come back (or the window to pass) and goes with the reads that arrived meanwhile.
  scheduleFlush(state, state.merging && state.callsInFlight > 0 ? state.windowMs : 0);
  return promise;
}
