import { createCallPacker } from './createCallPacker.ts';
import type { MergerState, ReadGroup } from './readMergerTypes.ts';

/** Takes the next group to send off the queue: a sealed group as it is, else queued reads merged up to the caps. */
export function takeMergedBatch(state: MergerState): ReadGroup | undefined {
  const { queue } = state;
  const first = queue.shift();
  if (!first || first.sealed || !state.merging) return first;
  const packer = createCallPacker(state.limits, state.merging);
  packer.take(first);
  const entries = [...first.entries];
  while (queue[0] && packer.take(queue[0])) entries.push(...(queue.shift() as ReadGroup).entries);
  return { entries, sealed: false };
}
