import { describe, expect, it } from 'vitest';
import type { SiteConfig } from './siteConfigSchema.ts';
import { findMissingTexts, siteTextsIn } from './siteTexts.ts';

/** The config fields the owner's texts come from, with everything else left out. */
const withTexts = (texts: Pick<SiteConfig, 'locales' | 'name' | 'tagline' | 'description' | 'links'>) =>
  texts as SiteConfig;

const config = withTexts({
  locales: ['en', 'de', 'ar'],
  name: 'Harbor',
  tagline: { en: 'Open liquidity', de: 'Offene Liquidität' },
  description: 'One description',
  links: [
    { label: { en: 'Docs', de: 'Doku', ar: 'الوثائق' }, href: 'https://example.com/docs' },
    { label: 'GitHub', href: 'https://github.com/example' },
  ],
});

describe('siteTextsIn', () => {
  it('gives each language its own texts, and the default language’s where it has none', () => {
    expect(siteTextsIn(config, 'de')).toEqual({
      name: 'Harbor',
      tagline: 'Offene Liquidität',
      description: 'One description',
      links: [
        { label: 'Doku', href: 'https://example.com/docs', lang: undefined },
        { label: 'GitHub', href: 'https://github.com/example', lang: 'en' },
      ],
      lang: { name: undefined, tagline: undefined, description: 'en' },
    });
    expect(siteTextsIn(config, 'ar').tagline).toBe('Open liquidity');
    expect(siteTextsIn(config, 'ar').links[0]?.label).toBe('الوثائق');
  });

  it('says which language a fallen-back text is in, so the page can mark it', () => {
    expect(siteTextsIn(config, 'ar').lang).toEqual({ name: undefined, tagline: 'en', description: 'en' });
    expect(siteTextsIn(config, 'en').lang).toEqual({
      name: undefined,
      tagline: undefined,
      description: undefined,
    });
    expect(siteTextsIn({ ...config, name: { en: 'Harbor', ar: 'هاربر' } }, 'de').lang.name).toBe('en');
  });
});

describe('findMissingTexts', () => {
  it('names, per further language, each field shown in the default language; a plain name serves all', () => {
    expect(findMissingTexts(config)).toEqual([
      { locale: 'de', fields: ['description', 'links[1].label'] },
      { locale: 'ar', fields: ['tagline', 'description', 'links[1].label'] },
    ]);
  });

  it('names a per-language name that leaves a language out, and nothing on a one-language site', () => {
    expect(findMissingTexts({ ...config, name: { en: 'Harbor', ar: 'هاربر' } })[0]?.fields).toContain('name');
    expect(findMissingTexts({ ...config, locales: ['en'] })).toEqual([]);
  });
});
