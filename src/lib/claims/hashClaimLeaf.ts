import { keccak_256 } from '@noble/hashes/sha3.js';

/** 32 + 20 + 32 bytes: `abi.encodePacked(uint256 index, address account, uint256 amount)`. */
const LEAF_BYTES = 84;

/**
 * A leaf of merkle-distributor's tree, `keccak256(abi.encodePacked(uint256 index, address account, uint256
 * amount))`, hashed on bytes: `account` is the 20 address bytes, `amount` the amount as up to 32 big-endian
 * bytes (leading zeros may be left out). `scratch` (84 bytes) may be passed to spare an allocation per leaf.
 */
export function hashClaimLeaf(
  index: number,
  account: Uint8Array,
  amount: Uint8Array,
  scratch: Uint8Array = new Uint8Array(LEAF_BYTES),
): Uint8Array {
  scratch.fill(0);
  for (let byte = 0, rest = index; byte < 6; byte++, rest = Math.floor(rest / 256)) {
    scratch[31 - byte] = rest % 256;
  }
  scratch.set(account, 32);
  scratch.set(amount, LEAF_BYTES - amount.length);
  return keccak_256(scratch);
}
