import { keccak_256 } from '@noble/hashes/sha3.js';
import { compareBytes } from './compareBytes.ts';

/**
 * The parent of two 32-byte nodes: keccak256 of the two concatenated in byte order, as merkle-distributor
 * builds its tree and OpenZeppelin's `MerkleProof` checks it. `scratch` (64 bytes) may be passed to spare an
 * allocation per node.
 */
export function hashSortedPair(
  a: Uint8Array,
  b: Uint8Array,
  scratch: Uint8Array = new Uint8Array(64),
): Uint8Array {
  const [low, high] = compareBytes(a, b) <= 0 ? [a, b] : [b, a];
  scratch.set(low, 0);
  scratch.set(high, 32);
  return keccak_256(scratch);
}
