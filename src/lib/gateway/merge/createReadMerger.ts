import { createKeptAnswers } from '../cache/createKeptAnswers.ts';
import { toReadKey } from '../cache/toReadKey.ts';
import {
  CAPPED_READS_CODE_BYTES,
  cappedReadBytes,
  MAX_CAPPED_READS_ANSWER_BYTES,
  MAX_CAPPED_READS_BYTES,
} from '../cappedReads/encodeCappedReads.ts';
import { GatewayError } from '../GatewayError.ts';
import {
  MAX_BUDGET_WAIT_MS,
  MAX_MERGED_ANSWER_BYTES,
  MAX_MERGED_BYTES,
  MAX_MERGED_GAS,
  MAX_MERGED_READS,
} from '../gatewayLimits.ts';
import type { ReadLane } from '../policy/planRead.ts';
import type { UpstreamForwarder } from '../upstream/createUpstreamForwarder.ts';
import { createLaneQueue } from './createLaneQueue.ts';
import { createRevertShapes } from './createRevertShapes.ts';
import { overBudgetError, scheduleFlush } from './flushReads.ts';
import { loadGas } from './loadGas.ts';
import { toMergedEntry } from './readMergedAnswer.ts';
import type {
  LaneLoad,
  LaneQueue,
  MergedOutcome,
  MergeLimits,
  MergerState,
  MergerStats,
  PreparedRead,
  QueuedRead,
  ReadRequest,
} from './readMergerTypes.ts';
import { CAPPED_ENTRY_HEAD_BYTES, cappedAnswerBytes, cappedGas, toCappedRead } from './sendCappedBatch.ts';

/** Options of {@link createReadMerger}. */
export interface ReadMergerOptions {
  /** The chain id (decimal) whose reads this merger holds. */
  chainId: string;
  /** The chain's Multicall3 (lower case), or null: then trusted reads go capped too. */
  multicall3: string | null;
  /** How long reads wait to merge when a call is in flight; 0 turns merging off (one call per read). */
  windowMs: number;
  /** The chain's upstreams, their budgets included. */
  forwarder: Pick<UpstreamForwarder, 'reserve' | 'send' | 'waitMs' | 'rate'>;
  /** How long an answer answers identical reads (from when its call was sent). */
  keepMs: number;
  /** The most bytes of answers kept. */
  maxKeptBytes: number;
  /** Caps of calls, waits and clients; the gateway's limits unless a test sets them. */
  limits?: Partial<MergeLimits>;
  /** Milliseconds now; `Date.now` unless a test brings its own clock. */
  now?: () => number;
  /** Runs `task` after `ms`; `setTimeout` unless a test brings its own clock. */
  setTimer?: (task: () => void, ms: number) => void;
}

/** Merges one chain's reads. */
export interface ReadMerger {
  /** Answers each read of one request in order; never rejects. */
  read(reads: readonly PreparedRead[], request: ReadRequest): Promise<MergedOutcome[]>;
  /** The figures so far. */
  stats(): MergerStats;
  /** The bytes of answers kept now. */
  keptBytes(): number;
}

/** The gateway's caps of merging. */
export const MERGE_LIMITS: MergeLimits = {
  merged: {
    maxReads: MAX_MERGED_READS,
    maxGas: MAX_MERGED_GAS,
    maxBytes: MAX_MERGED_BYTES,
    maxAnswerBytes: MAX_MERGED_ANSWER_BYTES,
  },
  capped: {
    maxReads: MAX_MERGED_READS,
    maxGas: MAX_MERGED_GAS,
    // Room for the code and a margin under EIP-3860's limit on creation code.
    maxBytes: MAX_CAPPED_READS_BYTES - CAPPED_READS_CODE_BYTES - 64,
    // A constructor's return is code, which EIP-170 caps: the reader's whole answer fits in it.
    maxAnswerBytes: MAX_CAPPED_READS_ANSWER_BYTES,
  },
  maxWaitMs: MAX_BUDGET_WAIT_MS,
  maxClientReads: 40,
  priorityAgeMs: 750,
  maxArrivalDelayMs: 2_000,
  heavyPerMinute: 2,
};

/** The gas of a byte of calldata, at most (a non-zero byte). */
const CALLDATA_GAS = 16;

/** The share of a read's execution estimate a new merger counts it at, before its calls have shown more. */
export const FIRST_GAS_SHARE = 0.5;

/** ABI overhead of one entry of an aggregate3: offset, target, allowFailure, calldata offset and length. */
const ENTRY_OVERHEAD_BYTES = 5 * 32;
const dataBytes = (hex: string) => (hex.length - 2) / 2;

/** What a read adds to a call of `lane`. */
function measureFor(lane: ReadLane, multicall3: string | null): (read: QueuedRead) => LaneLoad {
  if (lane === 'capped') {
    return (read) => {
      const entry = toCappedRead(read);
      return {
        reads: 1,
        gas: entry.kind === 'call' ? cappedGas(read) : 10_000,
        execGas: 0,
        bytes: cappedReadBytes(entry),
        answerBytes: CAPPED_ENTRY_HEAD_BYTES + Math.min(read.answerBytes, cappedAnswerBytes(read)),
      };
    };
  }
  return (read) => {
    const bytes =
      ENTRY_OVERHEAD_BYTES +
      (lane === 'merged' && multicall3 !== null
        ? dataBytes(toMergedEntry(read.call, multicall3).callData)
        : 0);
    // The calldata's gas is paid for sure (16 a byte at most); the execution estimate is counted at the share
    // merged calls have shown it needs.
    return {
      reads: 1,
      gas: CALLDATA_GAS * bytes,
      execGas: read.gas,
      bytes,
      answerBytes: read.answerBytes + 64,
    };
  };
}

/** Upstream calls the reads queued in `lane` need, with `load` in it. */
function callsNeeded(state: MergerState, lane: ReadLane, load: LaneLoad): number {
  if (load.reads === 0) return 0;
  if (lane === 'alone') return load.reads;
  const limits = state.limits[lane];
  return Math.ceil(
    Math.max(
      load.reads / limits.maxReads,
      loadGas(load, state.gasShare) / limits.maxGas,
      load.bytes / limits.maxBytes,
      load.answerBytes / limits.maxAnswerBytes,
    ),
  );
}

/**
 * The reads of `lane` that go before `read` would (with it when it joins that lane), as clients take turns:
 * sealed groups first, then one read of every client in each round, the client's own reads one round each.
 */
function readsAhead(lane: LaneQueue, read: QueuedRead, asNewClient: boolean): number {
  const joining = lane.lane === read.lane;
  const own = asNewClient ? 0 : lane.countOf(read.client);
  const clients = lane.clients() + (joining && own === 0 ? 1 : 0);
  const total = lane.load.reads + (joining ? 1 : 0);
  return Math.min(total, lane.sealedReads() + clients * Math.max(1, own + (joining ? 1 : 0)));
}

/**
 * How long `read`, queued now, is expected to wait before it goes upstream: until the budget has room, then one
 * spacing for each call the reads before it need, in every lane (clients take turns, so a client that queued
 * many reads waits for its own, not others for them; `asNewClient` counts as if its client had none queued),
 * and the merge window.
 */
export function foreseeWaitMs(state: MergerState, read: QueuedRead, asNewClient = false): number {
  let calls = 0;
  for (const lane of Object.values(state.lanes)) {
    // Heavy reads go only while nothing else waits: they take no turn from a new read.
    if (lane.lane === 'heavy') continue;
    const joining = lane.lane === read.lane;
    const added = joining ? lane.measure(read) : { reads: 0, gas: 0, execGas: 0, bytes: 0, answerBytes: 0 };
    const total = lane.load.reads + added.reads;
    if (total === 0) continue;
    const share = readsAhead(lane, read, asNewClient) / total;
    calls += callsNeeded(state, lane.lane, {
      reads: Math.ceil(total * share),
      gas: (lane.load.gas + added.gas) * share,
      execGas: (lane.load.execGas + added.execGas) * share,
      bytes: (lane.load.bytes + added.bytes) * share,
      answerBytes: (lane.load.answerBytes + added.answerBytes) * share,
    });
  }
  const rate = state.forwarder.rate();
  const spacing = Number.isFinite(rate) && rate > 0 ? 1000 / rate : 0;
  const window = state.merging && state.callsInFlight > 0 ? state.windowMs : 0;
  return state.forwarder.waitMs() + Math.max(0, calls - 1) * spacing + window;
}

/** The answer to a read refused because the gateway or its client has too much in hand already. */
const busyError = (why: string) =>
  new GatewayError('rateLimited', `the gateway is busy (${why}): try again in a few seconds`);

/** Notes when `read`, joining a queue, expires, so the queues are swept by then. */
function noteExpiry(state: MergerState, read: QueuedRead): void {
  state.nextExpiry = Math.min(state.nextExpiry, read.waitDeadline, read.deadline);
}

/** A new read waiting for its answer, queued in `lane`. */
function newRead(
  state: MergerState,
  key: string,
  prepared: PreparedRead,
  request: ReadRequest,
  lane: ReadLane,
): QueuedRead {
  const now = state.now();
  let settle!: (outcome: MergedOutcome) => void;
  const promise = new Promise<MergedOutcome>((resolve) => {
    settle = resolve;
  });
  return {
    key,
    call: { method: prepared.method, params: prepared.params },
    lane,
    gas: prepared.gas,
    answerBytes: prepared.answerBytes,
    client: request.client,
    queuedAt: now,
    waitDeadline: now + state.limits.maxWaitMs,
    deadline: request.deadline,
    sends: 0,
    shared: false,
    promise,
    settle,
  };
}

/**
 * Answers one read: from a kept answer or the same read already waiting (the later deadline of the two kept),
 * with 429 at once when the gateway is too busy (the request arrived late, or its client has too many reads in
 * hand) or the budget would keep it waiting too long, else by queueing it in its lane.
 */
function readOne(state: MergerState, prepared: PreparedRead, request: ReadRequest, late: boolean) {
  const { stats } = state;
  stats.reads++;
  const key = toReadKey(state.chainId, prepared);
  const hit = state.kept.get(key);
  if (hit) {
    stats.shared++;
    return Promise.resolve<MergedOutcome>({ outcome: hit.answer, at: hit.at, shared: true });
  }
  const running = state.waiting.get(key);
  if (running) {
    stats.shared++;
    running.shared = true;
    running.deadline = Math.max(running.deadline, request.deadline);
    return running.promise.then((outcome) => ({ ...outcome, shared: true }));
  }
  const inHand = state.clientReads.get(request.client) ?? 0;
  if (late || inHand >= state.limits.maxClientReads) {
    stats.overloaded++;
    return Promise.resolve<MergedOutcome>(
      late
        ? { outcome: busyError('its queue is long'), busy: true }
        : { outcome: busyError('too many reads from one client') },
    );
  }
  const lane: ReadLane = !state.merging
    ? 'alone'
    : prepared.lane === 'merged' && !state.multicall3
      ? 'capped'
      : prepared.lane;
  const read = newRead(state, key, prepared, request, lane);
  if (foreseeWaitMs(state, read) > state.limits.maxWaitMs) {
    stats.overBudget++;
    // The chain is full when even a client with nothing queued would wait too long; else it is this client's
    // own reads ahead of it.
    const full = foreseeWaitMs(state, read, true) > state.limits.maxWaitMs;
    return Promise.resolve<MergedOutcome>({ outcome: overBudgetError(), ...(full ? { busy: true } : {}) });
  }
  state.waiting.set(key, read);
  state.clientReads.set(request.client, inHand + 1);
  state.lanes[lane].add(read);
  // Like a group commit: with nothing in flight a read goes at once; else it waits for the call in flight to
  // come back (or the window to pass) and goes with the reads that arrived meanwhile. Never before the budget
  // has room: a flush then would only set its timer again.
  const window = state.merging && state.callsInFlight > 0 ? state.windowMs : 0;
  scheduleFlush(state, Math.max(window, Math.ceil(state.forwarder.waitMs())));
  return read.promise;
}

/**
 * Creates the merging of one chain's reads (in a Durable Object, where one context holds every caller).
 * Identical reads share one answer, in flight and for `keepMs`. Distinct reads go upstream together in one
 * call per lane: reads that reach only the config's contracts as ONE Multicall3 `aggregate3` (each read an
 * entry with `allowFailure`, a visitor's own aggregate3 nested whole), reads that may reach code an outsider
 * controls as ONE capped deployless call (each read with its own gas and answer caps), the rest alone; each
 * read gets back the bytes its own call returns at that block. Clients take turns in each lane, and the lane
 * whose call answers most goes next unless another has waited long. A read expected to wait past `maxWaitMs`
 * for the budget is answered 429 at once, as are reads of a client with too many in hand and requests that
 * reached the object late; reads whose callers all gave up are dropped.
 */
export function createReadMerger(options: ReadMergerOptions): ReadMerger {
  const { multicall3 } = options;
  const now = options.now ?? Date.now;
  const limits: MergeLimits = { ...MERGE_LIMITS, ...options.limits };
  const state: MergerState = {
    chainId: options.chainId,
    multicall3,
    merging: options.windowMs > 0,
    windowMs: options.windowMs,
    forwarder: options.forwarder,
    limits,
    now,
    setTimer: options.setTimer ?? ((task, ms) => setTimeout(task, ms)),
    kept: createKeptAnswers({
      maxAgeMs: options.keepMs,
      maxBytes: options.maxKeptBytes,
      maxEntryBytes: Math.max(1, Math.floor(options.maxKeptBytes / 16)),
      now,
    }),
    waiting: new Map(),
    lanes: {
      merged: createLaneQueue('merged', measureFor('merged', multicall3), (read) => noteExpiry(state, read)),
      capped: createLaneQueue('capped', measureFor('capped', multicall3), (read) => noteExpiry(state, read)),
      alone: createLaneQueue('alone', measureFor('alone', multicall3), (read) => noteExpiry(state, read)),
      heavy: createLaneQueue('heavy', measureFor('alone', multicall3), (read) => noteExpiry(state, read)),
    },
    clientReads: new Map(),
    heavySends: new Map(),
    reverts: createRevertShapes(),
    stats: {
      reads: 0,
      shared: 0,
      upstreamCalls: 0,
      mergedCalls: 0,
      cappedCalls: 0,
      aloneCalls: 0,
      largestMerge: 0,
      splits: 0,
      rechecked: 0,
      heavy: 0,
      overBudget: 0,
      overloaded: 0,
      expired: 0,
    },
    timerDue: Number.POSITIVE_INFINITY,
    callsInFlight: 0,
    nextExpiry: Number.POSITIVE_INFINITY,
    gasShare: FIRST_GAS_SHARE,
  };
  return {
    read(reads, request) {
      const late = request.sentAt !== undefined && now() - request.sentAt > limits.maxArrivalDelayMs;
      return Promise.all(reads.map((read) => readOne(state, read, request, late)));
    },
    stats: () => ({ ...state.stats }),
    keptBytes: () => state.kept.bytes(),
  };
}
