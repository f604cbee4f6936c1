import type { ReadOutcome } from '../answer/toRpcAnswer.ts';
import type { KeptAnswers } from '../cache/createKeptAnswers.ts';
import type { AllowedMethod, RpcCall } from '../policy/checkRpcCall.ts';
import type { ReadLane } from '../policy/planRead.ts';
import type { UpstreamForwarder } from '../upstream/createUpstreamForwarder.ts';
import type { RevertShapes } from './createRevertShapes.ts';

/** What reads add up to in a call: their count, gas, calldata bytes and answer bytes. */
export interface LaneLoad {
  reads: number;
  /** Gas known for sure (calldata, or a capped read's cap). */
  gas: number;
  /** Estimated gas of execution, which merged calls count at the share learned from their calls. */
  execGas: number;
  bytes: number;
  answerBytes: number;
}

/** One lane's queue: reads waiting per client, served in turn, and sealed groups that go first as they are. */
export interface LaneQueue {
  readonly lane: ReadLane | 'heavy';
  /** What the queued reads add up to (sealed groups included). */
  readonly load: Readonly<LaneLoad>;
  /** What `read` adds to a call of this lane. */
  measure(read: QueuedRead): LaneLoad;
  /** Queues `read` behind its client's other reads. */
  add(read: QueuedRead): void;
  /** Queues `read` before its client's other reads; a client not queued joins the turn at the back. */
  addFront(read: QueuedRead): void;
  /**
   * Queues `reads` to go together before anything else (the half of a call that failed as a whole), after the
   * sealed groups already queued, or before them with `first` (a call an upstream's 429 sent back).
   */
  addSealed(reads: QueuedRead[], first?: boolean): void;
  /** When the read that has waited longest joined (Infinity when empty). */
  oldestQueuedAt(): number;
  /** How many reads `client` has queued here (sealed groups aside). */
  countOf(client: string): number;
  /** How many clients have reads queued here, and how many reads wait in sealed groups. */
  clients(): number;
  sealedReads(): number;
  /**
   * The next call's reads: a sealed group as it is; else one read per client in turn, from the client whose
   * turn it is, while `fits` takes the next (the first read is always taken).
   */
  take(fits: (load: LaneLoad, read: QueuedRead) => boolean): QueuedRead[];
  /** Drops the reads `keep` refuses, and returns them. */
  sweep(keep: (read: QueuedRead) => boolean): QueuedRead[];
}

/** A read as the Worker hands it to the chain's object: a checked, canonical call and its plan. */
export interface PreparedRead {
  method: AllowedMethod;
  params: unknown[];
  lane: ReadLane;
  gas: number;
  answerBytes: number;
}

/** Who asks, and until when: what the Worker tells the object of one request. */
export interface ReadRequest {
  /** A hashed key of the client (its IP): reads are queued fairly between clients. */
  client: string;
  /** When the Worker stops waiting (epoch milliseconds): a read still unanswered then is dropped. */
  deadline: number;
  /** When the Worker sent the request on (epoch milliseconds): a request that waited long to arrive means the
   * gateway is overloaded. */
  sentAt?: number;
}

/** A read's outcome, when the upstream call that answered it was sent, and whether others asked for it too. */
export interface MergedOutcome {
  outcome: ReadOutcome;
  /** When the upstream call that brought the answer was sent (absent for the gateway's own errors). */
  at?: number;
  /** True when the answer was shared with another request: worth keeping where other isolates find it. */
  shared?: boolean;
  /** True when the read was refused for the whole chain's sake (its budget or the object is full), not its own. */
  busy?: boolean;
}

/** A read waiting for its answer, shared by every caller of the same key. */
export interface QueuedRead {
  key: string;
  call: RpcCall;
  lane: ReadLane;
  gas: number;
  answerBytes: number;
  client: string;
  /** When it last joined a queue: how long it has waited, for the order between lanes. */
  queuedAt: number;
  /** Past this, still queued, it is answered 429: its expected wait was passed (renewed when it is sent). */
  waitDeadline: number;
  /** Past this every caller has given up: it is dropped and answered with a timeout. */
  deadline: number;
  /** How many times it went upstream. */
  sends: number;
  /** True once another request asked for it too. */
  shared: boolean;
  /** The data it reverted with in a merged call, when it goes alone to learn how its upstream answers that. */
  revertData?: string | undefined;
  promise: Promise<MergedOutcome>;
  settle(outcome: MergedOutcome): void;
}

/** The caps of one call of a lane. */
export interface BatchLimits {
  maxReads: number;
  /** Estimated gas (merged) or the sum of the reads' gas caps (capped). */
  maxGas: number;
  /** Calldata bytes. */
  maxBytes: number;
  /** Expected (merged) or largest possible (capped) answer bytes. */
  maxAnswerBytes: number;
}

/** The caps of merging. */
export interface MergeLimits {
  merged: BatchLimits;
  capped: BatchLimits;
  /** The longest a read may be expected to wait for the budget; past it the visitor gets 429 at once. */
  maxWaitMs: number;
  /** The most reads one client may have queued or in flight. */
  maxClientReads: number;
  /** A lane whose oldest read has waited this long goes next, whatever the size of its call. */
  priorityAgeMs: number;
  /** A request that reaches the object this late after the Worker sent it is refused: the gateway is busy. */
  maxArrivalDelayMs: number;
  /** Reads a client may have sent alone for being too heavy to share, per minute. */
  heavyPerMinute: number;
}

/** What one merger has done so far: the figures the gateway logs. */
export interface MergerStats {
  /** Reads asked for (identical ones counted each time). */
  reads: number;
  /** Reads answered from a kept answer or a read already queued or in flight. */
  shared: number;
  /** Upstream calls made, and of those, merged, capped and alone. */
  upstreamCalls: number;
  mergedCalls: number;
  cappedCalls: number;
  aloneCalls: number;
  /** The most reads in one call. */
  largestMerge: number;
  /** Calls that failed as a whole and were split in halves. */
  splits: number;
  /** Reads sent again because their failure may have come from another read in the same call. */
  rechecked: number;
  /** Reads that used their whole gas cap or answered more than their cap in a capped call: sent alone. */
  heavy: number;
  /** Reads answered 429 because the chain's budget would have kept them waiting too long. */
  overBudget: number;
  /** Reads answered 429 because their client had too many queued, or the gateway was too busy. */
  overloaded: number;
  /** Reads dropped because every caller had given up. */
  expired: number;
}

/** What one chain's merger holds between calls, shared by the pieces of the merger. */
export interface MergerState {
  readonly chainId: string;
  /** The chain's Multicall3, or null. */
  readonly multicall3: string | null;
  /** True when reads are merged (a window above 0): else every read goes alone. */
  readonly merging: boolean;
  readonly windowMs: number;
  readonly forwarder: Pick<UpstreamForwarder, 'reserve' | 'send' | 'waitMs' | 'rate'>;
  readonly limits: MergeLimits;
  readonly now: () => number;
  readonly setTimer: (task: () => void, ms: number) => void;
  /** Answers that answer identical reads for a while. */
  readonly kept: KeptAnswers;
  /** Reads queued or in flight, by key. */
  readonly waiting: Map<string, QueuedRead>;
  /** The plan's three lanes, and the reads too heavy to share, which go alone only while the others are empty. */
  readonly lanes: Record<ReadLane | 'heavy', LaneQueue>;
  /** Reads queued or in flight per client. */
  readonly clientReads: Map<string, number>;
  /** Per client: when its heavy reads went alone in the last minute. */
  readonly heavySends: Map<string, number[]>;
  /** How each upstream answers a revert, learned from its own answers. */
  readonly reverts: RevertShapes;
  readonly stats: MergerStats;
  /** When the flush timer set last is due (Infinity: none set). */
  timerDue: number;
  callsInFlight: number;
  /** When the earliest deadline of a queued read passes (Infinity: none queued). */
  nextExpiry: number;
  /**
   * The share of its execution estimate a read is counted at in a merged call, learned from the calls: it
   * falls while large merged calls succeed and rises again when one runs short of gas (the estimates are
   * generous by design, several times what the page's reads use).
   */
  gasShare: number;
}
