import { isGatewayError } from '../GatewayError.ts';
import type { MergerState, QueuedRead } from './readMergerTypes.ts';
import type { ReadOutcome } from '../answer/toRpcAnswer.ts';

/**
 * Answers every caller of `entry` with `outcome` and forgets it as waiting; a result of a call sent at
 * `sentAt` is kept to answer identical reads (errors never are).
 */
export function settleRead(
  state: Pick<MergerState, 'waiting' | 'kept'>,
  entry: QueuedRead,
  outcome: ReadOutcome,
  sentAt?: number,
): void {
  if (state.waiting.get(entry.key) === entry) state.waiting.delete(entry.key);
  if (sentAt !== undefined && !isGatewayError(outcome) && 'result' in outcome) {
    state.kept.put(entry.key, outcome.result, sentAt);
  }
  entry.settle(outcome);
}
