import type { AppError } from '../../../lib/errors/AppError.ts';
import type { WalletConnection } from '../walletConnectionTypes.ts';
import type { PairingStore } from './createPairingStore.ts';
import type { PageProvider } from './initReadOnlyProvider.ts';

/** The page's WalletConnect connection: a wallet connection, plus the pairing its QR code and wallet links carry. */
export interface WalletConnectConnection extends WalletConnection {
  pairing: PairingStore;
  /** The one UniversalProvider of the page, held to the read-only allowlist: All wallets opens AppKit on it too. */
  provider: PageProvider;
  /** Tells the visitor something about a flow this connection does not run itself (All wallets). */
  notify(notice: AppError): void;
}
