import type { createAppKit } from '@reown/appkit/core';
import { ALLOWED_WALLET_METHODS, WALLET_EVENTS } from '../../../lib/wallet/walletMethods.ts';
import type { PageProvider } from './initReadOnlyProvider.ts';

/** The options of AppKit that decide what its WalletConnect sessions may ask of a wallet. */
export type AppKitSessionOptions = Pick<
  Parameters<typeof createAppKit>[0],
  'universalProvider' | 'universalProviderConfigOverride'
>;

/**
 * What AppKit is told about WalletConnect sessions: the page's own provider, already held to the read-only
 * allowlist (so a session made in All wallets is guarded as the page's own is, whatever the wallet approves),
 * and the same read-only methods the page's own pairing proposes (AppKit would otherwise ask for signing too).
 */
export function appKitSessionOptions(provider: PageProvider): AppKitSessionOptions {
  return {
    universalProvider: provider,
    universalProviderConfigOverride: {
      methods: { eip155: [...ALLOWED_WALLET_METHODS] },
      events: { eip155: [...WALLET_EVENTS] },
    },
  };
}
