import { getAddress } from 'ethers';
import { describe, expect, it } from 'vitest';
import { parseListAddress } from '../claimsBuild/parseListAddress.ts';
import { checksumHexAddress } from './checksumHexAddress.ts';

describe('checksumHexAddress', () => {
  it("gives ethers' getAddress for every address tried", () => {
    for (let seed = 1; seed <= 500; seed++) {
      const hex = Array.from({ length: 40 }, (_, digit) =>
        ((seed * 7919 + digit * 104_729) % 16).toString(16),
      ).join('');
      expect(checksumHexAddress(hex)).toBe(getAddress(`0x${hex}`));
    }
  });
});

describe('parseListAddress', () => {
  it('reads lower-case, upper-case and correctly checksummed addresses, as ethers does', () => {
    const checksummed = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
    for (const text of [checksummed, checksummed.toLowerCase(), `0x${checksummed.slice(2).toUpperCase()}`]) {
      expect(parseListAddress(text)).toEqual({ ok: true, checksummed });
    }
  });

  it('refuses a wrong checksum, a wrong length and missing 0x', () => {
    expect(parseListAddress('0x70997970c51812dc3A010C7d01b50e0d17dc79C8')).toMatchObject({
      ok: false,
      problem: expect.stringContaining('checksum'),
    });
    for (const text of [
      '0x7099',
      '70997970C51812dc3A010C7d01b50e0d17dc79C8',
      '0xZZ997970C51812dc3A010C7d01b50e0d17dc79C8',
    ]) {
      expect(parseListAddress(text)).toMatchObject({
        ok: false,
        problem: expect.stringContaining('not an address'),
      });
    }
  });
});
