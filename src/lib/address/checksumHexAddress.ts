import { keccak_256 } from '@noble/hashes/sha3.js';

const ascii = new Uint8Array(40);
const out = new Array<number>(42);

/**
 * The EIP-55 checksummed form of an address given as its 40 lower-case hex digits (no 0x): each letter is
 * upper case where the keccak256 of the lower-case digits has a nibble of 8 or more. The same as ethers'
 * `getAddress`; lib/wallet's `checksumAddress` takes any address through it. Made for a claims list's million
 * addresses: it reuses its buffers and makes one flat string (a string built a character at a time
 * keeps its 40 pieces: 1.3 GB for a million addresses).
 */
export function checksumHexAddress(lowerHex: string): string {
  for (let i = 0; i < 40; i++) ascii[i] = lowerHex.charCodeAt(i);
  const hash = keccak_256(ascii);
  out[0] = 48;
  out[1] = 120;
  for (let i = 0; i < 40; i++) {
    const code = ascii[i] ?? 48;
    const nibble = ((hash[i >> 1] ?? 0) >> (i % 2 === 0 ? 4 : 0)) & 0x0f;
    out[i + 2] = nibble >= 8 && code >= 97 ? code - 32 : code;
  }
  return String.fromCharCode(...out);
}
