import { createContext, type ReactNode, use, useMemo } from 'react';
import type { Locale } from '../../lib/i18n/locales.ts';
import { createPanelText, type PanelText } from './createPanelText.ts';
import { loadPanelMessages } from './loadPanelMessages.ts';

const PanelTextContext = createContext<PanelText | null>(null);

/**
 * Gives the panel its words in `locale`. It waits for the language's catalogue (a chunk of its own, hinted with
 * the island's, so in hand by the time the island hydrates); the server build renders with it already loaded.
 */
export function PanelTextProvider({ locale, children }: { locale: Locale; children: ReactNode }) {
  const messages = use(loadPanelMessages(locale));
  const text = useMemo(() => createPanelText(locale, messages), [locale, messages]);
  return <PanelTextContext value={text}>{children}</PanelTextContext>;
}

/** The panel's words and number formats in the page's language. */
export function usePanelText(): PanelText {
  const text = use(PanelTextContext);
  if (!text) throw new Error('usePanelText outside PanelTextProvider');
  return text;
}
