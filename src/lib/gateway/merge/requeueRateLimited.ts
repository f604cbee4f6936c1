import { dropUnreachableReads, keepWithinBudget } from './dropOverBudgetReads.ts';
import type { MergerState, ReadGroup } from './readMergerTypes.ts';

/**
 * Puts back at the head of the queue the reads of `group`, which an upstream's 429 refused: a sealed group as
 * one, else each read on its own to merge again. Reads past their deadline, and those the slowed budget can no
 * longer reach in time, are answered 429.
 */
export function requeueRateLimited(state: MergerState, group: ReadGroup): void {
  const current = state.now();
  const still = keepWithinBudget(state, group.entries, (entry) => entry.deadline > current);
  if (still.length > 0) {
    if (group.sealed) state.queue.unshift({ entries: still, sealed: true });
    else state.queue.unshift(...still.map((entry) => ({ entries: [entry], sealed: false })));
  }
  dropUnreachableReads(state);
}
