import { bytesToHex } from '@noble/hashes/utils.js';
import type { ClaimShard } from './claimTypes.ts';
import { hashClaimLeaf } from './hashClaimLeaf.ts';
import { hashSortedPair } from './hashSortedPair.ts';

/**
 * Proves a shard against `root` (0x hex, as the distributor's `merkleRoot()` returned it): hashes its leaves,
 * rebuilds their subtree as merkle-distributor builds its tree (pairs in byte order, an odd last node moved
 * up), then folds the shard's proof. True only when that leads to `root`: then every leaf of the shard, the
 * account's amount and index among them, is one the distributor will pay.
 */
export function verifyClaimShard(shard: ClaimShard, root: string): boolean {
  let layer = shard.leaves.map((leaf) => hashClaimLeaf(leaf.index, leaf.accountBytes, leaf.amountBytes));
  if (layer.length === 0) return false;
  while (layer.length > 1) {
    const next: Uint8Array[] = [];
    for (let node = 0; node < layer.length; node += 2) {
      const [left, right] = [layer[node], layer[node + 1]];
      if (left) next.push(right ? hashSortedPair(left, right) : left);
    }
    layer = next;
  }
  let node = layer[0] ?? new Uint8Array(32);
  for (const step of shard.proof) node = hashSortedPair(node, step);
  return `0x${bytesToHex(node)}` === root.toLowerCase();
}
