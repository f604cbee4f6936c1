import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LOCALE_CODES, type Locale } from '../lib/i18n/locales.ts';
import type { PluralText, Text } from '../lib/i18n/messageTypes.ts';

/** A catalogue as plain data: groups of messages, nested. */
type Catalogue = { readonly [key: string]: Text | Catalogue };

const KINDS = ['panel', 'page'] as const;

/** Every catalogue of `kind`, by locale. */
async function loadCatalogues(kind: (typeof KINDS)[number]): Promise<Map<string, Catalogue>> {
  const files = readdirSync(join(import.meta.dirname, kind)).filter((file) => file.endsWith('.ts'));
  const loaded = await Promise.all(
    files.map(async (file) => {
      const module = (await import(`./${kind}/${file}`)) as { default: Catalogue };
      return [file.replace(/\.ts$/, ''), module.default] as const;
    }),
  );
  return new Map(loaded);
}

const isPlural = (value: Text | Catalogue): value is PluralText =>
  typeof value === 'object' && typeof value.other === 'string';

/** Every message of a catalogue, by its path (`ui.connectWallet`). */
function messagesOf(catalogue: Catalogue, prefix = ''): Map<string, Text> {
  const found = new Map<string, Text>();
  for (const [key, value] of Object.entries(catalogue)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string' || isPlural(value)) found.set(path, value);
    else for (const [inner, text] of messagesOf(value, path)) found.set(inner, text);
  }
  return found;
}

/** The `{name}` placeholders of one text. */
const placeholders = (text: string) => new Set([...text.matchAll(/\{(\w+)\}/g)].map(([, name]) => name));
const sorted = (names: Iterable<string | undefined>) => [...names].sort();

/** What is wrong with `text`, the translation in `locale` of the English `source`; empty when nothing is. */
function problemsOf(locale: Locale, source: Text, text: Text): string[] {
  if (typeof source === 'string') {
    if (typeof text !== 'string') return ['is plural, but the English is not'];
    if (text.trim() === '') return ['is empty'];
    const [want, have] = [sorted(placeholders(source)), sorted(placeholders(text))];
    return want.join() === have.join() ? [] : [`has placeholders {${have}}, not {${want}}`];
  }
  if (typeof text === 'string') return ['is plain text, but the English depends on {count}'];
  const categories = new Intl.PluralRules(locale).resolvedOptions().pluralCategories;
  const problems: string[] = [];
  const given = Object.keys(text);
  if (sorted(given).join() !== sorted(categories).join()) {
    problems.push(`gives plural categories ${sorted(given)}, not ${locale}'s ${sorted(categories)}`);
  }
  const allowed = new Set([...Object.values(source).flatMap((branch) => [...placeholders(branch)]), 'count']);
  for (const [category, branch] of Object.entries(text)) {
    const extra = [...placeholders(branch)].filter((name) => !allowed.has(name));
    if (extra.length > 0) problems.push(`${category} names {${extra}}, which the English does not`);
  }
  const required = placeholders(source.other);
  const missing = [...required].filter((name) => !placeholders(text.other).has(name));
  if (missing.length > 0) problems.push(`other lacks {${missing}}`);
  return problems;
}

describe.each(KINDS)('the %s catalogues', async (kind) => {
  const catalogues = await loadCatalogues(kind);
  const english = messagesOf(catalogues.get('en') ?? {});

  it('exist for every locale the page ships, and for no other', () => {
    expect(sorted(catalogues.keys())).toEqual(sorted(LOCALE_CODES));
  });

  it.each(LOCALE_CODES.filter((locale) => locale !== 'en'))(
    '%s has every English message, no other, each with the same placeholders and its own plural forms',
    (locale) => {
      const messages = messagesOf(catalogues.get(locale) ?? {});
      expect(sorted(messages.keys()), 'the same keys as English').toEqual(sorted(english.keys()));
      const problems = [...english].flatMap(([path, source]) => {
        const text = messages.get(path);
        return text === undefined
          ? []
          : problemsOf(locale, source, text).map((problem) => `${path} ${problem}`);
      });
      expect(problems).toEqual([]);
    },
  );

  it('give English every plural category English uses', () => {
    const problems = [...english].flatMap(([path, source]) =>
      isPlural(source) ? problemsOf('en', source, source).map((problem) => `${path} ${problem}`) : [],
    );
    expect(problems).toEqual([]);
  });
});
