import { StorageUtil } from '@reown/appkit-controllers';
import type UniversalProvider from '@walletconnect/universal-provider';

/**
 * Removes what AppKit and WalletConnect keep in the browser about sessions that have ended, so that after a
 * disconnect no address or session of the visitor's stays behind. Through the libraries' own APIs, so their
 * in-memory state and their storage agree:
 * - AppKit 1.8 remembers every past connection, with its addresses, in localStorage `@appkit/connections`
 *   (for a "recent wallets" list this page does not use);
 * - WalletConnect core keeps the JSON-RPC history of ended sessions (their settle request names the
 *   accounts) in IndexedDB until it expires, days later.
 * Live sessions and pairings are left alone, except the `ending` topics: a session this page has just
 * disconnected may still count as live for a moment. Upgrade notes: docs/appkit-upgrade.md.
 */
export function forgetEndedSessions(
  universalProvider: UniversalProvider,
  ending: readonly string[] = [],
): void {
  const connections = StorageUtil.getConnections();
  for (const [namespace, entries] of Object.entries(connections)) {
    for (const { connectorId, accounts } of entries ?? []) {
      for (const { address } of accounts) {
        StorageUtil.deleteAddressFromConnection({ connectorId, address, namespace: namespace as 'eip155' });
      }
    }
  }
  const { client } = universalProvider;
  const live = new Set([...client.session.keys, ...client.core.pairing.pairings.keys]);
  for (const topic of ending) live.delete(topic);
  const ended = new Set(
    client.core.history.values.map((record) => record.topic).filter((topic) => !live.has(topic)),
  );
  for (const topic of ended) client.core.history.delete(topic);
}
