import { describe, expect, it } from 'vitest';
import type { Locale } from '../i18n/locales.ts';
import { sectionsIn } from './sectionsIn.ts';

const section = (locale: Locale, name: string, order: number) => ({ locale, name, order });

const sections = [
  section('en', 'team.md', 3),
  section('en', 'about.md', 1),
  section('en', 'faq.md', 2),
  section('en', 'a-note.md', 2),
  section('de', 'about.md', 1),
  section('de', 'team.md', 0),
  section('ar', 'news.md', 5),
];

/** What a page shows: each section's file, and the language it is in when not the page's. */
const shown = (locale: Locale) =>
  sectionsIn(sections, locale, 'en').map(
    ({ locale: from, name, lang }) => `${from}/${name}${lang ? ` (${lang})` : ''}`,
  );

describe('sectionsIn', () => {
  it('orders the sections by `order`, ties by file name', () => {
    expect(shown('en')).toEqual(['en/about.md', 'en/a-note.md', 'en/faq.md', 'en/team.md']);
  });

  it('shows a locale its own sections and the default locale’s it has none of, marked as English', () => {
    expect(shown('de')).toEqual(['de/team.md', 'de/about.md', 'en/a-note.md (en)', 'en/faq.md (en)']);
  });

  it('shows a section only one further locale has there, and nowhere else', () => {
    expect(shown('ar')).toEqual([
      'en/about.md (en)',
      'en/a-note.md (en)',
      'en/faq.md (en)',
      'en/team.md (en)',
      'ar/news.md',
    ]);
    expect(shown('en').some((name) => name.startsWith('ar/'))).toBe(false);
    expect(shown('ja')).not.toContain('ar/news.md');
  });
});
