import { dropExpiredReads } from './dropOverBudgetReads.ts';
import type { MergerState, QueuedRead } from './readMergerTypes.ts';
import { sendMergedReads } from './sendMergedReads.ts';
import { sendReadAlone } from './sendReadAlone.ts';
import { takeMergedBatch } from './takeMergedBatch.ts';

/** Flushes the queue in `ms`, unless a flush is already due by then. */
export function scheduleFlush(state: MergerState, ms: number): void {
  const due = state.now() + ms;
  if (due >= state.timerDue) return;
  state.timerDue = due;
  state.setTimer(() => {
    state.timerDue = Number.POSITIVE_INFINITY;
    flushReadQueue(state);
  }, ms);
}

/**
 * Sends queued reads upstream while the budget has room, each batch as one call (merged, or a read alone);
 * when it has none, flushes again once it has (or the earliest deadline passes). A call coming back flushes
 * what queued meanwhile.
 */
export function flushReadQueue(state: MergerState): void {
  const { queue, forwarder } = state;
  const earliestDeadline = dropExpiredReads(state);
  while (queue.length > 0) {
    const wait = forwarder.waitMs();
    if (wait > 0) {
      scheduleFlush(state, Math.min(wait, earliestDeadline - state.now()));
      return;
    }
    const group = takeMergedBatch(state);
    if (!group) return;
    state.callsInFlight++;
    const sending =
      group.entries.length === 1
        ? sendReadAlone(state, group.entries[0] as QueuedRead)
        : sendMergedReads(state, group);
    void sending.finally(() => {
      state.callsInFlight--;
      if (queue.length > 0) scheduleFlush(state, 0);
    });
  }
}
