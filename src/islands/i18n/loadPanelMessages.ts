import type { PanelMessages } from '../../i18n/catalogueTypes.ts';
import type { Locale } from '../../lib/i18n/locales.ts';

/** Each language's catalogue as its own chunk: a page downloads only its own language's words. */
const CATALOGUES = import.meta.glob<PanelMessages>('../../i18n/panel/*.ts', { import: 'default' });

const loading = new Map<Locale, Promise<PanelMessages>>();
const loaded = new Map<Locale, PanelMessages>();

/** The panel's catalogue in `locale`, loaded once: the same promise for every call. */
export function loadPanelMessages(locale: Locale): Promise<PanelMessages> {
  const cached = loading.get(locale);
  if (cached) return cached;
  const load = CATALOGUES[`../../i18n/panel/${locale}.ts`];
  if (!load) throw new RangeError(`no panel catalogue for ${locale}`);
  const promise = load().then((messages) => {
    loaded.set(locale, messages);
    return messages;
  });
  loading.set(locale, promise);
  return promise;
}

/**
 * The panel's catalogue in `locale` if it has already loaded, else undefined: a page that awaited it before
 * rendering (the server build) renders with it at once, without suspending.
 */
export function loadedPanelMessages(locale: Locale): PanelMessages | undefined {
  return loaded.get(locale);
}
