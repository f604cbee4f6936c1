/**
 * How the page's static wallet chooser (src/components/WalletChooser.astro, live before React is) and the
 * wallet island talk: DOM events on `document`, typed by {@link ChooserEvents}, so neither loads the other's code.
 *
 *   chooser → island   `wallet-chooser:choose`    the visitor picked a wallet (sent again on `ready`)
 *   chooser → island   `wallet-chooser:cancel`    the visitor closed the chooser or went back before it was done
 *   chooser → island   `wallet-chooser:prefetch`  the visitor is about to choose: load this connector now
 *   island  → chooser  `wallet-chooser:ready`     the island is live: send the pending prefetches and choice
 *   island  → chooser  `wallet-chooser:status`    progress to show, or done / failed (the chooser closes)
 */

/** What a visitor can pick: a wallet already in the page (EIP-6963), WalletConnect, or AppKit's full list. */
export type WalletChoice =
  | { kind: 'injected'; walletId: string; name: string }
  | { kind: 'walletconnect' }
  | { kind: 'all-wallets' };

/** The connector a prefetch asks for: the page's own (wallets in the page) or WalletConnect (a pairing). */
export type PrefetchKind = 'injected' | 'walletconnect';

/** What the island says about a choice it is acting on. */
export type ChooserStatus = { kind: 'progress'; message: string } | { kind: 'done' } | { kind: 'failed' };

/** Every event of the protocol and what it carries. */
export interface ChooserEvents {
  'wallet-chooser:choose': WalletChoice;
  'wallet-chooser:cancel': null;
  'wallet-chooser:prefetch': PrefetchKind;
  'wallet-chooser:ready': null;
  'wallet-chooser:status': ChooserStatus;
}

/** Sends one event of the protocol. */
export function sendChooserEvent<K extends keyof ChooserEvents>(type: K, detail: ChooserEvents[K]): void {
  document.dispatchEvent(new CustomEvent(type, { detail }));
}

/** Listens to one event of the protocol; returns a function that stops listening. */
export function onChooserEvent<K extends keyof ChooserEvents>(
  type: K,
  listener: (detail: ChooserEvents[K]) => void,
): () => void {
  const handle = (event: Event) => {
    if (event instanceof CustomEvent) listener(event.detail);
  };
  document.addEventListener(type, handle);
  return () => document.removeEventListener(type, handle);
}
