import type { Locale } from '../i18n/locales.ts';
import type { SiteConfig } from './siteConfigSchema.ts';

/** An owner's text as configured: one for every language, or one per locale. */
type LocalizedText = string | Readonly<Record<string, string>>;

/** The owner's texts in one language, as the pages show them. */
export interface SiteTexts {
  name: string;
  tagline: string;
  description: string;
  links: { label: string; href: string; lang: Locale | undefined }[];
  /**
   * The language each text is written in, where the page must say so: a text shown in the default language on
   * another language's page (`lang="en"` inside Arabic). Undefined for a text in the page's own language, and
   * for a name given once for every language.
   */
  lang: { name: Locale | undefined; tagline: Locale | undefined; description: Locale | undefined };
}

/** The default locale: the first of `locales`, served at `/`. */
export const defaultLocale = (config: Pick<SiteConfig, 'locales'>): Locale => config.locales[0] ?? 'en';

/** `value` in `locale`, or in the default locale when it has none of its own, with the language it is in. */
function textIn(value: LocalizedText, locale: Locale, fallback: Locale): { text: string; lang: Locale } {
  if (typeof value === 'string') return { text: value, lang: fallback };
  const own = value[locale];
  return own === undefined ? { text: value[fallback] ?? '', lang: fallback } : { text: own, lang: locale };
}

/** The owner's texts (name, tagline, description, link labels) in `locale`, falling back to the default's. */
export function siteTextsIn(config: SiteConfig, locale: Locale): SiteTexts {
  const fallback = defaultLocale(config);
  const foreign = (lang: Locale) => (lang === locale ? undefined : lang);
  const name = textIn(config.name, locale, fallback);
  const tagline = textIn(config.tagline, locale, fallback);
  const description = textIn(config.description, locale, fallback);
  return {
    name: name.text,
    tagline: tagline.text,
    description: description.text,
    links: config.links.map((link) => {
      const label = textIn(link.label, locale, fallback);
      return { label: label.text, href: link.href, lang: foreign(label.lang) };
    }),
    lang: {
      name: typeof config.name === 'string' ? undefined : foreign(name.lang),
      tagline: foreign(tagline.lang),
      description: foreign(description.lang),
    },
  };
}

/**
 * For each further locale, the fields that have no text of their own in it, so it shows the default locale's
 * (`tagline`, `links[1].label`): what the build warns about. A plain string is the default locale's text; only
 * the `name`, a proper noun, serves every language as one string without a warning.
 */
export function findMissingTexts(config: SiteConfig): { locale: Locale; fields: string[] }[] {
  const fields: [string, LocalizedText][] = [
    ['tagline', config.tagline],
    ['description', config.description],
    ...config.links.map((link, index): [string, LocalizedText] => [`links[${index}].label`, link.label]),
  ];
  return config.locales.slice(1).flatMap((locale) => {
    const missing = [
      ...(typeof config.name === 'string' || config.name[locale] !== undefined ? [] : ['name']),
      ...fields
        .filter(([, value]) => typeof value === 'string' || value[locale] === undefined)
        .map(([field]) => field),
    ];
    return missing.length > 0 ? [{ locale, fields: missing }] : [];
  });
}
