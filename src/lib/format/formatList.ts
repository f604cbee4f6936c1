import type { Locale } from '../i18n/locales.ts';
import { memoByLocale } from '../i18n/memoByLocale.ts';

const lists = memoByLocale((tag) => new Intl.ListFormat(tag, { style: 'long', type: 'conjunction' }));

/** "A, B and C" in `locale`'s words (`A, B und C`, `A وB وC`). */
export function formatList(items: readonly string[], locale: Locale): string {
  return lists(locale).format(items);
}
