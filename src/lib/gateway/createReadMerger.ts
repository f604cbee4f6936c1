import { canonicalRpcKey } from './canonicalRpcKey.ts';
import type { RpcCall } from './checkRpcCall.ts';
import type { NodeAnswer, UpstreamForwarder } from './createUpstreamForwarder.ts';
import { decodeAggregate3Results } from './decodeAggregate3Results.ts';
import { encodeAggregate3 } from './encodeAggregate3.ts';
import { GatewayError, isGatewayError } from './GatewayError.ts';
import { MAX_BUDGET_WAIT_MS, MAX_MERGED_BYTES, MAX_MERGED_GAS, MAX_MERGED_READS } from './gatewayLimits.ts';
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

/** The caps of merging. */
export interface MergeLimits {
  maxGas: number;
  maxBytes: number;
  maxReads: number;
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

/** What packing reads into calls looks at: their estimates, and whether they must go alone. */
interface Packed {
  entries: readonly { read: MergeableRead }[];
  sealed: boolean;
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
  const kept = new Map<string, { at: number; value: NodeAnswer }>();
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

  const keep = (key: string, value: NodeAnswer, at: number) => {
    kept.delete(key);
    if (kept.size >= options.maxKept) {
      for (const [oldKey, entry] of kept) {
        if (kept.size < options.maxKept && now() - entry.at <= options.keepMs) break;
        kept.delete(oldKey);
      }
    }
    kept.set(key, { at, value });
  };

  /**
   * Packs groups into upstream calls as {@link takeBatch} does (a sealed group alone; unsealed ones merged in
   * order until the next would pass a cap; one call per read with merging off): `place` returns the index of
   * the call a group would go in without taking it, `take` takes it.
   */
  const createPacker = () => {
    let calls = 0;
    let open: { gas: number; bytes: number; reads: number } | null = null;
    const loadOf = (entries: Packed['entries']) => ({
      gas: entries.reduce((sum, entry) => sum + entry.read.gas, 0),
      bytes: entries.reduce((sum, entry) => sum + entry.read.bytes, 0),
      reads: entries.length,
    });
    const joins = (group: Packed) => {
      if (!merging || group.sealed || open === null) return false;
      const load = loadOf(group.entries);
      return (
        open.reads + load.reads <= limits.maxReads &&
        open.gas + load.gas <= limits.maxGas &&
        open.bytes + load.bytes <= limits.maxBytes
      );
    };
    return {
      place: (group: Packed) => (joins(group) ? calls - 1 : calls),
      take(group: Packed) {
        const load = loadOf(group.entries);
        if (joins(group) && open) {
          open = { gas: open.gas + load.gas, bytes: open.bytes + load.bytes, reads: open.reads + load.reads };
          return;
        }
        calls++;
        open = group.sealed ? null : load;
      },
    };
  };

  /** Upstream calls the queue needs before a read added now would go (that read's own call included). */
  const callsAhead = (read: MergeableRead) => {
    const packer = createPacker();
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
      keep(entry.key, outcome, sentAt);
    }
    entry.settle(outcome);
  };

  /** The next group to send: a sealed group as it is, else queued reads merged up to the caps. */
  const takeBatch = (): Group | undefined => {
    const first = queue.shift();
    if (!first || first.sealed || !merging) return first;
    const entries = [...first.entries];
    let gas = entries.reduce((sum, entry) => sum + entry.read.gas, 0);
    let bytes = entries.reduce((sum, entry) => sum + entry.read.bytes, 0);
    while (queue[0] && !queue[0].sealed) {
      const next = queue[0].entries;
      const moreGas = next.reduce((sum, entry) => sum + entry.read.gas, 0);
      const moreBytes = next.reduce((sum, entry) => sum + entry.read.bytes, 0);
      if (
        entries.length + next.length > limits.maxReads ||
        gas + moreGas > limits.maxGas ||
        bytes + moreBytes > limits.maxBytes
      ) {
        break;
      }
      queue.shift();
      entries.push(...next);
      gas += moreGas;
      bytes += moreBytes;
    }
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
    const packer = createPacker();
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
    const results = answer && 'result' in answer ? decodeOrNull(answer.result, entries.length) : null;
    if (!results) {
      stats.splits++;
      sendAgainInHalves(entries);
      return;
    }
    const alone: Entry[] = [];
    const atHead: Entry[] = [];
    entries.forEach((entry, index) => {
      const { success, returnData } = results[index] as { success: boolean; returnData: string };
      // A failure without data after another read may be that read's doing (it left too little gas).
      const mayBeStarved =
        index > 0 && (success ? entry.read.starvable && hasEmptyFailure(returnData) : returnData === '0x');
      const value = success ? entry.read.toResult(returnData) : null;
      if (mayBeStarved) atHead.push(entry);
      else if (value === null) alone.push(entry);
      else settle(entry, { result: value }, sentAt);
    });
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
    if (hit && now() - hit.at <= options.keepMs) {
      stats.shared++;
      return Promise.resolve(hit.value);
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

/** The merged call's results, or null when they are not `count` well-formed aggregate3 results. */
function decodeOrNull(result: string, count: number) {
  try {
    const results = decodeAggregate3Results(result);
    return results.length === count ? results : null;
  } catch {
    return null;
  }
}

/** True when a nested aggregate3's results hold a failure without data (what running out of gas leaves). */
function hasEmptyFailure(aggregate3Result: string): boolean {
  try {
    return decodeAggregate3Results(aggregate3Result).some(
      (result) => !result.success && result.returnData === '0x',
    );
  } catch {
    return true;
  }
}
