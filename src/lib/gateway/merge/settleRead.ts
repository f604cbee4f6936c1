import type { ReadOutcome } from '../answer/toRpcAnswer.ts';
import { isGatewayError } from '../GatewayError.ts';
import type { MergerState, QueuedRead } from './readMergerTypes.ts';

/**
 * Answers every caller of `read` with `outcome` and forgets it as waiting. A node's answer (a result or the
 * node's own error) from an upstream call sent at `at` is kept to answer identical reads; the gateway's own
 * errors never are.
 */
export function settleRead(state: MergerState, read: QueuedRead, outcome: ReadOutcome, at?: number): void {
  if (state.waiting.get(read.key) !== read) return;
  state.waiting.delete(read.key);
  const left = (state.clientReads.get(read.client) ?? 1) - 1;
  if (left > 0) state.clientReads.set(read.client, left);
  else state.clientReads.delete(read.client);
  const fromNode = at !== undefined && !isGatewayError(outcome);
  if (fromNode) state.kept.put(read.key, outcome, at);
  read.settle(fromNode ? { outcome, at, shared: read.shared } : { outcome, shared: read.shared });
}
