import { createCallPacker } from './createCallPacker.ts';
import { budgetSpacingMs } from './foreseeBudgetWait.ts';
import { GatewayError } from '../GatewayError.ts';
import type { MergerState, QueuedRead, ReadGroup } from './readMergerTypes.ts';
import { settleRead } from './settleRead.ts';

/** The answer to a read the chain's budget would keep waiting too long. */
export const overBudgetError = () =>
  new GatewayError('rateLimited', "this chain's upstream budget is in use: try again in a few seconds");

/** The entries `keep` holds; the others are answered 429 at once, as over budget. */
export function keepWithinBudget(
  state: MergerState,
  entries: readonly QueuedRead[],
  keep: (entry: QueuedRead) => boolean,
): QueuedRead[] {
  return entries.filter((entry) => {
    if (keep(entry)) return true;
    state.stats.overBudget++;
    settleRead(state, entry, overBudgetError());
    return false;
  });
}

/**
 * Answers 429 to queued reads past their deadline (their wait was expected short, but an upstream's 429 has
 * since slowed the budget), so no visitor waits longer than it was told and no call is made for them; the
 * earliest deadline left, or Infinity.
 */
export function dropExpiredReads(state: MergerState): number {
  const { queue } = state;
  const current = state.now();
  let earliest = Number.POSITIVE_INFINITY;
  for (let index = queue.length - 1; index >= 0; index--) {
    const group = queue[index] as ReadGroup;
    group.entries = keepWithinBudget(state, group.entries, (entry) => entry.deadline > current);
    for (const entry of group.entries) earliest = Math.min(earliest, entry.deadline);
    if (group.entries.length === 0) queue.splice(index, 1);
  }
  return earliest;
}

/**
 * After an upstream's 429 has paused and slowed the budget: answers 429 at once to the queued reads that can
 * no longer go before their deadline (they were told a wait at the old rate), instead of sending them late.
 */
export function dropUnreachableReads(state: MergerState): void {
  const { queue } = state;
  const start = state.now() + state.forwarder.waitMs();
  const spacing = budgetSpacingMs(state);
  const packer = createCallPacker(state.limits, state.merging);
  for (let index = 0; index < queue.length; ) {
    const group = queue[index] as ReadGroup;
    const sendAt = start + packer.place(group) * spacing;
    group.entries = keepWithinBudget(state, group.entries, (entry) => entry.deadline >= sendAt);
    if (group.entries.length === 0) {
      queue.splice(index, 1);
      continue;
    }
    packer.take(group);
    index++;
  }
}
