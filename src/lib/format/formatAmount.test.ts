import { describe, expect, it } from 'vitest';
import type { Locale } from '../i18n/locales.ts';
import { formatAmount } from './formatAmount.ts';

describe('formatAmount', () => {
  const cases: [string, bigint, number, string, string][] = [
    ['zero', 0n, 18, '0', '0'],
    ['zero with no decimals', 0n, 0, '0', '0'],
    ['one whole unit', 10n ** 18n, 18, '1', '1'],
    [
      'a fraction cut at 6 digits, not rounded',
      1_999_999_999_999_999_999n,
      18,
      '1.999999',
      '1.999999999999999999',
    ],
    ['trailing zeros dropped', 1_500_000n, 6, '1.5', '1.5'],
    ['grouped integer part', 1_234_567_890_123_456n, 6, '1,234,567,890.123456', '1234567890.123456'],
    ['exactly the smallest shown amount', 10n ** 12n, 18, '0.000001', '0.000001'],
    ['dust: one wei', 1n, 18, '< 0.000001', '0.000000000000000001'],
    ['dust just under the threshold', 999_999_999_999n, 18, '< 0.000001', '0.000000999999999999'],
    ['6 decimals, smallest unit', 1n, 6, '0.000001', '0.000001'],
    ['0 decimals', 42_000n, 0, '42,000', '42000'],
    [
      'a large decimals count',
      123_456_789_012_345_678_901_234_567_890_123_456_789n,
      30,
      '123,456,789.012345',
      '123456789.012345678901234567890123456789',
    ],
    ['255 decimals (the most a config allows)', 10n ** 255n, 255, '1', '1'],
    [
      'the largest uint256',
      2n ** 256n - 1n,
      18,
      '115,792,089,237,316,195,423,570,985,008,687,907,853,269,984,665,640,564,039,457.584007',
      '115792089237316195423570985008687907853269984665640564039457.584007913129639935',
    ],
    [
      'the largest uint256 with 0 decimals',
      2n ** 256n - 1n,
      0,
      '115,792,089,237,316,195,423,570,985,008,687,907,853,269,984,665,640,564,039,457,584,007,913,129,639,935',
      '115792089237316195423570985008687907853269984665640564039457584007913129639935',
    ],
  ];

  it.each(cases)('formats %s', (_name, raw, decimals, display, exact) => {
    expect(formatAmount(raw, decimals, 'en')).toEqual({ display, exact });
  });

  it('shows every fraction digit when asked, grouped, for an exact amount', () => {
    expect(formatAmount(1_250_500000000000000001n, 18, 'en', { allDigits: true })).toEqual({
      display: '1,250.500000000000000001',
      exact: '1250.500000000000000001',
    });
    expect(formatAmount(1n, 18, 'en', { allDigits: true }).display).toBe('0.000000000000000001');
    expect(formatAmount(7_000n, 3, 'en', { allDigits: true }).display).toBe('7');
  });

  /** A narrow no-break space (U+202F), which French groups digits with. */
  const NNBSP = '\u202f';

  const localeCases: [string, Locale, bigint, number, string][] = [
    ['German marks: dot groups, comma decimals', 'de', 1_234_500000n, 6, '1.234,5'],
    ['French: narrow no-break spaces and a comma', 'fr', 1_234_567_890000n, 6, `1${NNBSP}234${NNBSP}567,89`],
    ['Hindi: lakh grouping', 'hi', 1_234_567_500000n, 6, '12,34,567.5'],
    ['Arabic: Latin digits and marks', 'ar', 1_234_500000n, 6, '1,234.5'],
    ['Spanish: no group for four digits', 'es', 1_234_500000n, 6, '1234,5'],
    ['German dust', 'de', 1n, 18, '< 0,000001'],
    ['French dust', 'fr', 1n, 18, '< 0,000001'],
    [
      'the largest uint256 in German',
      'de',
      2n ** 256n - 1n,
      18,
      '115.792.089.237.316.195.423.570.985.008.687.907.853.269.984.665.640.564.039.457,584007',
    ],
    [
      'the largest uint256 in Hindi',
      'hi',
      2n ** 256n - 1n,
      0,
      '1,15,79,20,89,23,73,16,19,54,23,57,09,85,00,86,87,90,78,53,26,99,84,66,56,40,56,40,39,45,75,84,00,79,13,12,96,39,935',
    ],
  ];

  it.each(localeCases)('%s', (_name, locale, raw, decimals, display) => {
    const formatted = formatAmount(raw, decimals, locale);
    expect(formatted.display).toBe(display);
    expect(formatted.exact, 'the exact value stays plain digits in every language').toMatch(/^\d+(\.\d+)?$/);
  });

  it('keeps every digit of an exact amount in any locale', () => {
    expect(formatAmount(1_250_500000000000000001n, 18, 'de', { allDigits: true }).display).toBe(
      '1.250,500000000000000001',
    );
  });
});
