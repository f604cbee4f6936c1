import type { Locale } from '../i18n/locales.ts';
import { memoByLocale } from '../i18n/memoByLocale.ts';

/** The latest instant a JavaScript date can hold, in seconds since 1970. */
const MAX_DATE_SECONDS = 8_640_000_000_000n;

/** The parts every date of the page shows: day, month, year, time and its time zone. */
const PARTS: Intl.DateTimeFormatOptions = {
  year: 'numeric',
  month: 'short',
  day: 'numeric',
  minute: '2-digit',
  timeZoneName: 'short',
};

const dates = memoByLocale(
  (tag) => new Intl.DateTimeFormat(tag, { ...PARTS, hour: '2-digit', hourCycle: 'h23', timeZone: 'UTC' }),
);

const localDates = memoByLocale((tag) => new Intl.DateTimeFormat(tag, { ...PARTS, hour: 'numeric' }));

/**
 * Unix `seconds` as a UTC date and time in `locale`'s words (`Jan 1, 2030, 00:00 UTC`, in German `1. Jan. 2030,
 * 00:00 UTC`), on a 24-hour clock as UTC times are written, the same for every visitor whatever their clock;
 * null for a time before 1970 or beyond the calendar.
 */
export function formatDate(seconds: bigint, locale: Locale): string | null {
  if (seconds < 0n || seconds > MAX_DATE_SECONDS) return null;
  return dates(locale).format(new Date(Number(seconds) * 1000));
}

/**
 * Unix `seconds` as a date and time in `locale`'s words and the visitor's own time zone, named
 * (`Jun 30, 2099, 2:00 PM GMT+2`, in German `30. Juni 2099, 14:00 MESZ`), on the locale's own clock: when
 * something happens for the one reading it. Null for a time before 1970 or beyond the calendar.
 */
export function formatLocalDate(seconds: number, locale: Locale): string | null {
  if (!Number.isFinite(seconds) || seconds < 0 || seconds > Number(MAX_DATE_SECONDS)) return null;
  return localDates(locale).format(new Date(seconds * 1000));
}
