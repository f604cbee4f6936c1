import type UniversalProvider from '@walletconnect/universal-provider';
import { AppError } from '../../../lib/errors/AppError.ts';
import type { WalletConnectNamespaces } from '../../../lib/wallet/toWalletConnectNamespaces.ts';

/** How long the relay may take to take the session proposal before the visitor is told it is unreachable. */
export const RELAY_TIMEOUT_MS = 6_000;

/** Error codes a wallet answers a session proposal with when the visitor declines it (EIP-1193, WalletConnect). */
const DECLINED_CODES = new Set([4001, 5000, 5002]);

/** One pairing under way: its URI (made locally, at once) and the session a wallet approves on it. */
export interface PairingAttempt {
  uri: Promise<string>;
  /** Settles when a wallet approves (UniversalProvider then holds the session) or the attempt fails. */
  session: Promise<void>;
}

/** The AppError a failed session proposal means to the visitor: declined, or the relay did not take it. */
export function toPairingError(error: unknown): AppError {
  const code = (error as { code?: unknown } | null)?.code;
  if (typeof code === 'number' && DECLINED_CODES.has(code))
    return new AppError('WALLET_REJECTED', { cause: error });
  return new AppError('WALLET_RELAY_UNREACHABLE', { cause: error });
}

/**
 * Starts a WalletConnect pairing: a session proposal with `namespaces`. The `wc:` URI is taken when the core
 * creates the pairing (`pairing_create`), before the relay socket, Verify and the proposal's publish, which
 * `connect()` waits for before its own `display_uri`: a wallet that scans it at once still gets the proposal,
 * since the relay keeps it until the wallet subscribes. If the publish has not happened within
 * {@link RELAY_TIMEOUT_MS}, the relay is unreachable. Only read-only methods are proposed.
 */
export function startPairing(
  provider: UniversalProvider,
  namespaces: WalletConnectNamespaces,
): PairingAttempt {
  const pairing = provider.client.core.pairing;
  const uri = new Promise<string>((resolve) => {
    pairing.events.once('pairing_create', (created: Parameters<typeof pairing.formatUriFromPairing>[0]) =>
      resolve(pairing.formatUriFromPairing(created)),
    );
  });
  const session = new Promise<void>((resolve, reject) => {
    const stall = setTimeout(() => reject(new AppError('WALLET_RELAY_UNREACHABLE')), RELAY_TIMEOUT_MS);
    const published = () => clearTimeout(stall);
    provider.once('display_uri', published);
    provider
      .connect({ optionalNamespaces: namespaces })
      .then(
        () => resolve(),
        (error: unknown) => reject(toPairingError(error)),
      )
      .finally(() => {
        clearTimeout(stall);
        provider.removeListener('display_uri', published);
      });
  });
  return { uri, session };
}
