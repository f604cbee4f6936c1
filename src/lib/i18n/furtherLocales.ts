import { localeSegment } from './localePaths.ts';
import type { Locale } from './locales.ts';

/**
 * The static paths of a page in every language but the default (which is served at the root): one per further
 * locale, its folder as `locale` and its code as a prop. For a page's `getStaticPaths`.
 */
export function furtherLocalePaths(locales: readonly Locale[]) {
  return locales.slice(1).map((locale) => ({ params: { locale: localeSegment(locale) }, props: { locale } }));
}
