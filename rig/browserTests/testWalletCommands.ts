import type { BrowserCommandContext } from 'vitest/node';
import {
  startTestWallet,
  type TestWallet,
  type TestWalletOptions,
  type TestWalletRequest,
} from '../walletconnect/startTestWallet.ts';
import { createRegistry } from './createRegistry.ts';

/** The Node-side test wallets the browser tests started, by the id each was given. */
const wallets = createRegistry<TestWallet>('wallet', 'startTestWallet');
const walletOf = wallets.get;

/** Stops every test wallet still running (the global teardown's part). */
export async function stopTestWallets(): Promise<void> {
  await Promise.all(wallets.takeAll().map((wallet) => wallet.stop()));
}

/** A request the wallet received, as the browser sees it: what was asked, and whether it was answered. */
export type ReceivedRequest = Omit<TestWalletRequest, 'outcome'> & { answered: boolean };

/**
 * Commands a test in Chromium calls (`commands` from `vitest/browser`) to drive a WalletConnect wallet that runs
 * in Node on the local relay, standing in for the phone wallet that scans the page's QR code.
 */
export const testWalletCommands = {
  async startTestWallet(_context: BrowserCommandContext, options: TestWalletOptions): Promise<string> {
    return wallets.add(await startTestWallet(options));
  },
  async pairTestWallet(_context: BrowserCommandContext, id: string, uri: string): Promise<{ topic: string }> {
    const wallet = walletOf(id);
    await wallet.pair(uri);
    return wallet.waitForSession();
  },
  async testWalletRequests(_context: BrowserCommandContext, id: string): Promise<ReceivedRequest[]> {
    return walletOf(id).requests.map(({ outcome, ...request }) => ({
      ...request,
      answered: outcome !== undefined,
    }));
  },
  async disconnectTestWallet(_context: BrowserCommandContext, id: string): Promise<void> {
    await walletOf(id).disconnect();
  },
  async stopTestWallet(_context: BrowserCommandContext, id: string): Promise<void> {
    await walletOf(id).stop();
    wallets.delete(id);
  },
};

/** Drops a command's first parameter, the context Vitest passes in Node. */
export type FromBrowser<F> = F extends (context: BrowserCommandContext, ...args: infer A) => infer R
  ? (...args: A) => R
  : never;

declare module 'vitest/browser' {
  interface BrowserCommands {
    startTestWallet: FromBrowser<typeof testWalletCommands.startTestWallet>;
    pairTestWallet: FromBrowser<typeof testWalletCommands.pairTestWallet>;
    testWalletRequests: FromBrowser<typeof testWalletCommands.testWalletRequests>;
    disconnectTestWallet: FromBrowser<typeof testWalletCommands.disconnectTestWallet>;
    stopTestWallet: FromBrowser<typeof testWalletCommands.stopTestWallet>;
  }
}
