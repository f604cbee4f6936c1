import { decodeCappedReads } from '../cappedReads/decodeCappedReads.ts';
import {
  type CappedRead,
  encodeCappedReads,
  MAX_CAPPED_READS_ANSWER_BYTES,
} from '../cappedReads/encodeCappedReads.ts';
import { GatewayError, isGatewayError } from '../GatewayError.ts';
import type { Reservation } from '../upstream/createUpstreamForwarder.ts';

import { wordToQuantity } from './readMergedAnswer.ts';
import type { LaneQueue, MergerState, QueuedRead } from './readMergerTypes.ts';
import { renew, sendAlone, sendHeavy, splitOrFail } from './requeueReads.ts';
import { settleRead } from './settleRead.ts';

/** The gas a read gets in a capped call: twice its estimate, within bounds. */
export const cappedGas = (read: Pick<QueuedRead, 'gas'>) =>
  Math.min(6_000_000, Math.max(300_000, read.gas * 2));

/** Bytes of each entry's head in a capped call's answer: its status, gas used and size. */
export const CAPPED_ENTRY_HEAD_BYTES = 9;

/** The most data one read may return in a capped call: all the answer can hold beside its head. */
const MAX_RETURN_BYTES = MAX_CAPPED_READS_ANSWER_BYTES - CAPPED_ENTRY_HEAD_BYTES;

/** The answer bytes a read may return in a capped call: four times its estimate, within bounds; any code. */
export const cappedAnswerBytes = (read: Pick<QueuedRead, 'call' | 'answerBytes'>) =>
  read.call.method === 'eth_getCode'
    ? MAX_RETURN_BYTES
    : Math.min(MAX_RETURN_BYTES, Math.max(4 * 1024, read.answerBytes * 4));

/** A read as one entry of a capped call. */
export function toCappedRead(read: Pick<QueuedRead, 'call' | 'gas' | 'answerBytes'>): CappedRead {
  const { method, params } = read.call;
  if (method === 'eth_getCode')
    return { kind: 'code', target: String(params[0]), returnCap: MAX_RETURN_BYTES };
  if (method === 'eth_getBalance') return { kind: 'balance', target: String(params[0]) };
  const { to, data } = params[0] as { to: string; data: string };
  return { kind: 'call', target: to, data, gasCap: cappedGas(read), returnCap: cappedAnswerBytes(read) };
}

/** The caller's result from an entry's data: code and call bytes as they are, a balance as a quantity. */
const toResult = (read: QueuedRead, data: string) =>
  read.call.method === 'eth_getBalance' ? wordToQuantity(data) : data;

/** Reads the capped call's `result`, or null when it cannot be read. */
function decodeOrNull(result: string, entries: readonly CappedRead[]) {
  try {
    return decodeCappedReads(result, entries);
  } catch (error) {
    if (isGatewayError(error)) return null;
    throw error;
  }
}

/**
 * Sends `reads` upstream as ONE deployless call (creation code as eth_call data, no `to`) that makes each read
 * with its own gas cap and copies at most its answer cap, so a read that burns its gas or answers a megabyte
 * costs only itself; answers each from its entry. A read that used its whole cap or answered past it is too
 * heavy to share: it goes alone within its client's allowance (an account's large code simply alone). A read
 * the call had no gas or answer room left for goes again (alone when it was first in the call: then it fits
 * none). A call that fails as a whole is split; an upstream's 429 puts it back first in line.
 */
export async function sendCappedBatch(
  state: MergerState,
  lane: LaneQueue,
  reads: QueuedRead[],
  reservation: Reservation,
): Promise<void> {
  const entries = reads.map(toCappedRead);
  const sentAt = state.now();
  const outcome = await state.forwarder.send(reservation, [
    { method: 'eth_call', params: [{ data: encodeCappedReads(entries) }, 'latest'] },
  ]);
  if (!outcome.ok) {
    if (outcome.retry) lane.addSealed(reads, true);
    else splitOrFail(state, lane, reads, outcome.error);
    return;
  }
  const [answer] = outcome.answers;
  const results =
    answer && 'result' in answer && typeof answer.result === 'string'
      ? decodeOrNull(answer.result, entries)
      : null;
  if (!results) {
    const message = answer && 'error' in answer ? answer.error.message : 'an unreadable answer';
    splitOrFail(state, lane, reads, new GatewayError('badResponse', `the capped call failed: ${message}`));
    return;
  }
  results.forEach((result, index) => {
    const read = reads[index] as QueuedRead;
    // A read the call had no room for goes again; first in the call, it never fits one: alone.
    if (result.status === 'notRun') {
      if (index === 0) sendAlone(state, read);
      else {
        renew(state, read);
        lane.addFront(read);
      }
    } else if (result.status === 'tooLarge' && read.call.method === 'eth_getCode') sendAlone(state, read);
    else if (result.status === 'outOfGas' || result.status === 'tooLarge') sendHeavy(state, read);
    else if (result.status === 'reverted') {
      const own = state.reverts.answer(outcome.upstream, result.data);
      if (own) settleRead(state, read, own, sentAt);
      else sendAlone(state, read, result.data);
    } else {
      const value = toResult(read, result.data);
      if (value === null) sendAlone(state, read);
      else settleRead(state, read, { result: value }, sentAt);
    }
  });
}
