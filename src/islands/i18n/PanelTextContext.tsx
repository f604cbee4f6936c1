import { createContext, type ReactNode, use, useMemo } from 'react';
import type { PanelMessages } from '../../i18n/catalogueTypes.ts';
import type { Locale } from '../../lib/i18n/locales.ts';
import { createPanelText, type PanelText } from './createPanelText.ts';
import { loadedPanelMessages, loadPanelMessages } from './loadPanelMessages.ts';

const PanelTextContext = createContext<PanelText | null>(null);

/**
 * Gives the panel its words in `locale`. It waits for the language's catalogue (a chunk of its own, hinted with
 * the island's, so in hand by the time the island hydrates) with React's `use`, only while it is not loaded yet:
 * the server build, which loaded it before rendering, renders at once without suspending. This component calls
 * no hook: React replays it once the catalogue is in, this time without `use`, and a hook after a `use` that is
 * no longer called would not find its state.
 */
export function PanelTextProvider({ locale, children }: { locale: Locale; children: ReactNode }) {
  const messages = loadedPanelMessages(locale) ?? use(loadPanelMessages(locale));
  return (
    <PanelTextOf locale={locale} messages={messages}>
      {children}
    </PanelTextOf>
  );
}

/** Gives the panel its words and formats made from `messages`. */
function PanelTextOf({
  locale,
  messages,
  children,
}: {
  locale: Locale;
  messages: PanelMessages;
  children: ReactNode;
}) {
  const text = useMemo(() => createPanelText(locale, messages), [locale, messages]);
  return <PanelTextContext value={text}>{children}</PanelTextContext>;
}

/** The panel's words and number formats in the page's language. */
export function usePanelText(): PanelText {
  const text = use(PanelTextContext);
  if (!text) throw new Error('usePanelText outside PanelTextProvider');
  return text;
}
