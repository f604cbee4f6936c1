import { describe, expect, it } from 'vitest';
import { createCallPacker, type PackedGroup } from './createCallPacker.ts';
import type { MergeableRead } from './toMergeableRead.ts';

const read = (gas: number, bytes = 100) => ({ read: { gas, bytes } as MergeableRead });
const group = (sealed: boolean, ...gas: number[]): PackedGroup => ({
  entries: gas.map((g) => read(g)),
  sealed,
});
const limits = { maxGas: 25, maxBytes: 10_000, maxReads: 3 };

/** The call index each group lands in, packing them in order. */
function pack(groups: PackedGroup[], merging = true): number[] {
  const packer = createCallPacker(limits, merging);
  return groups.map((each) => {
    const index = packer.place(each);
    packer.take(each);
    return index;
  });
}

describe('createCallPacker', () => {
  it('merges reads whole, in order, until the next would pass the gas cap', () => {
    expect(pack([group(false, 10), group(false, 10), group(false, 10), group(false, 4)])).toEqual([
      0, 0, 1, 1,
    ]);
  });

  it('counts the reads cap and the bytes cap too', () => {
    expect(pack([group(false, 1), group(false, 1), group(false, 1), group(false, 1)])).toEqual([0, 0, 0, 1]);
    const wide = (bytes: number): PackedGroup => ({ entries: [read(1, bytes)], sealed: false });
    expect(pack([wide(6_000), wide(6_000)])).toEqual([0, 1]);
  });

  it('sends a sealed group alone, and nothing joins it', () => {
    expect(pack([group(false, 1), group(true, 1, 1), group(false, 1), group(false, 1)])).toEqual([
      0, 1, 2, 2,
    ]);
  });

  it('gives every group a call of its own with merging off', () => {
    expect(pack([group(false, 1), group(false, 1)], false)).toEqual([0, 1]);
  });
});
