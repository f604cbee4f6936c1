import type { CallFormat } from '../config/checkCallEntry.ts';
import { formatAmount } from './formatAmount.ts';

/** A custom call's value ready to show: the short text and the exact one (for hover and copy). */
export interface FormattedValue {
  display: string;
  exact: string;
}

const grouping = new Intl.NumberFormat('en-US', { useGrouping: true, maximumFractionDigits: 0 });
const dateTime = new Intl.DateTimeFormat('en-GB', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'UTC',
});
/** The latest instant a JavaScript date can hold, in seconds since 1970. */
const MAX_DATE_SECONDS = 8_640_000_000_000n;

/**
 * Shows a custom call's value in its format: an amount with its decimals (bigint only) and symbol, a count
 * grouped, a bool as the owner's yes/no words, an address as is, unix seconds as a UTC date. A value its
 * format cannot show (a negative amount, a date beyond the calendar) reads as its plain number.
 */
export function formatCallValue(value: bigint | boolean | string, format: CallFormat): FormattedValue {
  if (typeof value === 'boolean') {
    const text = format.kind === 'boolean' ? (value ? format.yes : format.no) : String(value);
    return { display: text, exact: text };
  }
  if (typeof value === 'string') return { display: value, exact: value };
  const plain = value.toString();
  if (format.kind === 'amount' && value >= 0n) {
    const amount = formatAmount(value, format.decimals);
    return { display: `${amount.display} ${format.symbol}`, exact: `${amount.exact} ${format.symbol}` };
  }
  if (format.kind === 'date' && value >= 0n && value <= MAX_DATE_SECONDS) {
    const date = new Date(Number(value) * 1000);
    return { display: `${dateTime.format(date)} UTC`, exact: `${date.toISOString()} (${plain})` };
  }
  if (format.kind === 'count') return { display: grouping.format(value), exact: plain };
  return { display: plain, exact: plain };
}
