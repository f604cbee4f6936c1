import type UniversalProvider from '@walletconnect/universal-provider';

/** How long the WalletConnect relay may take to give a pairing URI once the visitor chose to scan. */
export const RELAY_TIMEOUT_MS = 6_000;

/** Error codes a wallet answers a session proposal with when the visitor declines it (EIP-1193, WalletConnect). */
const DECLINED_CODES = new Set([4001, 5000, 5002]);

/** What {@link watchPairing} reports. */
export interface PairingWatch {
  /** No pairing URI arrived in time: the relay is unreachable (AppKit alone would shimmer forever). */
  onStall(): void;
  /** The wallet declined the session proposal. */
  onDeclined(): void;
}

/**
 * Watches our own UniversalProvider each time AppKit asks it for a session (the visitor chose to scan, or
 * picked a phone wallet). It reports at the source rather than through AppKit's events, which coalesce: a
 * "user rejected" event followed at once by "modal closed" reaches a subscriber as the close alone.
 */
export function watchPairing(provider: UniversalProvider, watch: PairingWatch): void {
  const connect = provider.connect.bind(provider);
  provider.connect = async (options) => {
    const timer = setTimeout(watch.onStall, RELAY_TIMEOUT_MS);
    provider.once('display_uri', () => clearTimeout(timer));
    try {
      return await connect(options);
    } catch (error) {
      const code = (error as { code?: unknown } | null)?.code;
      if (typeof code === 'number' && DECLINED_CODES.has(code)) watch.onDeclined();
      throw error;
    } finally {
      clearTimeout(timer);
    }
  };
}
