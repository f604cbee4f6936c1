import { describe, expect, it } from 'vitest';
import { findMissingSections, toSectionFile } from './sectionFiles.ts';

describe('toSectionFile', () => {
  it('reads the locale and the name of a Markdown file in a locale folder', () => {
    expect(toSectionFile('pt-BR/about.md')).toEqual({ locale: 'pt-BR', name: 'about.md' });
  });

  it('is null for anything else', () => {
    expect(toSectionFile('about.md')).toBeNull();
    expect(toSectionFile('xx/about.md')).toBeNull();
    expect(toSectionFile('en/team/alice.md')).toBeNull();
    expect(toSectionFile('en/chart.png')).toBeNull();
  });
});

describe('findMissingSections', () => {
  const files = [
    { locale: 'en', name: 'faq.md' },
    { locale: 'en', name: 'about.md' },
    { locale: 'de', name: 'about.md' },
    { locale: 'ar', name: 'news.md' },
  ] as const;

  it('names, per further locale, each default-locale file it shows in the default language', () => {
    expect(findMissingSections(files, ['en', 'de', 'ar', 'ja'])).toEqual([
      { locale: 'de', files: ['content/home/en/faq.md'] },
      { locale: 'ar', files: ['content/home/en/about.md', 'content/home/en/faq.md'] },
      { locale: 'ja', files: ['content/home/en/about.md', 'content/home/en/faq.md'] },
    ]);
  });

  it('warns of nothing on a site of one language, or when every locale has its own', () => {
    expect(findMissingSections(files, [])).toEqual([]);
    expect(findMissingSections(files, ['en'])).toEqual([]);
    expect(findMissingSections(files, ['de', 'en'])).toEqual([]);
  });
});
