import { hexToBytes } from '@noble/hashes/utils.js';
import type { StandardColumns, StandardTree } from './claimTypes.ts';
import { compareBytes } from './compareBytes.ts';
import { hashSortedPair } from './hashSortedPair.ts';
import { hashStandardLeaf } from './hashStandardLeaf.ts';

/** The amount as its shortest big-endian bytes. */
export const amountBytesOf = (amount: bigint): Uint8Array => {
  const hex = amount.toString(16);
  return hexToBytes(hex.length % 2 === 0 ? hex : `0${hex}`);
};

/**
 * Builds the tree `StandardMerkleTree.of(values, leafEncoding)` builds over `entries`: each leaf hashed twice
 * over its ABI-encoded values, leaves sorted by hash, laid out as one array of 2n − 1 nodes with leaf k (in
 * sorted order) at 2n − 2 − k, and every other node i the sorted-pair hash of nodes 2i + 1 and 2i + 2.
 */
export function buildStandardTree(entries: StandardColumns): StandardTree {
  const count = entries.count;
  if (count === 0) throw new RangeError('a tree needs at least one leaf');
  const hashes: Uint8Array[] = [];
  for (let entry = 0; entry < count; entry++) {
    hashes.push(
      hashStandardLeaf(
        entries.indexes?.[entry] ?? null,
        entries.accounts.subarray(entry * 20, entry * 20 + 20),
        amountBytesOf(entries.amounts[entry] ?? 0n),
      ),
    );
  }
  const order = Array.from({ length: count }, (_, entry) => entry);
  order.sort((a, b) => compareBytes(hashes[a] as Uint8Array, hashes[b] as Uint8Array));
  const size = 2 * count - 1;
  const nodes = new Uint8Array(size * 32);
  const nodeOf = new Uint32Array(count);
  order.forEach((entry, position) => {
    const node = size - 1 - position;
    nodes.set(hashes[entry] as Uint8Array, node * 32);
    nodeOf[entry] = node;
  });
  const scratch = new Uint8Array(64);
  for (let node = count - 2; node >= 0; node--) {
    const left = nodes.subarray((2 * node + 1) * 32, (2 * node + 2) * 32);
    const right = nodes.subarray((2 * node + 2) * 32, (2 * node + 3) * 32);
    nodes.set(hashSortedPair(left, right, scratch), node * 32);
  }
  return { nodes, nodeOf, root: nodes.slice(0, 32) };
}
