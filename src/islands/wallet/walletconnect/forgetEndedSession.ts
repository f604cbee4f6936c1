import type UniversalProvider from '@walletconnect/universal-provider';

/** The prefix of AppKit's localStorage keys (All wallets, and sessions a previous visit made through it). */
const APPKIT_KEY_PREFIX = '@appkit/';

/**
 * Removes what WalletConnect and AppKit keep in the browser about an ended session, so that after a disconnect
 * no address or session of the visitor's stays behind:
 * - WalletConnect's core keeps the JSON-RPC history of ended sessions (their settle request names the
 *   accounts) in IndexedDB until it expires, days later: every record whose topic is no longer a live session or
 *   pairing is deleted through the core's own API;
 * - AppKit, when All wallets was used (in this visit or an earlier one), remembers past connections with their
 *   addresses in localStorage: every AppKit key that mentions `address` goes. AppKit need not be loaded.
 * Upgrade notes: docs/appkit-upgrade.md.
 */
export function forgetEndedSession(provider: UniversalProvider, address: string): void {
  const { client } = provider;
  const live = new Set([...client.session.keys, ...client.core.pairing.pairings.keys]);
  const ended = new Set(
    client.core.history.values.map((record) => record.topic).filter((topic) => !live.has(topic)),
  );
  for (const topic of ended) client.core.history.delete(topic);
  const mentions = address.toLowerCase();
  for (const key of Object.keys(window.localStorage)) {
    if (
      key.startsWith(APPKIT_KEY_PREFIX) &&
      window.localStorage.getItem(key)?.toLowerCase().includes(mentions)
    ) {
      window.localStorage.removeItem(key);
    }
  }
}
