import { keccak_256 } from '@noble/hashes/sha3';

const HEX_ADDRESS = /^0x[0-9a-fA-F]{40}$/;

/**
 * An address in its EIP-55 checksummed form, or null when `value` is not 0x and 40 hex digits. For addresses a
 * wallet hands over (already valid, any case): the page shows every address checksummed, and this spares the
 * wallet connectors ethers (the chain reads load it anyway, later).
 */
export function checksumAddress(value: string): string | null {
  if (!HEX_ADDRESS.test(value)) return null;
  const lower = value.slice(2).toLowerCase();
  const hash = keccak_256(new TextEncoder().encode(lower));
  let result = '0x';
  for (let i = 0; i < 40; i++) {
    const nibble = ((hash[i >> 1] ?? 0) >> (i % 2 === 0 ? 4 : 0)) & 0xf;
    const character = lower[i] ?? '';
    result += nibble >= 8 ? character.toUpperCase() : character;
  }
  return result;
}
