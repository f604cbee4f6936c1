import UniversalProvider, { type UniversalProviderOpts } from '@walletconnect/universal-provider';
import { guardReadOnly, type ReadOnlyProvider } from '../../../lib/wallet/guardReadOnly.ts';

/** The page's one UniversalProvider, held to the read-only allowlist. */
export type PageProvider = ReadOnlyProvider<UniversalProvider>;

/**
 * Starts WalletConnect's UniversalProvider and guards it at once (guardReadOnly, as every browser wallet is):
 * the page's pairing, its session and AppKit's All wallets are all handed this one object, so whatever methods
 * a wallet approves, nothing that signs or sends leaves the page.
 */
export async function initReadOnlyProvider(options: UniversalProviderOpts): Promise<PageProvider> {
  return guardReadOnly(await UniversalProvider.init(options));
}
