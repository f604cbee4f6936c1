import { formatList } from '../lib/format/formatList.ts';
import { formatMessage } from '../lib/format/formatMessage.ts';
import type { Locale } from '../lib/i18n/locales.ts';
import type { MessageValues, Text } from '../lib/i18n/messageTypes.ts';
import type { PageMessages } from './catalogueTypes.ts';

/** Every language's page catalogue, read by the build only: their words reach visitors as HTML. */
const CATALOGUES = import.meta.glob<PageMessages>('./page/*.ts', { eager: true, import: 'default' });

/** The static pages' words in one language, and how to fill a message's values. */
export interface PageText {
  locale: Locale;
  m: PageMessages;
  /** A message with its `{name}` values filled in and, for a plural one, the form for `values.count`. */
  format(message: Text, values?: MessageValues): string;
  /** "A, B and C" in the locale's words. */
  list(items: readonly string[]): string;
}

/** The static pages' words in `locale`. */
export function pageText(locale: Locale): PageText {
  const m = CATALOGUES[`./page/${locale}.ts`];
  if (!m) throw new RangeError(`no page catalogue for ${locale}`);
  return {
    locale,
    m,
    format: (message, values) => formatMessage(locale, message, values),
    list: (items) => formatList(items, locale),
  };
}
