import { bytesToHex } from '@noble/hashes/utils.js';
import type { ClaimShard, StandardShardPlace } from './claimTypes.ts';
import { hashClaimLeaf } from './hashClaimLeaf.ts';
import { hashSortedPair } from './hashSortedPair.ts';
import { hashStandardLeaf } from './hashStandardLeaf.ts';
import { subtreeLeaves } from './standardSubtree.ts';

/** The root of a merkle-distributor subtree from its leaves: pairs in byte order, an odd last node moved up. */
function merkleDistributorSubtree(shard: ClaimShard): Uint8Array | null {
  if (shard.leaves.length === 0) return null;
  let layer: Uint8Array[] = [];
  for (const leaf of shard.leaves) {
    if (leaf.index === null) return null;
    layer.push(hashClaimLeaf(leaf.index, leaf.accountBytes, leaf.amountBytes));
  }
  while (layer.length > 1) {
    const next: Uint8Array[] = [];
    for (let node = 0; node < layer.length; node += 2) {
      const [left, right] = [layer[node], layer[node + 1]];
      if (left) next.push(right ? hashSortedPair(left, right) : left);
    }
    layer = next;
  }
  return layer[0] ?? null;
}

/**
 * The root of a subtree of OpenZeppelin's array from its leaves: each leaf put back at its array index (the
 * subtree's leaves by ascending index), then every node above hashed from its two children.
 */
function standardSubtree(shard: ClaimShard, place: StandardShardPlace): Uint8Array | null {
  const positions = subtreeLeaves(place.node, place.treeLeaves, shard.leaves.length);
  if (positions.length !== shard.leaves.length) return null;
  const withIndex = place.encoding !== 'address,uint256';
  const hashes = new Map<number, Uint8Array>();
  for (const [at, leaf] of shard.leaves.entries()) {
    if ((leaf.index !== null) !== withIndex) return null;
    hashes.set(positions[at] ?? 0, hashStandardLeaf(leaf.index, leaf.accountBytes, leaf.amountBytes));
  }
  const hashOf = (node: number): Uint8Array =>
    hashes.get(node) ?? hashSortedPair(hashOf(2 * node + 1), hashOf(2 * node + 2));
  return hashOf(place.node);
}

/**
 * Proves a shard against `root` (0x hex, as the distributor's root getter returned it): hashes its leaves,
 * rebuilds their subtree (merkle-distributor's layered tree, or OpenZeppelin's array for a `standard` shard),
 * then folds the shard's proof with pairs in byte order. True only when that leads to `root`: then every leaf
 * of the shard, the account's amount and index among them, is one the distributor will pay.
 */
export function verifyClaimShard(shard: ClaimShard, root: string): boolean {
  let node = shard.standard ? standardSubtree(shard, shard.standard) : merkleDistributorSubtree(shard);
  if (node === null) return false;
  for (const step of shard.proof) node = hashSortedPair(node, step);
  return `0x${bytesToHex(node)}` === root.toLowerCase();
}
