import { describe, expect, it } from 'vitest';
import { buildClaimsList } from '../claimsBuild/buildClaimsList.ts';
import { isAppError } from '../errors/AppError.ts';
import type { ClaimShard } from './claimTypes.ts';
import { decodeClaimShard } from './decodeClaimShard.ts';

/** A list of 300 entries cut into several shards (checks of at most 2 KiB), and its first shard. */
function firstShard(): { root: string; bytes: Uint8Array; shard: ClaimShard } {
  const lines = Array.from(
    { length: 300 },
    (_, entry) => `0x${(entry + 1).toString(16).padStart(40, '0')},${entry + 1}`,
  );
  const list = buildClaimsList(
    { file: 'list.csv', text: lines.join('\n'), label: 'list.csv' },
    { maxCheckBytes: 2048 },
  );
  const bytes = list.files.get('s/0.bin');
  if (!bytes) throw new Error('no shard 0');
  expect(list.layout.shards).toBeGreaterThan(1);
  return { root: list.root, bytes, shard: decodeClaimShard(bytes) };
}

describe('verifyClaimShard', () => {
  it('proves a shard to its list’s root (any case), and to no other root', async () => {
    const { verifyClaimShard } = await import('./verifyClaimShard.ts');
    const { root, shard } = firstShard();
    expect(shard.proof.length).toBeGreaterThan(0);
    expect(verifyClaimShard(shard, root)).toBe(true);
    expect(verifyClaimShard(shard, root.toUpperCase().replace('0X', '0x'))).toBe(true);
    expect(verifyClaimShard(shard, `0x${'00'.repeat(32)}`)).toBe(false);
  });

  it('fails for a leaf changed in any field, a proof step changed, a leaf dropped or moved to another pair', async () => {
    const { verifyClaimShard } = await import('./verifyClaimShard.ts');
    const { root, bytes } = firstShard();
    const tampered = (edit: (shard: ClaimShard) => void) => {
      const shard = decodeClaimShard(bytes);
      edit(shard);
      return verifyClaimShard(shard, root);
    };
    expect(tampered((shard) => Object.assign(shard.leaves[3] ?? {}, { index: 299 }))).toBe(false);
    expect(tampered((shard) => shard.leaves[3]?.amountBytes.set([0xff], 0))).toBe(false);
    expect(tampered((shard) => shard.leaves[3]?.accountBytes.set([0x12], 19))).toBe(false);
    expect(tampered((shard) => shard.proof[0]?.set([0xab], 7))).toBe(false);
    expect(tampered((shard) => shard.proof.pop())).toBe(false);
    expect(tampered((shard) => shard.leaves.pop())).toBe(false);
    // Pairs are hashed in sorted order, so only moving a leaf to another pair changes the subtree.
    expect(tampered((shard) => shard.leaves.splice(1, 2, ...shard.leaves.slice(1, 3).reverse()))).toBe(false);
  });
});

describe('decodeClaimShard', () => {
  it('refuses a file cut short, with bytes left over, or of another version', () => {
    const { bytes } = firstShard();
    for (const file of [
      bytes.slice(0, bytes.length - 1),
      new Uint8Array([...bytes, 0]),
      new Uint8Array([2, ...bytes.slice(1)]),
      new Uint8Array(2),
    ]) {
      let caught: unknown = null;
      try {
        decodeClaimShard(file);
      } catch (error) {
        caught = error;
      }
      expect(isAppError(caught, 'CLAIMS_FILE_FAILED')).toBe(true);
    }
  });
});
