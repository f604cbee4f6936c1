import { describe, expect, it } from 'vitest';
import { shortAddress } from './shortAddress.ts';

describe('shortAddress', () => {
  it('keeps the prefix with two bytes and the last two bytes, as written', () => {
    expect(shortAddress('0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266')).toBe('0xf39F…2266');
  });
});
