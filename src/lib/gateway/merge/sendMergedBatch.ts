import { encodeAggregate3 } from '../aggregate3/encodeAggregate3.ts';
import { GatewayError } from '../GatewayError.ts';
import type { Reservation } from '../upstream/createUpstreamForwarder.ts';
import { loadGas } from './loadGas.ts';

import { readMergedAnswer, toMergedEntry } from './readMergedAnswer.ts';
import type { LaneQueue, MergerState, QueuedRead } from './readMergerTypes.ts';
import { sendAgain, sendAlone, splitOrFail } from './requeueReads.ts';
import { settleRead } from './settleRead.ts';

/** The least share of their execution estimates merged reads are counted at. */
const MIN_GAS_SHARE = 0.1;

/**
 * Learns from a merged call of `reads` how much of their execution estimates reads need: a large call that
 * ran whole (`enough`) lowers the share by a tenth; one that ran short of gas (it failed as a whole, or
 * starved a read) doubles it.
 */
function learnGas(state: MergerState, reads: readonly QueuedRead[], enough: boolean): void {
  if (!enough) {
    if (reads.length > 1) state.gasShare = Math.min(1, state.gasShare * 2);
    return;
  }
  const lane = state.lanes.merged;
  const gas = reads.reduce((sum, read) => sum + loadGas(lane.measure(read), state.gasShare), 0);
  if (gas >= state.limits.merged.maxGas * 0.4) state.gasShare = Math.max(MIN_GAS_SHARE, state.gasShare * 0.9);
}

/**
 * Sends `reads` upstream as ONE Multicall3 `aggregate3` (each read one entry with `allowFailure`, a visitor's
 * own aggregate3 nested whole) and answers each from its entry: its result; a revert as the upstream answers
 * one (or alone, until that is known); a starved read again. A call that fails as a whole is split; an
 * upstream's 429 puts the call back first in line.
 */
export async function sendMergedBatch(
  state: MergerState,
  lane: LaneQueue,
  reads: QueuedRead[],
  reservation: Reservation,
): Promise<void> {
  const multicall3 = state.multicall3 as string;
  const data = encodeAggregate3(
    reads.map((read) => ({ ...toMergedEntry(read.call, multicall3), allowFailure: true })),
  );
  const sentAt = state.now();
  const outcome = await state.forwarder.send(reservation, [
    { method: 'eth_call', params: [{ to: multicall3, data }, 'latest'] },
  ]);
  if (!outcome.ok) {
    if (outcome.retry) lane.addSealed(reads, true);
    else splitOrFail(state, lane, reads, outcome.error);
    return;
  }
  const [answer] = outcome.answers;
  const entries =
    answer && 'result' in answer && typeof answer.result === 'string'
      ? readMergedAnswer(
          reads.map((read) => read.call),
          answer.result,
        )
      : null;
  if (!entries) {
    learnGas(state, reads, false);
    const message = answer && 'error' in answer ? answer.error.message : 'an unreadable answer';
    splitOrFail(state, lane, reads, new GatewayError('badResponse', `the merged call failed: ${message}`));
    return;
  }
  learnGas(state, reads, !entries.some((entry) => entry.kind === 'starved'));
  entries.forEach((entry, index) => {
    const read = reads[index] as QueuedRead;
    if (entry.kind === 'result') settleRead(state, read, { result: entry.result }, sentAt);
    else if (entry.kind === 'starved') sendAgain(state, lane, read);
    else {
      const own = state.reverts.answer(outcome.upstream, entry.data);
      if (own) settleRead(state, read, own, sentAt);
      else sendAlone(state, read, entry.data);
    }
  });
}
