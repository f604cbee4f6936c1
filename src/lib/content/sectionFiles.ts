import { isLocale, type Locale } from '../i18n/locales.ts';

/** Where the owner's sections live, from the repository's root: `content/home/<locale>/<name>.md`. */
export const SECTIONS_DIR = 'content/home';

/** One section file, by where it lies below {@link SECTIONS_DIR}. */
export interface SectionFile {
  locale: Locale;
  /** The file's name, `about.md`. */
  name: string;
}

/**
 * The section file at `path` (below {@link SECTIONS_DIR}: `<locale>/<name>.md`), or null when it is not one: not
 * Markdown, not directly in a folder named as a locale the page ships.
 */
export function toSectionFile(path: string): SectionFile | null {
  const match = /^([^/]+)\/([^/]+\.md)$/.exec(path.replaceAll('\\', '/'));
  if (!match || !isLocale(match[1])) return null;
  return { locale: match[1], name: match[2] ?? '' };
}

/**
 * For each further locale of the site, the default locale's section files it has none of its own of, so its
 * page shows them in the default language: what the build warns about, once per locale.
 */
export function findMissingSections(
  files: readonly SectionFile[],
  locales: readonly Locale[],
): { locale: Locale; files: string[] }[] {
  const [fallback, ...others] = locales;
  const names = (locale: Locale | undefined) =>
    files.filter((file) => file.locale === locale).map((file) => file.name);
  const defaults = names(fallback).sort();
  return others.flatMap((locale) => {
    const own = new Set(names(locale));
    const missing = defaults
      .filter((name) => !own.has(name))
      .map((name) => `${SECTIONS_DIR}/${fallback}/${name}`);
    return missing.length > 0 ? [{ locale, files: missing }] : [];
  });
}
