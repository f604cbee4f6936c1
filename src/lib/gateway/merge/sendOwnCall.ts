import { GatewayError } from '../GatewayError.ts';
import type { Reservation } from '../upstream/createUpstreamForwarder.ts';

import type { LaneQueue, MergerState, QueuedRead } from './readMergerTypes.ts';
import { settleRead } from './settleRead.ts';

/**
 * Sends `read` as its own call (the call its caller sent) on `reservation` and answers it with the node's own
 * answer, learning from it how the upstream answers a revert when `revertData` says the read reverted in a
 * merged call. An upstream's 429 (or no upstream with room) puts it back at the head of `lane`; another failure
 * answers it with that failure.
 */
export async function sendOwnCall(
  state: MergerState,
  lane: LaneQueue,
  read: QueuedRead,
  reservation: Reservation,
  revertData?: string,
): Promise<void> {
  const sentAt = state.now();
  const outcome = await state.forwarder.send(reservation, [read.call]);
  if (!outcome.ok) {
    if (outcome.retry) lane.addSealed([read], true);
    else settleRead(state, read, outcome.error);
    return;
  }
  const [answer] = outcome.answers;
  if (!answer) {
    settleRead(state, read, new GatewayError('badResponse', 'the upstream sent no answer'));
    return;
  }
  if (revertData !== undefined) state.reverts.learn(outcome.upstream, revertData, answer);
  settleRead(state, read, answer, sentAt);
}
