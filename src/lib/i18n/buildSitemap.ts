import type { PageName } from './localePaths.ts';
import type { Locale } from './locales.ts';
import { pageAlternates, pageUrl } from './pageAlternates.ts';

/** The pages a sitemap lists; the 404 page is never listed. */
const PAGES: readonly PageName[] = ['home', 'privacy'];

const escapeXml = (value: string) => value.replace(/[<>&'"]/g, (char) => `&#${char.charCodeAt(0)};`);

/**
 * The sitemap of a site served at `siteUrl` in `locales` (the first the default, at the root): every page in
 * every language, each with its alternates in all of them and `x-default` (Google's sitemap hreflang form).
 */
export function buildSitemap(siteUrl: string, locales: readonly Locale[]): string {
  const alternates = (page: PageName) =>
    pageAlternates(page, siteUrl, locales)
      .map(
        ({ hreflang, href }) =>
          `<xhtml:link rel="alternate" hreflang="${hreflang}" href="${escapeXml(href)}"/>`,
      )
      .join('');
  const entries = PAGES.flatMap((page) =>
    locales.map(
      (locale) =>
        `<url><loc>${escapeXml(pageUrl(page, locale, siteUrl, locales))}</loc>${alternates(page)}</url>`,
    ),
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...entries,
    '</urlset>',
    '',
  ].join('\n');
}
