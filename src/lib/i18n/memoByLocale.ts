import type { Locale } from './locales.ts';

/**
 * `create` memoised per locale: Intl formatters are costly to make and cheap to reuse. Every formatter of the
 * page writes Latin digits (`-u-nu-latn`), Arabic too: amounts, addresses and hashes then read alike in every
 * language, as crypto audiences expect, and a digit can be checked against an explorer.
 */
export function memoByLocale<T>(create: (tag: string) => T): (locale: Locale) => T {
  const made = new Map<Locale, T>();
  return (locale) => {
    let value = made.get(locale);
    if (value === undefined) {
      value = create(`${locale}-u-nu-latn`);
      made.set(locale, value);
    }
    return value;
  };
}
