import type { Locale } from '../i18n/locales.ts';
import { memoByLocale } from '../i18n/memoByLocale.ts';

/** Most fraction digits shown; smaller non-zero amounts read as dust. */
const DISPLAY_FRACTION_DIGITS = 6;

const integers = memoByLocale((tag) => new Intl.NumberFormat(tag, { maximumFractionDigits: 0 }));
const decimalMarks = memoByLocale(
  (tag) =>
    new Intl.NumberFormat(tag).formatToParts(0.5).find((part) => part.type === 'decimal')?.value ?? '.',
);

/** An amount ready to show: the short display string and the exact decimal value (for hover and copy). */
export interface FormattedAmount {
  display: string;
  /** Plain digits with a `.` and no grouping, whatever the locale: what a wallet or a calculator reads. */
  exact: string;
}

/**
 * An integer part and fraction digits in `locale`'s marks: the integer grouped as the locale groups it (de
 * `1.234`, fr `1 234` with a narrow no-break space, hi `12,34,567`), then its decimal mark and the digits as
 * given. Exact at any length: the integer is formatted as a bigint, the fraction is never a number.
 */
export function joinDecimal(integer: bigint, fraction: string, locale: Locale): string {
  const grouped = integers(locale).format(integer);
  return fraction === '' ? grouped : `${grouped}${decimalMarks(locale)}${fraction}`;
}

/**
 * Formats a raw, non-negative integer amount with `decimals` as text in `locale`'s number format, never through
 * floating point: the integer part grouped, at most 6 fraction digits (cut, not rounded, so it never shows more
 * than is held), `< 0.000001` for dust. `{ allDigits: true }` shows every fraction digit instead: an exact
 * amount, such as what a claim pays.
 */
export function formatAmount(
  raw: bigint,
  decimals: number,
  locale: Locale,
  { allDigits = false } = {},
): FormattedAmount {
  const [integer, fraction] = splitUnits(raw, decimals);
  const exact = fraction === '' ? integer : `${integer}.${fraction}`;
  const shownFraction = allDigits ? fraction : fraction.slice(0, DISPLAY_FRACTION_DIGITS).replace(/0+$/, '');
  if (raw !== 0n && integer === '0' && shownFraction === '') {
    return { display: `< ${joinDecimal(0n, `${'0'.repeat(DISPLAY_FRACTION_DIGITS - 1)}1`, locale)}`, exact };
  }
  return { display: joinDecimal(BigInt(integer), shownFraction, locale), exact };
}

/** Integer and fraction digits of `raw / 10^decimals` (raw >= 0), the fraction without trailing zeros. */
function splitUnits(raw: bigint, decimals: number): [string, string] {
  const digits = raw.toString().padStart(decimals + 1, '0');
  const integer = digits.slice(0, digits.length - decimals);
  const fraction = digits.slice(digits.length - decimals).replace(/0+$/, '');
  return [integer, fraction];
}
