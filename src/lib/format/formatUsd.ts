import type { Locale } from '../i18n/locales.ts';
import { memoByLocale } from '../i18n/memoByLocale.ts';

const dollars = memoByLocale(
  (tag) =>
    new Intl.NumberFormat(tag, {
      style: 'currency',
      currency: 'USD',
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    }),
);

/**
 * A USD value in whole cents as text in `locale`'s own currency format, still in USD (en `$1,234.56`, de
 * `1.234,56 $`, fr `1 234,56 $US`), never through floating point: the value reaches Intl as a decimal string,
 * which it formats exactly. A value that is not zero but under a cent (`dust`) reads `< $0.01`.
 */
export function formatUsd(cents: bigint, locale: Locale, dust = false): string {
  const format = dollars(locale);
  if (cents === 0n && dust) return `< ${format.format('0.01')}`;
  const decimal = `${cents / 100n}.${(cents % 100n).toString().padStart(2, '0')}`;
  return format.format(decimal as `${number}`);
}
