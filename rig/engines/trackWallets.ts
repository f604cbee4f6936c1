import { afterEach, expect } from 'vitest';
import { isAllowedWalletMethod } from '../../src/lib/wallet/walletMethods.ts';

/** Every EIP-1193 request the page made to a test wallet; checked against the read-only allowlist. */
export interface WalletTracker {
  /** Registers a wallet's request log (read when the test ends). */
  track(wallet: string, requests: () => readonly { method: string }[]): void;
}

/**
 * The engine suite's wallet ledger, as the Chromium suite's `walletLedger` fixture: after each test of the
 * calling file or describe, every method any tracked wallet was asked must be on the read-only allowlist.
 */
export function trackWallets(): WalletTracker {
  let tracked: { wallet: string; requests: () => readonly { method: string }[] }[] = [];
  afterEach(() => {
    const methods = tracked.flatMap(({ wallet, requests }) =>
      requests().map(({ method }) => ({ wallet, method })),
    );
    tracked = [];
    const refused = methods.filter(({ method }) => !isAllowedWalletMethod(method));
    expect(refused, 'wallet methods outside the read-only allowlist').toEqual([]);
  });
  return { track: (wallet, requests) => tracked.push({ wallet, requests }) };
}
