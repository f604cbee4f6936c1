import { keccak_256 } from '@noble/hashes/sha3.js';

/**
 * A leaf of OpenZeppelin's `StandardMerkleTree`, `keccak256(bytes.concat(keccak256(abi.encode(...values))))`,
 * hashed on bytes: the values are `index` (when the encoding has one: Sablier's `uint256 index`), then the
 * 20 address bytes, then the amount (up to 32 big-endian bytes, leading zeros may be left out), each as one
 * 32-byte word. `uint128` and `uint256` amounts encode alike.
 */
export function hashStandardLeaf(index: number | null, account: Uint8Array, amount: Uint8Array): Uint8Array {
  const words = index === null ? 2 : 3;
  const encoded = new Uint8Array(words * 32);
  if (index !== null) {
    for (let byte = 0, rest = index; byte < 7; byte++, rest = Math.floor(rest / 256)) {
      encoded[31 - byte] = rest % 256;
    }
  }
  const accountWord = (words - 2) * 32;
  encoded.set(account, accountWord + 12);
  encoded.set(amount, encoded.length - amount.length);
  return keccak_256(keccak_256(encoded));
}
