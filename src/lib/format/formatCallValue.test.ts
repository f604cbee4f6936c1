import { describe, expect, it } from 'vitest';
import type { CallFormat } from '../config/checkCallEntry.ts';
import { formatCallValue } from './formatCallValue.ts';

describe('formatCallValue', () => {
  const cases: [string, bigint | boolean | string, CallFormat, string, string][] = [
    [
      'an amount',
      12_500000000000000000n,
      { kind: 'amount', decimals: 18, symbol: 'vTST' },
      '12.5 vTST',
      '12.5 vTST',
    ],
    ['dust', 1n, { kind: 'amount', decimals: 18, symbol: 'X' }, '< 0.000001 X', '0.000000000000000001 X'],
    ['a negative amount, plainly', -5n, { kind: 'amount', decimals: 2, symbol: 'X' }, '-5', '-5'],
    ['a count', 1_234_567n, { kind: 'count' }, '1,234,567', '1234567'],
    ['a negative count', -42n, { kind: 'count' }, '-42', '-42'],
    ['true', true, { kind: 'boolean', yes: 'Member', no: 'Not a member' }, 'Member', 'Member'],
    ['false', false, { kind: 'boolean', yes: 'Member', no: 'Not a member' }, 'Not a member', 'Not a member'],
    [
      'an address',
      '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
      { kind: 'address' },
      '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
      '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
    ],
    [
      'a date',
      1_893_456_000n,
      { kind: 'date' },
      'Jan 1, 2030, 00:00 UTC',
      '2030-01-01T00:00:00.000Z (1893456000)',
    ],
    ['the epoch', 0n, { kind: 'date' }, 'Jan 1, 1970, 00:00 UTC', '1970-01-01T00:00:00.000Z (0)'],
    [
      'a date beyond the calendar, plainly',
      2n ** 64n - 1n,
      { kind: 'date' },
      '18446744073709551615',
      '18446744073709551615',
    ],
  ];
  it.each(cases)('%s', (_name, value, format, display, exact) => {
    expect(formatCallValue(value, format, 'en')).toEqual({ display, exact });
  });

  it('writes amounts, counts and dates in the locale’s own way, exact values plainly', () => {
    const amount = { kind: 'amount', decimals: 18, symbol: 'vTST' } as const;
    expect(formatCallValue(1_234_500000000000000000n, amount, 'de')).toEqual({
      display: '1.234,5 vTST',
      exact: '1234.5 vTST',
    });
    expect(formatCallValue(1_234_567n, { kind: 'count' }, 'hi').display).toBe('12,34,567');
    expect(formatCallValue(1_893_456_000n, { kind: 'date' }, 'de').display).toBe('1. Jan. 2030, 00:00 UTC');
    expect(formatCallValue(1_893_456_000n, { kind: 'date' }, 'ja').display).toBe('2030年1月1日 00:00 UTC');
  });
});
