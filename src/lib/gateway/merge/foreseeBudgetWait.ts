import { createCallPacker } from './createCallPacker.ts';
import type { MergerState } from './readMergerTypes.ts';
import type { MergeableRead } from './toMergeableRead.ts';

/** Milliseconds between two upstream calls at the budget's rate now. */
export function budgetSpacingMs(state: Pick<MergerState, 'forwarder'>): number {
  const rate = state.forwarder.rate();
  return Number.isFinite(rate) && rate > 0 ? 1000 / rate : 0;
}

/** Upstream calls the queue needs before a read added now would go (that read's own call included). */
function callsAhead(state: MergerState, read: MergeableRead): number {
  const packer = createCallPacker(state.limits, state.merging);
  for (const group of state.queue) packer.take(group);
  return packer.place({ entries: [{ read }], sealed: false }) + 1;
}

/**
 * How long `read`, queued now, is expected to wait before it goes upstream: until the budget has room, then
 * one spacing for each call ahead of it, and the merge window.
 */
export function foreseeBudgetWait(state: MergerState, read: MergeableRead): number {
  return (
    state.forwarder.waitMs() +
    (callsAhead(state, read) - 1) * budgetSpacingMs(state) +
    (state.merging ? state.windowMs : 0)
  );
}
