import type { Locale } from '../i18n/locales.ts';
import { memoByLocale } from '../i18n/memoByLocale.ts';

const counts = memoByLocale((tag) => new Intl.NumberFormat(tag, { maximumFractionDigits: 0 }));

/** A whole number grouped as `locale` groups it: a block number, a count of NFTs. */
export function formatCount(value: bigint | number, locale: Locale): string {
  return counts(locale).format(value);
}
