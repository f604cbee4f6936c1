import type { CallFormat } from '../config/checkCallEntry.ts';
import type { Locale } from '../i18n/locales.ts';
import { formatAmount } from './formatAmount.ts';
import { formatCount } from './formatCount.ts';
import { formatDate } from './formatDate.ts';

/** A custom call's value ready to show: the short text and the exact one (for hover and copy). */
export interface FormattedValue {
  display: string;
  exact: string;
}

/**
 * Shows a custom call's value in its format and `locale`'s marks: an amount with its decimals (bigint only) and
 * symbol, a count grouped, a bool as the owner's yes/no words, an address as is, unix seconds as a UTC date. A
 * value its format cannot show (a negative amount, a date beyond the calendar) reads as its plain number.
 */
export function formatCallValue(
  value: bigint | boolean | string,
  format: CallFormat,
  locale: Locale,
): FormattedValue {
  if (typeof value === 'boolean') {
    const text = format.kind === 'boolean' ? (value ? format.yes : format.no) : String(value);
    return { display: text, exact: text };
  }
  if (typeof value === 'string') return { display: value, exact: value };
  const plain = value.toString();
  if (format.kind === 'amount' && value >= 0n) {
    const amount = formatAmount(value, format.decimals, locale);
    return { display: `${amount.display} ${format.symbol}`, exact: `${amount.exact} ${format.symbol}` };
  }
  const date = format.kind === 'date' ? formatDate(value, locale) : null;
  if (date !== null) {
    return { display: date, exact: `${new Date(Number(value) * 1000).toISOString()} (${plain})` };
  }
  if (format.kind === 'count') return { display: formatCount(value, locale), exact: plain };
  return { display: plain, exact: plain };
}
