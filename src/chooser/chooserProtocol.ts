/**
 * How the page's static wallet chooser (src/components/WalletChooser.astro, live before React is) and the
 * wallet island talk: DOM events on `document`, so neither loads the other's code.
 *
 *   chooser → island   `wallet-chooser:choose`  the visitor picked a wallet (sent again on `ready`)
 *   chooser → island   `wallet-chooser:cancel`  the visitor closed the chooser before it was done
 *   chooser → island   `wallet-chooser:prefetch` download this connector now (sent again on `ready`)
 *   island  → chooser  `wallet-chooser:ready`   the island is live: send me the pending prefetch and choice
 *   island  → chooser  `wallet-chooser:status`  progress to show, or done / failed (the chooser closes)
 */

/** What a visitor can pick: a wallet already in the page (EIP-6963), WalletConnect, or AppKit's full list. */
export type WalletChoice =
  | { kind: 'injected'; walletId: string; name: string }
  | { kind: 'walletconnect' }
  | { kind: 'all-wallets' };

/** The connector a prefetch asks for: the page's own (wallets in the page) or AppKit (WalletConnect). */
export type PrefetchKind = 'injected' | 'walletconnect';

/** What the island says about a choice it is acting on. */
export type ChooserStatus = { kind: 'progress'; message: string } | { kind: 'done' } | { kind: 'failed' };

/** The events of the protocol. */
export const CHOOSER_EVENTS = {
  choose: 'wallet-chooser:choose',
  cancel: 'wallet-chooser:cancel',
  prefetch: 'wallet-chooser:prefetch',
  ready: 'wallet-chooser:ready',
  status: 'wallet-chooser:status',
} as const;

/** Sends one event of the protocol. */
export function sendChooserEvent(
  type: (typeof CHOOSER_EVENTS)[keyof typeof CHOOSER_EVENTS],
  detail?: unknown,
): void {
  document.dispatchEvent(new CustomEvent(type, { detail }));
}
