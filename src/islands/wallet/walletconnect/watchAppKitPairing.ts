import type UniversalProvider from '@walletconnect/universal-provider';
import { RELAY_TIMEOUT_MS, toPairingError } from './startPairing.ts';

/** What {@link watchAppKitPairing} reports. */
export interface PairingWatch {
  /** AppKit's own pairing got no proposal published in time: the relay is unreachable (AppKit would shimmer). */
  onStall(): void;
  /** The wallet declined the session proposal. */
  onDeclined(): void;
}

/**
 * Watches our UniversalProvider each time AppKit asks it for a session (a wallet picked in All wallets), while
 * `isAppKits()` holds. It reports at the source rather than through AppKit's events, which coalesce: a "user
 * rejected" event followed at once by "modal closed" reaches a subscriber as the close alone.
 */
export function watchAppKitPairing(
  provider: UniversalProvider,
  isAppKits: () => boolean,
  watch: PairingWatch,
): void {
  const connect = provider.connect.bind(provider);
  provider.connect = async (options) => {
    if (!isAppKits()) return connect(options);
    const timer = setTimeout(watch.onStall, RELAY_TIMEOUT_MS);
    provider.once('display_uri', () => clearTimeout(timer));
    try {
      return await connect(options);
    } catch (error) {
      if (toPairingError(error).code === 'WALLET_REJECTED') watch.onDeclined();
      throw error;
    } finally {
      clearTimeout(timer);
    }
  };
}
