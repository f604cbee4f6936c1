import { describe, expect, it } from 'vitest';
import { CLAIM_CHECK_MAX_BYTES, CLAIM_FILES_MAX } from '../claims/claimLimits.ts';
import { chooseShardLayout } from './chooseShardLayout.ts';
import type { ClaimColumns, ClaimsTree } from './claimsBuildTypes.ts';
import { sortAccountsByIndexKey } from './sortAccountsByIndexKey.ts';

/**
 * `count` entries with pseudo-random addresses and amounts of up to 10 bytes (airdrops of up to a million
 * tokens of 18 decimals), and a tree of the right shape. The layout depends on the tree's shape only (how many
 * nodes each layer has), not its hashes, so a million entries are measured here in seconds; the bench builds
 * a real million-entry list.
 */
function shapedList(count: number, amountBytes = 10): { entries: ClaimColumns; tree: ClaimsTree } {
  let state = 2_463_534_242;
  const next = () => {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return state >>> 0;
  };
  const accounts = new Uint8Array(count * 20);
  for (let byte = 0; byte < accounts.length; byte++) accounts[byte] = next() & 0xff;
  const amounts = Array.from({ length: count }, () => (1n << BigInt(amountBytes * 8 - 1)) + BigInt(next()));
  const layers: Uint8Array[] = [];
  for (let nodes = count; ; nodes = Math.ceil(nodes / 2)) {
    layers.push(new Uint8Array(nodes * 32));
    if (nodes === 1) break;
  }
  const order = new Uint32Array(count).map((_, index) => index);
  return {
    entries: { count, accounts, checksummed: [], amounts },
    tree: { order, layers, root: new Uint8Array(32) },
  };
}

describe('chooseShardLayout', () => {
  it('cuts a list of a few entries into one index file and one shard', () => {
    const { entries, tree } = shapedList(3);
    expect(chooseShardLayout(entries, tree, sortAccountsByIndexKey(entries))).toMatchObject({
      prefixDigits: 0,
      shardHeight: 2,
      indexFiles: 1,
      shards: 1,
    });
  });

  it('keeps a million entries within the site’s file limit and every check within 8 KiB', () => {
    const { entries, tree } = shapedList(1_000_000);
    const layout = chooseShardLayout(entries, tree, sortAccountsByIndexKey(entries));
    expect(layout).not.toBeNull();
    if (!layout) return;
    expect(layout.indexFiles + layout.shards).toBeLessThanOrEqual(CLAIM_FILES_MAX);
    expect(layout.maxIndexBytes + layout.maxShardBytes).toBeLessThanOrEqual(CLAIM_CHECK_MAX_BYTES);
    expect(layout).toMatchObject({ prefixDigits: 3, shardHeight: 7, indexFiles: 4_096, shards: 7_813 });
  }, 60_000);

  it('uses fewer, smaller shards when amounts are as large as a uint256 gets', () => {
    const { entries, tree } = shapedList(100_000, 32);
    const layout = chooseShardLayout(entries, tree, sortAccountsByIndexKey(entries));
    expect(layout?.shardHeight).toBe(6);
    expect((layout?.maxIndexBytes ?? 0) + (layout?.maxShardBytes ?? 0)).toBeLessThanOrEqual(
      CLAIM_CHECK_MAX_BYTES,
    );
  });

  it('gives up (null) when no layout keeps both limits', () => {
    const { entries, tree } = shapedList(100_000);
    expect(chooseShardLayout(entries, tree, sortAccountsByIndexKey(entries), { maxFiles: 200 })).toBeNull();
  });
});
