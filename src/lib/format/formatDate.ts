import type { Locale } from '../i18n/locales.ts';
import { memoByLocale } from '../i18n/memoByLocale.ts';

/** The latest instant a JavaScript date can hold, in seconds since 1970. */
const MAX_DATE_SECONDS = 8_640_000_000_000n;

const dates = memoByLocale(
  (tag) =>
    new Intl.DateTimeFormat(tag, {
      year: 'numeric',
      month: 'short',
      day: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
      timeZone: 'UTC',
      timeZoneName: 'short',
    }),
);

/**
 * Unix `seconds` as a UTC date and time in `locale`'s words (`Jan 1, 2030, 00:00 UTC`, in German `1. Jan. 2030,
 * 00:00 UTC`), on a 24-hour clock as UTC times are written, the same for every visitor whatever their clock;
 * null for a time before 1970 or beyond the calendar.
 */
export function formatDate(seconds: bigint, locale: Locale): string | null {
  if (seconds < 0n || seconds > MAX_DATE_SECONDS) return null;
  return dates(locale).format(new Date(Number(seconds) * 1000));
}
