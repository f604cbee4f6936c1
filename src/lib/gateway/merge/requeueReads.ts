import { GatewayError } from '../GatewayError.ts';

import type { LaneQueue, MergerState, QueuedRead } from './readMergerTypes.ts';
import { settleRead } from './settleRead.ts';

/**
 * Sends `read` again on its own: its own call gives the node's own answer (a revert whose shape the upstream
 * has not shown yet, with its `revertData`; a read that failed only inside a merged call).
 */
export function sendAlone(state: MergerState, read: QueuedRead, revertData?: string): void {
  read.lane = 'alone';
  read.revertData = revertData;
  renew(state, read);
  state.lanes.alone.addFront(read);
}

/**
 * A read that goes again for another read's sake (a split, a starved entry, a call with no room for it) or to
 * learn the node's own answer waits anew: its expected wait starts again. A read an upstream's 429 sent back
 * keeps its own, so one that cannot go in time is answered 429 rather than kept until the Worker gives up.
 */
export function renew(state: MergerState, read: QueuedRead): void {
  read.queuedAt = state.now();
  read.waitDeadline = read.queuedAt + state.limits.maxWaitMs;
}

/** Sends `read` again in its lane, before its client's other reads: it failed for another read's sake. */
export function sendAgain(state: MergerState, lane: LaneQueue, read: QueuedRead): void {
  state.stats.rechecked++;
  renew(state, read);
  if (read.sends >= 3) sendAlone(state, read);
  else lane.addFront(read);
}

/**
 * After a call failed as a whole with `error`: its reads go again in two sealed halves, each its own call;
 * a read that failed alone in its lane's form goes once more as its own call, and one that failed as its own
 * call gets the error.
 */
export function splitOrFail(
  state: MergerState,
  lane: LaneQueue,
  reads: QueuedRead[],
  error: GatewayError,
): void {
  if (reads.length > 1) {
    state.stats.splits++;
    for (const read of reads) renew(state, read);
    const middle = Math.ceil(reads.length / 2);
    lane.addSealed(reads.slice(0, middle));
    lane.addSealed(reads.slice(middle));
    return;
  }
  const [read] = reads as [QueuedRead];
  if (lane.lane !== 'alone') sendAlone(state, read);
  else settleRead(state, read, error);
}

/** The answer to a read too heavy to share when its client may not send another alone now. */
export const tooHeavyError = () =>
  new GatewayError(
    'rateLimited',
    'this read needs more gas or a larger answer than the gateway gives one read in a shared call: try again later',
  );

/**
 * A read that used its whole gas cap or answered past its cap in a capped call waits to go alone, when its
 * client has sent fewer than the limit alone in the last minute (else it is answered 429): only while nothing
 * else waits, so it never costs another read's turn; answered 429 if the chain stays busy past its wait.
 */
export function sendHeavy(state: MergerState, read: QueuedRead): void {
  state.stats.heavy++;
  const now = state.now();
  const recent = (state.heavySends.get(read.client) ?? []).filter((at) => now - at < 60_000);
  if (recent.length >= state.limits.heavyPerMinute) {
    state.heavySends.set(read.client, recent);
    settleRead(state, read, tooHeavyError());
    return;
  }
  recent.push(now);
  state.heavySends.set(read.client, recent);
  read.lane = 'alone';
  renew(state, read);
  state.lanes.heavy.add(read);
}
