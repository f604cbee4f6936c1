import type { Locale } from '../i18n/locales.ts';
import { memoByLocale } from '../i18n/memoByLocale.ts';
import type { MessageValue, MessageValues, PluralText, Text } from '../i18n/messageTypes.ts';
import { fillPlaceholders } from './fillPlaceholders.ts';
import { formatCount } from './formatCount.ts';
import { formatAgo, formatIn, formatSpan } from './formatDuration.ts';

const plurals = memoByLocale((tag) => new Intl.PluralRules(tag));

/** A value as text: `count` with the locale's grouping, other numbers as plain digits (ids, HTTP codes). */
function valueText(locale: Locale, name: string, value: MessageValue): string {
  if (typeof value === 'object') {
    if (value.style === 'in') return formatIn(value.seconds, locale);
    return value.style === 'ago' ? formatAgo(value.seconds, locale) : formatSpan(value.seconds, locale);
  }
  if (name === 'count' && typeof value !== 'string') return formatCount(value, locale);
  return String(value);
}

/** The text of `message` for `count` in `locale`'s plural rules; `other` when the category has no text. */
function pickPlural(locale: Locale, message: PluralText, count: MessageValue | undefined): string {
  if (typeof count !== 'number' && typeof count !== 'bigint') return message.other;
  return message[plurals(locale).select(Number(count))] ?? message.other;
}

/**
 * Writes a catalogue message in `locale`: picks the plural text for `values.count`, then fills each `{name}`
 * with its value (a `count` grouped as the locale groups numbers, a {@link Duration} in the locale's words).
 * A placeholder without a value stays as written, so a missing value shows rather than vanishing.
 */
export function formatMessage(locale: Locale, message: Text, values: MessageValues = {}): string {
  const template = typeof message === 'string' ? message : pickPlural(locale, message, values.count);
  return fillPlaceholders(template, (name) => {
    const value = values[name];
    return value === undefined ? undefined : valueText(locale, name, value);
  });
}
