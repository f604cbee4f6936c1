import { canonicalRpcKey } from './canonicalRpcKey.ts';
import type { RpcCall } from './checkRpcCall.ts';
import { createCallPacker, type PackLimits } from './createCallPacker.ts';
import { createRecentResults } from './createRecentResults.ts';
import type { NodeAnswer, UpstreamForwarder } from './createUpstreamForwarder.ts';
import { encodeAggregate3 } from './encodeAggregate3.ts';
import { GatewayError, isGatewayError } from './GatewayError.ts';
import { MAX_BUDGET_WAIT_MS, MAX_MERGED_BYTES, MAX_MERGED_GAS, MAX_MERGED_READS } from './gatewayLimits.ts';
import { readMergedAnswer } from './readMergedAnswer.ts';
import { type MergeableRead, toMergeableRead } from './toMergeableRead.ts';
import type { ReadOutcome } from './toRpcAnswer.ts';

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

/** The caps of merging: of one merged call, and of a read's expected wait for the budget. */
export interface MergeLimits extends PackLimits {
  maxWaitMs: number;
}

/** Merges one chain's reads. */
export interface ReadMerger {
  /** Answers each call (an allowed, canonical read) in order; never rejects. */
  read(calls: readonly RpcCall[]): Promise<ReadOutcome[]>;
  /** The figures so far. */
  stats(): MergerStats;
}

/** A read waiting for its answer, shared by every caller of the same key. */
interface Entry {
  key: string;
  read: MergeableRead;
  /** When the read stops waiting for the budget and is answered 429. */
  deadline: number;
  promise: Promise<ReadOutcome>;
  settle(outcome: ReadOutcome): void;
}

/** Reads that go out together: a sealed group is never merged with others (the halves of a split). */
interface Group {
  entries: Entry[];
  sealed: boolean;
}

const overBudget = () =>
  new GatewayError('rateLimited', "this chain's upstream budget is in use: try again in a few seconds");

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
  const setTimer = options.setTimer ?? ((task, ms) => setTimeout(task, ms));
  const limits: MergeLimits = {
    maxGas: MAX_MERGED_GAS,
    maxBytes: MAX_MERGED_BYTES,
    maxReads: MAX_MERGED_READS,
    maxWaitMs: MAX_BUDGET_WAIT_MS,
    ...options.limits,
  };
  const { forwarder, multicall3 } = options;
  const merging = multicall3 !== null && options.windowMs > 0;
  const kept = createRecentResults({ maxAgeMs: options.keepMs, maxEntries: options.maxKept, now });
  const waiting = new Map<string, Entry>();
  const queue: Group[] = [];
  const stats: MergerStats = {
    reads: 0,
    shared: 0,
    upstreamCalls: 0,
    mergedCalls: 0,
    largestMerge: 0,
    splits: 0,
    rechecked: 0,
    overBudget: 0,
  };
  let timerDue = Number.POSITIVE_INFINITY;
  let callsInFlight = 0;

  /** Upstream calls the queue needs before a read added now would go (that read's own call included). */
  const callsAhead = (read: MergeableRead) => {
    const packer = createCallPacker(limits, merging);
    for (const group of queue) packer.take(group);
    return packer.place({ entries: [{ read }], sealed: false }) + 1;
  };

  /** Milliseconds between two upstream calls at the budget's rate now. */
  const spacingMs = () => {
    const rate = forwarder.rate();
    return Number.isFinite(rate) && rate > 0 ? 1000 / rate : 0;
  };

  const expectedWaitMs = (read: MergeableRead) =>
    forwarder.waitMs() + (callsAhead(read) - 1) * spacingMs() + (merging ? options.windowMs : 0);

  const schedule = (ms: number) => {
    const due = now() + ms;
    if (due >= timerDue) return;
    timerDue = due;
    setTimer(() => {
      timerDue = Number.POSITIVE_INFINITY;
      flush();
    }, ms);
  };

  const settle = (entry: Entry, outcome: ReadOutcome, sentAt?: number) => {
    if (waiting.get(entry.key) === entry) waiting.delete(entry.key);
    if (sentAt !== undefined && !isGatewayError(outcome) && 'result' in outcome) {
      kept.put(entry.key, outcome.result, sentAt);
    }
    entry.settle(outcome);
  };

  /** The next group to send: a sealed group as it is, else queued reads merged up to the caps. */
  const takeBatch = (): Group | undefined => {
    const first = queue.shift();
    if (!first || first.sealed || !merging) return first;
    const packer = createCallPacker(limits, merging);
    packer.take(first);
    const entries = [...first.entries];
    while (queue[0] && packer.take(queue[0])) entries.push(...(queue.shift() as Group).entries);
    return { entries, sealed: false };
  };

  /** Reads that must wait again (an upstream's 429): past their deadline they are answered 429. */
  const requeue = (group: Group) => {
    const current = now();
    const still = group.entries.filter((entry) => {
      if (entry.deadline > current) return true;
      stats.overBudget++;
      settle(entry, overBudget());
      return false;
    });
    if (still.length > 0) {
      if (group.sealed) queue.unshift({ entries: still, sealed: true });
      else queue.unshift(...still.map((entry) => ({ entries: [entry], sealed: false })));
    }
    dropUnreachable();
  };

  /**
   * After an upstream's 429 has paused and slowed the budget: answers 429 at once to the queued reads that can
   * no longer go before their deadline (they were told a wait at the old rate), instead of sending them late.
   */
  const dropUnreachable = () => {
    const start = now() + forwarder.waitMs();
    const spacing = spacingMs();
    const packer = createCallPacker(limits, merging);
    for (let index = 0; index < queue.length; ) {
      const group = queue[index] as Group;
      const sendAt = start + packer.place(group) * spacing;
      group.entries = group.entries.filter((entry) => {
        if (entry.deadline >= sendAt) return true;
        stats.overBudget++;
        settle(entry, overBudget());
        return false;
      });
      if (group.entries.length === 0) {
        queue.splice(index, 1);
        continue;
      }
      packer.take(group);
      index++;
    }
  };

  /** Puts `entries` back at the head of the queue as sealed halves (a single read goes alone). */
  const sendAgainInHalves = (entries: Entry[]) => {
    if (entries.length === 0) return;
    const middle = Math.ceil(entries.length / 2);
    const halves = entries.length === 1 ? [entries] : [entries.slice(0, middle), entries.slice(middle)];
    queue.unshift(...halves.map((half) => ({ entries: half, sealed: true })));
  };

  const sendAlone = async (entry: Entry) => {
    const sentAt = now();
    stats.upstreamCalls++;
    try {
      const [answer] = await forwarder.send([entry.read.call]);
      settle(entry, answer ?? new GatewayError('badResponse', 'the upstream sent no answer'), sentAt);
    } catch (error) {
      const failure = toGatewayError(error);
      if (failure.code === 'rateLimited') requeue({ entries: [entry], sealed: true });
      else settle(entry, failure);
    }
  };

  const sendMerged = async (group: Group) => {
    const { entries } = group;
    const sentAt = now();
    stats.upstreamCalls++;
    stats.mergedCalls++;
    stats.largestMerge = Math.max(stats.largestMerge, entries.length);
    const data = encodeAggregate3(
      entries.map(({ read }) => ({ target: read.target, allowFailure: true, callData: read.callData })),
    );
    let answer: NodeAnswer | undefined;
    try {
      [answer] = await forwarder.send([{ method: 'eth_call', params: [{ to: multicall3, data }, 'latest'] }]);
    } catch (error) {
      const failure = toGatewayError(error);
      if (failure.code === 'rateLimited') requeue(group);
      else for (const entry of entries) settle(entry, failure);
      return;
    }
    const reading =
      answer && 'result' in answer
        ? readMergedAnswer(
            entries.map((entry) => entry.read),
            answer.result,
          )
        : null;
    if (!reading) {
      stats.splits++;
      sendAgainInHalves(entries);
      return;
    }
    for (const { index, result } of reading.answered) settle(entries[index] as Entry, { result }, sentAt);
    const alone = reading.alone.map((index) => entries[index] as Entry);
    const atHead = reading.atHead.map((index) => entries[index] as Entry);
    stats.rechecked += alone.length + atHead.length;
    sendAgainInHalves(atHead);
    queue.unshift(...alone.map((entry) => ({ entries: [entry], sealed: true })));
  };

  /**
   * Answers 429 to queued reads past their deadline (their wait was expected short, but an upstream's 429 has
   * since slowed the budget), so no visitor waits longer than it was told and no call is made for them; the
   * earliest deadline left, or Infinity.
   */
  const dropExpired = (): number => {
    const current = now();
    let earliest = Number.POSITIVE_INFINITY;
    for (let index = queue.length - 1; index >= 0; index--) {
      const group = queue[index] as Group;
      group.entries = group.entries.filter((entry) => {
        if (entry.deadline > current) {
          earliest = Math.min(earliest, entry.deadline);
          return true;
        }
        stats.overBudget++;
        settle(entry, overBudget());
        return false;
      });
      if (group.entries.length === 0) queue.splice(index, 1);
    }
    return earliest;
  };

  function flush(): void {
    const earliestDeadline = dropExpired();
    while (queue.length > 0) {
      const wait = forwarder.waitMs();
      if (wait > 0) {
        schedule(Math.min(wait, earliestDeadline - now()));
        return;
      }
      const group = takeBatch();
      if (!group) return;
      callsInFlight++;
      const sending = group.entries.length === 1 ? sendAlone(group.entries[0] as Entry) : sendMerged(group);
      void sending.finally(() => {
        callsInFlight--;
        if (queue.length > 0) schedule(0);
      });
    }
  }

  const readOne = (call: RpcCall): Promise<ReadOutcome> => {
    stats.reads++;
    const key = canonicalRpcKey(options.chainId, call);
    const hit = kept.get(key);
    if (hit) {
      stats.shared++;
      return Promise.resolve({ result: hit.result });
    }
    const running = waiting.get(key);
    if (running) {
      stats.shared++;
      return running.promise;
    }
    const read = toMergeableRead(call, merging ? multicall3 : null);
    if (expectedWaitMs(read) > limits.maxWaitMs) {
      stats.overBudget++;
      return Promise.resolve(overBudget());
    }
    let settleEntry!: (outcome: ReadOutcome) => void;
    const promise = new Promise<ReadOutcome>((resolve) => {
      settleEntry = resolve;
    });
    const entry: Entry = { key, read, deadline: now() + limits.maxWaitMs, promise, settle: settleEntry };
    waiting.set(key, entry);
    queue.push({ entries: [entry], sealed: false });
    // Like a group commit: with nothing in flight a read goes at once; else it waits for the call in flight to
    // come back (or the window to pass) and goes with the reads that arrived meanwhile.
    schedule(merging && callsInFlight > 0 ? options.windowMs : 0);
    return promise;
  };

  return {
    read: (calls) => Promise.all(calls.map(readOne)),
    stats: () => ({ ...stats }),
  };
}

/** Any failure as a GatewayError (anything unexpected is a server error). */
function toGatewayError(error: unknown): GatewayError {
  return isGatewayError(error)
    ? error
    : new GatewayError('serverError', 'the gateway failed', { cause: error });
}
