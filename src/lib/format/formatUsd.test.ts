import { describe, expect, it } from 'vitest';
import type { Locale } from '../i18n/locales.ts';
import { formatUsd } from './formatUsd.ts';

/** A no-break space (U+00A0) and a narrow one (U+202F), as locales put around a currency sign. */
const NBSP = '\u00a0';
const NNBSP = '\u202f';

describe('formatUsd in each locale', () => {
  const cases: [Locale, bigint, string][] = [
    ['en', 123_456_789n, '$1,234,567.89'],
    ['de', 123_456_789n, `1.234.567,89${NBSP}$`],
    ['fr', 123_456_789n, `1${NNBSP}234${NNBSP}567,89${NBSP}$US`],
    ['ja', 123_456_789n, '$1,234,567.89'],
    ['hi', 123_456_789n, '$12,34,567.89'],
    ['pt-BR', 5n, `US$${NBSP}0,05`],
  ];
  it.each(cases)('%s writes %s cents in its own currency format, in USD', (locale, cents, text) => {
    expect(formatUsd(cents, locale)).toBe(text);
  });

  it('stays exact past what a float can hold', () => {
    expect(formatUsd(2n ** 256n - 1n, 'de')).toBe(
      `1.157.920.892.373.161.954.235.709.850.086.879.078.532.699.846.656.405.640.394.575.840.079.131.296.399,35${NBSP}$`,
    );
  });

  it('writes dust under a cent in the locale’s marks', () => {
    expect(formatUsd(0n, 'de', true)).toBe(`< 0,01${NBSP}$`);
    expect(formatUsd(0n, 'en', true)).toBe('< $0.01');
  });
});
