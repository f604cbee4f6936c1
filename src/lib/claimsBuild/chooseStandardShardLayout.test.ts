import { describe, expect, it } from 'vitest';
import { CLAIM_CHECK_MAX_BYTES, CLAIM_FILES_MAX } from '../claims/claimLimits.ts';
import type { LeafEncoding } from '../claims/claimTypes.ts';
import { chooseStandardShardLayout } from './chooseStandardShardLayout.ts';
import type { StandardColumns, StandardTree } from './claimsBuildTypes.ts';
import { sortAccountsByIndexKey } from './sortAccountsByIndexKey.ts';

/**
 * `count` entries with pseudo-random addresses and amounts of up to 10 bytes, and OpenZeppelin's array of the
 * right size with the entries' leaves at its end. The layout depends on where the leaves sit, not on the
 * hashes, so a million entries are measured here in seconds; the bench builds a real one.
 */
function shapedList(count: number, encoding: LeafEncoding): { entries: StandardColumns; tree: StandardTree } {
  let state = 2_463_534_242;
  const next = () => {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return state >>> 0;
  };
  const accounts = new Uint8Array(count * 20);
  for (let byte = 0; byte < accounts.length; byte++) accounts[byte] = next() & 0xff;
  const amounts = Array.from({ length: count }, () => (1n << 79n) + BigInt(next()));
  const indexes = encoding === 'address,uint256' ? null : Array.from({ length: count }, (_, entry) => entry);
  const nodeOf = new Uint32Array(count).map((_, entry) => 2 * count - 2 - entry);
  return {
    entries: { count, accounts, checksummed: [], amounts, encoding, indexes },
    tree: { nodes: new Uint8Array(0), nodeOf, root: new Uint8Array(32) },
  };
}

describe('chooseStandardShardLayout', () => {
  it('cuts a list of a few entries into one index file and one shard, the whole tree', () => {
    const { entries, tree } = shapedList(3, 'address,uint256');
    expect(chooseStandardShardLayout(entries, tree, sortAccountsByIndexKey(entries))).toMatchObject({
      prefixDigits: 0,
      indexFiles: 1,
      shards: 1,
    });
  });

  it.each(['address,uint256', 'uint256,address,uint128'] as const)(
    'keeps a million entries (%s) within the site’s file limit and every check within 8 KiB',
    (encoding) => {
      const { entries, tree } = shapedList(1_000_000, encoding);
      const layout = chooseStandardShardLayout(entries, tree, sortAccountsByIndexKey(entries));
      expect(layout).not.toBeNull();
      if (!layout) return;
      expect(layout.indexFiles + layout.shards).toBeLessThanOrEqual(CLAIM_FILES_MAX);
      expect(layout.maxIndexBytes + layout.maxShardBytes).toBeLessThanOrEqual(CLAIM_CHECK_MAX_BYTES);
      // Subtrees at depth 13 of a tree whose leaves sit at depths 19 and 20: at most 128 leaves each.
      expect(layout).toMatchObject({ prefixDigits: 3, indexFiles: 4_096, shards: 8_192, shardHeight: 7 });
    },
    60_000,
  );

  it('gives up (null) when no layout keeps both limits', () => {
    const { entries, tree } = shapedList(100_000, 'address,uint256');
    expect(
      chooseStandardShardLayout(entries, tree, sortAccountsByIndexKey(entries), { maxFiles: 200 }),
    ).toBeNull();
  });
});
