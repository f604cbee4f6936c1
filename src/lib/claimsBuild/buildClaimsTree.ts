import { keccak_256 } from '@noble/hashes/sha3.js';
import { hexToBytes } from '@noble/hashes/utils.js';
import { hashClaimLeaf } from '../claims/hashClaimLeaf.ts';
import type { ClaimColumns, ClaimsTree } from './claimsBuildTypes.ts';
import { orderLeafHashes } from './orderLeafHashes.ts';

/** The amount as 32 big-endian bytes. */
const amountBytes = (amount: bigint): Uint8Array => hexToBytes(amount.toString(16).padStart(64, '0'));

/**
 * Builds merkle-distributor's tree over `entries`, as its `MerkleTree` does: each leaf is
 * `keccak256(abi.encodePacked(index, account, amount))`; leaves are sorted bytewise; each layer hashes pairs
 * (0,1), (2,3)… in byte order (what OpenZeppelin's `MerkleProof` verifies), and an odd last node moves up
 * unchanged. Hashes raw bytes throughout: about a million leaves and their tree take some seconds.
 */
export function buildClaimsTree(entries: ClaimColumns): ClaimsTree {
  const count = entries.count;
  if (count === 0) throw new RangeError('a tree needs at least one leaf');
  const hashes = new Uint8Array(count * 32);
  const scratch = new Uint8Array(84);
  for (let index = 0; index < count; index++) {
    const account = entries.accounts.subarray(index * 20, index * 20 + 20);
    hashes.set(hashClaimLeaf(index, account, amountBytes(entries.amounts[index] ?? 0n), scratch), index * 32);
  }
  const order = orderLeafHashes(hashes, count);
  const leaves = new Uint8Array(count * 32);
  for (let position = 0; position < count; position++) {
    const index = order[position] ?? 0;
    leaves.set(hashes.subarray(index * 32, index * 32 + 32), position * 32);
  }
  const layers = [leaves];
  const pair = new Uint8Array(64);
  let below = leaves;
  while (below.length > 32) {
    const nodes = below.length / 32;
    const layer = new Uint8Array(Math.ceil(nodes / 2) * 32);
    for (let node = 0; node + 1 < nodes; node += 2) {
      const left = below.subarray(node * 32, node * 32 + 32);
      const right = below.subarray(node * 32 + 32, node * 32 + 64);
      let leftFirst = true;
      for (let byte = 0; byte < 32; byte++) {
        const difference = (left[byte] ?? 0) - (right[byte] ?? 0);
        if (difference !== 0) {
          leftFirst = difference < 0;
          break;
        }
      }
      pair.set(leftFirst ? left : right, 0);
      pair.set(leftFirst ? right : left, 32);
      layer.set(keccak_256(pair), (node / 2) * 32);
    }
    if (nodes % 2 === 1) layer.set(below.subarray((nodes - 1) * 32), ((nodes - 1) / 2) * 32);
    layers.push(layer);
    below = layer;
  }
  return { order, layers, root: below.slice(0, 32) };
}
