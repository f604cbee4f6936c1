import type { Locale } from '../i18n/locales.ts';
import type { SectionFile } from './sectionFiles.ts';

/** A section as the collection holds it: where its file lies and its `order`. */
export interface OrderedSection extends SectionFile {
  order: number;
}

/** A section chosen for a page, with the language it is written in when that is not the page's. */
export type PlacedSection<S extends OrderedSection> = S & { lang: Locale | undefined };

/**
 * The sections of the home page in `locale`: its own files, and each file of the default locale it has none of
 * its own of (marked with the default locale as `lang`, so the page can say so). A file only another locale
 * has is not shown. Ordered by `order`, ties by file name.
 */
export function sectionsIn<S extends OrderedSection>(
  sections: readonly S[],
  locale: Locale,
  fallback: Locale,
): PlacedSection<S>[] {
  const own = sections.filter((section) => section.locale === locale);
  const names = new Set(own.map((section) => section.name));
  const borrowed =
    locale === fallback
      ? []
      : sections.filter((section) => section.locale === fallback && !names.has(section.name));
  return [
    ...own.map((section) => ({ ...section, lang: undefined })),
    ...borrowed.map((section) => ({ ...section, lang: fallback })),
  ].sort((a, b) => a.order - b.order || (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
}
