import type { Locale } from './locales.ts';

/** The pages that exist in every language. */
export type PageName = 'home' | 'privacy';

/** The folder a locale's pages are served from: its code in lower case (`de`, `pt-br`, `zh-cn`). */
export const localeSegment = (locale: Locale): string => locale.toLowerCase();

/**
 * The path of `page` in `locale`: the default locale's pages at the root (`/`, `/privacy`), every other
 * locale's under its folder (`/de/`, `/de/privacy`).
 */
export function pagePath(page: PageName, locale: Locale, defaultLocale: Locale): string {
  const base = locale === defaultLocale ? '/' : `/${localeSegment(locale)}/`;
  return page === 'home' ? base : `${base}${page}`;
}
