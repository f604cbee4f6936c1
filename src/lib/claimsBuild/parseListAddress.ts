import { checksumHexAddress } from '../address/checksumHexAddress.ts';

/** An address of a list, parsed: its checksummed form; or why it is not one. */
export type ListAddress = { ok: true; checksummed: string } | { ok: false; problem: string };

const ADDRESS = /^0x[0-9a-fA-F]{40}$/;

/**
 * Parses an address as merkle-distributor (ethers' `isAddress` and `getAddress`) accepts it: 0x and 40 hex
 * digits, all lower case, all upper case, or mixed case matching its EIP-55 checksum.
 */
export function parseListAddress(text: string): ListAddress {
  if (!ADDRESS.test(text)) return { ok: false, problem: 'is not an address (0x followed by 40 hex digits)' };
  const digits = text.slice(2);
  const lower = digits.toLowerCase();
  const checksummed = checksumHexAddress(lower);
  if (digits !== lower && digits !== digits.toUpperCase() && text !== checksummed) {
    return { ok: false, problem: 'has mixed-case letters that do not match its checksum: check for a typo' };
  }
  return { ok: true, checksummed };
}
