import type { PanelMessages } from '../../i18n/catalogueTypes.ts';
import type { Locale } from '../../lib/i18n/locales.ts';

/** Each language's catalogue as its own chunk: a page downloads only its own language's words. */
const CATALOGUES = import.meta.glob<PanelMessages>('../../i18n/panel/*.ts', { import: 'default' });

const loaded = new Map<Locale, Promise<PanelMessages>>();

/**
 * The panel's catalogue in `locale`, loaded once. Once fulfilled the promise carries its value as React tracks
 * promises (`status`, `value`), so a page that awaited it before rendering (the server build) renders at once,
 * without suspending.
 */
export function loadPanelMessages(locale: Locale): Promise<PanelMessages> {
  const cached = loaded.get(locale);
  if (cached) return cached;
  const load = CATALOGUES[`../../i18n/panel/${locale}.ts`];
  if (!load) throw new RangeError(`no panel catalogue for ${locale}`);
  const promise = load().then((messages) => {
    Object.assign(promise, { status: 'fulfilled', value: messages });
    return messages;
  });
  loaded.set(locale, promise);
  return promise;
}
