import { keccak_256 } from '@noble/hashes/sha3.js';
import { hexToBytes } from '@noble/hashes/utils.js';
import { hashStandardLeaf } from '../claims/hashStandardLeaf.ts';
import type { StandardColumns, StandardTree } from './claimsBuildTypes.ts';
import { orderLeafHashes } from './orderLeafHashes.ts';

/** The amount as its shortest big-endian bytes. */
export const amountBytesOf = (amount: bigint): Uint8Array => {
  const hex = amount.toString(16);
  return hexToBytes(hex.length % 2 === 0 ? hex : `0${hex}`);
};

/** Writes keccak256 of the sorted pair `nodes[left]`, `nodes[right]` (32-byte nodes) to `nodes[at]`. */
function hashChildren(nodes: Uint8Array, at: number, left: number, right: number, pair: Uint8Array): void {
  let leftFirst = true;
  for (let byte = 0; byte < 32; byte++) {
    const difference = (nodes[left * 32 + byte] ?? 0) - (nodes[right * 32 + byte] ?? 0);
    if (difference !== 0) {
      leftFirst = difference < 0;
      break;
    }
  }
  const [low, high] = leftFirst ? [left, right] : [right, left];
  pair.set(nodes.subarray(low * 32, low * 32 + 32), 0);
  pair.set(nodes.subarray(high * 32, high * 32 + 32), 32);
  nodes.set(keccak_256(pair), at * 32);
}

/**
 * Builds the tree `StandardMerkleTree.of(values, leafEncoding)` builds over `entries`: each leaf
 * `keccak256(keccak256(abi.encode(...values)))` (see hashStandardLeaf.ts), leaves sorted by hash, laid out as
 * one array of 2n − 1 nodes with leaf k (in sorted order) at 2n − 2 − k, and every other node i the
 * sorted-pair hash of nodes 2i + 1 and 2i + 2. Hashes raw bytes throughout, as buildClaimsTree does: a
 * million leaves take some seconds.
 */
export function buildStandardTree(entries: StandardColumns): StandardTree {
  const count = entries.count;
  if (count === 0) throw new RangeError('a tree needs at least one leaf');
  const hashes = new Uint8Array(count * 32);
  for (let entry = 0; entry < count; entry++) {
    const leaf = hashStandardLeaf(
      entries.indexes?.[entry] ?? null,
      entries.accounts.subarray(entry * 20, entry * 20 + 20),
      amountBytesOf(entries.amounts[entry] ?? 0n),
    );
    hashes.set(leaf, entry * 32);
  }
  const order = orderLeafHashes(hashes, count);
  const size = 2 * count - 1;
  const nodes = new Uint8Array(size * 32);
  const nodeOf = new Uint32Array(count);
  order.forEach((entry, position) => {
    const node = size - 1 - position;
    nodes.set(hashes.subarray(entry * 32, entry * 32 + 32), node * 32);
    nodeOf[entry] = node;
  });
  const pair = new Uint8Array(64);
  for (let node = count - 2; node >= 0; node--) hashChildren(nodes, node, 2 * node + 1, 2 * node + 2, pair);
  return { nodes, nodeOf, root: nodes.slice(0, 32) };
}
