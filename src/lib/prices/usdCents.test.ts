import { describe, expect, it } from 'vitest';
import { formatUsd } from '../format/formatUsd.ts';
import { usdCents } from './usdCents.ts';

const MAX_UINT256 = 2n ** 256n - 1n;
const MAX_INT256 = 2n ** 255n - 1n;

describe('usdCents: raw × answer / 10^(decimals + feed decimals), in bigint, cut', () => {
  const cases: [string, bigint, number, bigint, number, bigint][] = [
    ['1 ETH at $2,000.12345678 (8-decimal feed)', 10n ** 18n, 18, 2000_12345678n, 8, 2000_12n],
    ['1.5 USDC at $0.99995 (6 decimals, 8-decimal feed)', 1_500000n, 6, 99995000n, 8, 1_49n],
    ['1 token at $3.5 from an 18-decimal feed', 10n ** 18n, 18, 3_500000000000000000n, 18, 3_50n],
    ['a cent and a bit, cut to a cent', 10n ** 16n + 1n, 18, 1_00000000n, 8, 1n],
    ['one wei at $2,000 is dust: 0 cents', 1n, 18, 2000_00000000n, 8, 0n],
    ['zero is zero', 0n, 18, 2000_00000000n, 8, 0n],
    ['0 decimals, 0-decimal feed', 7n, 0, 3n, 0, 21_00n],
    ['255 decimals (the most a config allows)', 10n ** 255n, 255, 3_00000000n, 8, 3_00n],
    ['255 decimals and a 255-decimal feed', 2n * 10n ** 255n, 255, 5n * 10n ** 254n, 255, 1_00n],
    [
      'the largest uint256 balance at $1 (8-decimal feed)',
      MAX_UINT256,
      18,
      1_00000000n,
      8,
      MAX_UINT256 / 10n ** 16n,
    ],
    [
      'the largest uint256 balance at the largest int256 price, nothing overflows',
      MAX_UINT256,
      0,
      MAX_INT256,
      0,
      MAX_UINT256 * MAX_INT256 * 100n,
    ],
  ];
  it.each(cases)('%s', (_name, raw, decimals, answer, feedDecimals, cents) => {
    expect(usdCents(raw, decimals, answer, feedDecimals)).toBe(cents);
  });
});

describe('formatUsd', () => {
  const cases: [bigint, boolean, string][] = [
    [0n, false, '$0.00'],
    [0n, true, '< $0.01'],
    [1n, false, '$0.01'],
    [5n, true, '$0.05'],
    [2000_12n, false, '$2,000.12'],
    [123456789_05n, false, '$123,456,789.05'],
    [
      MAX_UINT256 / 10n ** 16n,
      false,
      '$115,792,089,237,316,195,423,570,985,008,687,907,853,269,984,665,640,564,039,457.58',
    ],
  ];
  it.each(cases)('%s cents (dust: %s) reads %s', (cents, dust, text) => {
    expect(formatUsd(cents, 'en', dust)).toBe(text);
  });
});
