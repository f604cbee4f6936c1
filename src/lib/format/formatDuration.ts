import type { Locale } from '../i18n/locales.ts';
import { memoByLocale } from '../i18n/memoByLocale.ts';

type Unit = 'year' | 'day' | 'hour' | 'minute' | 'second';

const UNITS: [bigint, Unit][] = [
  [86_400n, 'day'],
  [3_600n, 'hour'],
  [60n, 'minute'],
  [1n, 'second'],
];

/** The units of a countdown: a date years away is counted in years (of 365 days), not in thousands of days. */
const COUNTDOWN_UNITS: [bigint, Unit][] = [[365n * 86_400n, 'year'], ...UNITS];

/** `seconds` in its largest whole unit: 90 000 s is 1 day, 150 s is 2 minutes. */
function largestUnit(seconds: bigint, units = UNITS): [bigint, Unit] {
  for (const [size, unit] of units) {
    if (seconds >= size) return [seconds / size, unit];
  }
  return [seconds < 0n ? 0n : seconds, 'second'];
}

const relative = memoByLocale((tag) => new Intl.RelativeTimeFormat(tag, { numeric: 'always' }));
const spans = memoByLocale(
  (tag) =>
    new Map(
      UNITS.map(([, unit]) => [
        unit,
        new Intl.NumberFormat(tag, { style: 'unit', unit, unitDisplay: 'long' }),
      ]),
    ),
);

/** How long ago something happened, in the locale's words and in its largest whole unit: "5 minutes ago". */
export function formatAgo(seconds: bigint, locale: Locale): string {
  const [count, unit] = largestUnit(seconds);
  return relative(locale).format(-Number(count), unit);
}

/** A span of time in the locale's words, in its largest whole unit: "1 hour", "2 days". */
export function formatSpan(seconds: bigint, locale: Locale): string {
  const [count, unit] = largestUnit(seconds);
  return spans(locale).get(unit)?.format(count) ?? `${count}`;
}

/** How long until something happens, in the locale's words and in its largest whole unit: "in 3 days". */
export function formatIn(seconds: bigint, locale: Locale): string {
  const [count, unit] = largestUnit(seconds, COUNTDOWN_UNITS);
  return relative(locale).format(Number(count), unit);
}

/**
 * Seconds until a countdown of `seconds`, written by {@link formatIn}, says something else: its whole units
 * (or its unit) change, at least 1.
 */
export function untilCountdownChanges(seconds: bigint): bigint {
  const unit = COUNTDOWN_UNITS.find(([size]) => seconds >= size)?.[0] ?? 1n;
  return (seconds % unit) + 1n;
}
