import { getAddress, hexlify, randomBytes } from 'ethers';
import { describe, expect, it } from 'vitest';
import { checksumAddress } from './checksumAddress.ts';

describe('checksumAddress', () => {
  it('agrees with ethers on the EIP-55 examples and on random addresses, whatever the case given', () => {
    const samples = [
      '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
      '0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359',
      '0xdbF03B407c01E7cD3CBea99509d93f8DDDC8C6FB',
      '0xD1220A0cf47c7B9Be7A2E6BA89F429762e7b9aDb',
      ...Array.from({ length: 50 }, () => hexlify(randomBytes(20))),
    ];
    for (const address of samples) {
      expect(checksumAddress(address.toLowerCase())).toBe(getAddress(address));
      expect(checksumAddress(`0x${address.slice(2).toUpperCase()}`)).toBe(getAddress(address));
    }
  });

  it('is null for anything but 0x and 40 hex digits', () => {
    for (const value of [
      '',
      '0x',
      `0x${'a'.repeat(39)}`,
      `0x${'a'.repeat(41)}`,
      `0x${'g'.repeat(40)}`,
      'a'.repeat(42),
    ])
      expect(checksumAddress(value)).toBeNull();
  });
});
