import { encodeAggregate3 } from '../aggregate3/encodeAggregate3.ts';
import { readMergedAnswer } from './readMergedAnswer.ts';
import type { MergerState, QueuedRead, ReadGroup } from './readMergerTypes.ts';
import { requeueRateLimited } from './requeueRateLimited.ts';
import { settleRead } from './settleRead.ts';
import { resendAlone, splitFailedCall } from './splitFailedCall.ts';
import { toGatewayError } from '../toGatewayError.ts';
import type { NodeAnswer } from '../upstream/toNodeAnswer.ts';

/**
 * Answers the reads of a merged call from its `answer`: each read its own result; a call that failed as a
 * whole is split in halves; a read whose entry failed is sent again alone, and one with a failure that left no
 * data after another read goes again in halves until it is at a call's head.
 */
function answerMergedReads(
  state: MergerState,
  entries: QueuedRead[],
  answer: NodeAnswer | undefined,
  sentAt: number,
) {
  const reads = entries.map((entry) => entry.read);
  const reading = answer && 'result' in answer ? readMergedAnswer(reads, answer.result) : null;
  if (!reading) {
    state.stats.splits++;
    splitFailedCall(state.queue, entries);
    return;
  }
  for (const { index, result } of reading.answered)
    settleRead(state, entries[index] as QueuedRead, { result }, sentAt);
  const alone = reading.alone.map((index) => entries[index] as QueuedRead);
  const atHead = reading.atHead.map((index) => entries[index] as QueuedRead);
  state.stats.rechecked += alone.length + atHead.length;
  splitFailedCall(state.queue, atHead);
  resendAlone(state.queue, alone);
}

/**
 * Sends the reads of `group` upstream as one Multicall3 `aggregate3` (each read one entry with `allowFailure`)
 * and answers them; an upstream's 429 puts them back in the queue, another failure answers each with it.
 */
export async function sendMergedReads(state: MergerState, group: ReadGroup): Promise<void> {
  const { entries } = group;
  const { stats } = state;
  const sentAt = state.now();
  stats.upstreamCalls++;
  stats.mergedCalls++;
  stats.largestMerge = Math.max(stats.largestMerge, entries.length);
  const data = encodeAggregate3(
    entries.map(({ read }) => ({ target: read.target, allowFailure: true, callData: read.callData })),
  );
  let answer: NodeAnswer | undefined;
  try {
    [answer] = await state.forwarder.send([
      { method: 'eth_call', params: [{ to: state.multicall3, data }, 'latest'] },
    ]);
  } catch (error) {
    const failure = toGatewayError(error);
    if (failure.code === 'rateLimited') requeueRateLimited(state, group);
    else for (const entry of entries) settleRead(state, entry, failure);
    return;
  }
  answerMergedReads(state, entries, answer, sentAt);
}
