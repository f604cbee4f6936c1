import { GatewayError } from '../GatewayError.ts';
import type { Reservation } from '../upstream/createUpstreamForwarder.ts';
import { loadGas } from './loadGas.ts';

import type { BatchLimits, LaneLoad, LaneQueue, MergerState, QueuedRead } from './readMergerTypes.ts';
import { tooHeavyError } from './requeueReads.ts';
import { sendCappedBatch } from './sendCappedBatch.ts';
import { sendMergedBatch } from './sendMergedBatch.ts';
import { sendOwnCall } from './sendOwnCall.ts';
import { settleRead } from './settleRead.ts';

/** The answer to a read whose expected wait for the chain's budget has passed. */
export const overBudgetError = () =>
  new GatewayError('rateLimited', "this chain's upstream budget is in use: try again in a few seconds");

/** Flushes the queues in `ms`, unless a flush is already due by then. */
export function scheduleFlush(state: MergerState, ms: number): void {
  const due = state.now() + Math.max(0, ms);
  if (due >= state.timerDue) return;
  state.timerDue = due;
  state.setTimer(
    () => {
      state.timerDue = Number.POSITIVE_INFINITY;
      flushReads(state);
    },
    Math.max(0, ms),
  );
}

/** True when `added` fits a call of `limits` that already holds `load`, execution counted at `gasShare`. */
export function fitsIn(limits: BatchLimits, load: LaneLoad, added: LaneLoad, gasShare: number): boolean {
  return (
    load.reads + added.reads <= limits.maxReads &&
    loadGas(load, gasShare) + loadGas(added, gasShare) <= limits.maxGas &&
    load.bytes + added.bytes <= limits.maxBytes &&
    load.answerBytes + added.answerBytes <= limits.maxAnswerBytes
  );
}

/**
 * Drops the queued reads whose callers all gave up (answered with a timeout) or whose expected wait has passed
 * (429: the budget slowed since they were admitted, after an upstream's 429), and notes when the next of the
 * others expires; forgets clients' heavy sends older than a minute.
 */
function sweepQueues(state: MergerState): void {
  const now = state.now();
  let next = Number.POSITIVE_INFINITY;
  for (const lane of Object.values(state.lanes)) {
    const dropped = lane.sweep((read) => {
      if (read.deadline <= now || read.waitDeadline <= now) return false;
      next = Math.min(next, read.deadline, read.waitDeadline);
      return true;
    });
    for (const read of dropped) {
      if (read.deadline <= now) {
        state.stats.expired++;
        settleRead(state, read, new GatewayError('timeout', 'the chain did not answer in time'));
      } else if (lane.lane === 'heavy') {
        settleRead(state, read, tooHeavyError());
      } else {
        state.stats.overBudget++;
        settleRead(state, read, overBudgetError());
      }
    }
  }
  state.nextExpiry = next;
  for (const [client, sends] of state.heavySends) {
    if (sends.every((at) => now - at >= 60_000)) state.heavySends.delete(client);
  }
}

/** How full the next call of `lane` would be, from 0 to 1: its queued load against the call's caps. */
function nextCallFill(state: MergerState, lane: LaneQueue): number {
  if (lane.lane === 'alone' || lane.lane === 'heavy') return 0;
  const limits = state.limits[lane.lane];
  const { load } = lane;
  return Math.min(
    1,
    Math.max(
      load.reads / limits.maxReads,
      loadGas(load, state.gasShare) / limits.maxGas,
      load.bytes / limits.maxBytes,
      load.answerBytes / limits.maxAnswerBytes,
    ),
  );
}

/**
 * The lane whose call goes next: the one whose oldest read has waited past the priority age (the oldest of
 * such), else the one whose next call would be fullest, so a lane of small reads (accounts' code) gathers
 * many into one call while a lane of large ones keeps its calls full; null when nothing is queued.
 */
function pickLane(state: MergerState): LaneQueue | null {
  const now = state.now();
  let fullest: LaneQueue | null = null;
  let oldest: LaneQueue | null = null;
  for (const lane of Object.values(state.lanes)) {
    if (lane.load.reads === 0 || lane.lane === 'heavy') continue;
    if (!oldest || lane.oldestQueuedAt() < oldest.oldestQueuedAt()) oldest = lane;
    if (!fullest || nextCallFill(state, lane) > nextCallFill(state, fullest)) fullest = lane;
  }
  if (oldest && now - oldest.oldestQueuedAt() >= state.limits.priorityAgeMs) return oldest;
  return fullest ?? (state.lanes.heavy.load.reads > 0 ? state.lanes.heavy : null);
}

/** Takes the next call's reads off `lane`. */
function takeBatch(state: MergerState, lane: LaneQueue) {
  if (lane.lane === 'alone' || lane.lane === 'heavy') return lane.take(() => false);
  const limits = state.limits[lane.lane];
  return lane.take((load, read) => fitsIn(limits, load, lane.measure(read), state.gasShare));
}

/** Sends `reads` of `lane` on `reservation`: one read as its own call, more as the lane's merged form. */
function dispatch(state: MergerState, lane: LaneQueue, reads: QueuedRead[], reservation: Reservation) {
  const { stats } = state;
  stats.upstreamCalls++;
  for (const read of reads) read.sends++;
  if (reads.length === 1) {
    stats.aloneCalls++;
    const [read] = reads as [QueuedRead];
    return sendOwnCall(state, lane, read, reservation, read.revertData);
  }
  stats.largestMerge = Math.max(stats.largestMerge, reads.length);
  if (lane.lane === 'capped') {
    stats.cappedCalls++;
    return sendCappedBatch(state, lane, reads, reservation);
  }
  stats.mergedCalls++;
  return sendMergedBatch(state, lane, reads, reservation);
}

/**
 * Sends queued reads upstream while the budget has room, one call at a time from the lane whose turn it is;
 * when it has none, flushes again once it has (or the next queued read expires). A call coming back flushes
 * what queued meanwhile.
 */
export function flushReads(state: MergerState): void {
  // Only when some queued read may have expired: a sweep walks every queue.
  if (state.now() >= state.nextExpiry) sweepQueues(state);
  for (;;) {
    const lane = pickLane(state);
    if (!lane) return;
    const wait = state.forwarder.waitMs();
    const reservation = wait > 0 ? null : state.forwarder.reserve();
    if (!reservation) {
      const expiry = state.nextExpiry - state.now();
      scheduleFlush(state, Math.min(Math.max(1, Math.ceil(wait)), Math.max(1, expiry)));
      return;
    }
    const reads = takeBatch(state, lane);
    state.callsInFlight++;
    void dispatch(state, lane, reads, reservation)
      .catch((error: unknown) => {
        for (const read of reads)
          settleRead(state, read, new GatewayError('serverError', 'the gateway failed', { cause: error }));
      })
      .finally(() => {
        state.callsInFlight--;
        scheduleFlush(state, 0);
      });
  }
}
