import { type PageName, pagePath } from './localePaths.ts';
import type { Locale } from './locales.ts';

/** One `hreflang` alternate of a page: a language code (or `x-default`) and the page's address in it. */
export interface PageAlternate {
  hreflang: Locale | 'x-default';
  href: string;
}

/** The absolute address of `page` in `locale`, on a site at `siteUrl` whose default language is `locales[0]`. */
export function pageUrl(page: PageName, locale: Locale, siteUrl: string, locales: readonly Locale[]): string {
  return new URL(pagePath(page, locale, locales[0] ?? locale), siteUrl).href;
}

/**
 * `page` in every language of `locales`, then `x-default` (the default language's): what its head and the
 * sitemap list. None on a site of one language.
 */
export function pageAlternates(page: PageName, siteUrl: string, locales: readonly Locale[]): PageAlternate[] {
  const [fallback] = locales;
  if (locales.length < 2 || !fallback) return [];
  return [
    ...locales.map((locale) => ({ hreflang: locale, href: pageUrl(page, locale, siteUrl, locales) })),
    { hreflang: 'x-default', href: pageUrl(page, fallback, siteUrl, locales) },
  ];
}
