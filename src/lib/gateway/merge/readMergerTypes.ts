import type { PackLimits } from './createCallPacker.ts';
import type { RecentResults } from '../cache/createRecentResults.ts';
import type { UpstreamForwarder } from '../upstream/createUpstreamForwarder.ts';
import type { MergeableRead } from './toMergeableRead.ts';
import type { ReadOutcome } from '../answer/toRpcAnswer.ts';

/** What one merger has done so far: the figures the gateway logs. */
export interface MergerStats {
  /** Reads asked for (identical ones counted each time). */
  reads: number;
  /** Reads answered from a kept result or a read already queued or in flight. */
  shared: number;
  /** Upstream calls made (merged or alone). */
  upstreamCalls: number;
  /** Of those, merged calls of two reads or more. */
  mergedCalls: number;
  /** The most reads in one merged call. */
  largestMerge: number;
  /** Merged calls that failed as a whole and were split in halves. */
  splits: number;
  /** Reads sent again because their failure may have come from another read in the same call. */
  rechecked: number;
  /** Reads answered 429 because the chain's budget would have kept them waiting too long. */
  overBudget: number;
}

/** The caps of merging: of one merged call, and of a read's expected wait for the budget. */
export interface MergeLimits extends PackLimits {
  maxWaitMs: number;
}

/** A read waiting for its answer, shared by every caller of the same key. */
export interface QueuedRead {
  key: string;
  read: MergeableRead;
  /** When the read stops waiting for the budget and is answered 429. */
  deadline: number;
  promise: Promise<ReadOutcome>;
  settle(outcome: ReadOutcome): void;
}

/** Reads that go out together: a sealed group is never merged with others (the halves of a split). */
export interface ReadGroup {
  entries: QueuedRead[];
  sealed: boolean;
}

/** What one chain's merger holds between calls, shared by the pieces of the merger. */
export interface MergerState {
  readonly chainId: string;
  /** The chain's Multicall3, or null. */
  readonly multicall3: string | null;
  /** True when reads are merged (a Multicall3 and a window above 0). */
  readonly merging: boolean;
  readonly windowMs: number;
  readonly forwarder: Pick<UpstreamForwarder, 'send' | 'waitMs' | 'rate'>;
  readonly limits: MergeLimits;
  readonly now: () => number;
  readonly setTimer: (task: () => void, ms: number) => void;
  /** Results that answer identical reads for a while. */
  readonly kept: RecentResults;
  /** Reads queued or in flight, by key. */
  readonly waiting: Map<string, QueuedRead>;
  /** Groups waiting to go upstream, in order. */
  readonly queue: ReadGroup[];
  readonly stats: MergerStats;
  /** When the flush timer set last is due (Infinity: none set). */
  timerDue: number;
  callsInFlight: number;
}
