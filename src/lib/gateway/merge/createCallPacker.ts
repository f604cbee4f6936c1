import type { MergeableRead } from './toMergeableRead.ts';

/** The caps of one merged call. */
export interface PackLimits {
  maxGas: number;
  maxBytes: number;
  maxReads: number;
}

/** Reads that go out together; a sealed group is never merged with others (the halves of a split). */
export interface PackedGroup {
  entries: readonly { read: MergeableRead }[];
  sealed: boolean;
}

/** Groups packed into upstream calls in queue order. */
export interface CallPacker {
  /** The index of the call `group` would go in, without taking it. */
  place(group: PackedGroup): number;
  /** Takes `group` into the call it goes in; true when that is the call still open (merged with earlier ones). */
  take(group: PackedGroup): boolean;
}

const loadOf = (entries: PackedGroup['entries']) => ({
  gas: entries.reduce((sum, entry) => sum + entry.read.gas, 0),
  bytes: entries.reduce((sum, entry) => sum + entry.read.bytes, 0),
  reads: entries.length,
});

/**
 * Packs groups into upstream calls, in order, the one way the merger sends them and foresees them: a sealed
 * group goes alone; unsealed groups join the open call until the next would pass a cap; with `merging` off,
 * every group is a call of its own.
 */
export function createCallPacker(limits: PackLimits, merging: boolean): CallPacker {
  let calls = 0;
  let open: ReturnType<typeof loadOf> | null = null;
  const joins = (group: PackedGroup) => {
    if (!merging || group.sealed || open === null) return false;
    const load = loadOf(group.entries);
    return (
      open.reads + load.reads <= limits.maxReads &&
      open.gas + load.gas <= limits.maxGas &&
      open.bytes + load.bytes <= limits.maxBytes
    );
  };
  return {
    place: (group) => (joins(group) ? calls - 1 : calls),
    take(group) {
      const load = loadOf(group.entries);
      if (joins(group) && open) {
        open = { gas: open.gas + load.gas, bytes: open.bytes + load.bytes, reads: open.reads + load.reads };
        return true;
      }
      calls++;
      open = group.sealed ? null : load;
      return false;
    },
  };
}
