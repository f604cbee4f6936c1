import type { PanelConfig } from '../../lib/config/toPanelConfig.ts';
import { AppError } from '../../lib/errors/AppError.ts';
import { createProviderSession, switchProviderChain } from './createProviderSession.ts';
import { createWalletStore, disconnectedState } from './createWalletStore.ts';
import type { AnnouncedWallet } from './discoverInjectedWallets.ts';
import type { WalletConnection } from './walletConnectionTypes.ts';
import { CONNECTED_WALLET_KEY, watchWalletRoster } from './watchWalletRoster.ts';

/** How long to wait for a wallet to announce itself (the remembered one on reload, or the one chosen). */
const ANNOUNCE_WAIT_MS = 1_000;

/**
 * The page's own connector for wallets already in the page (an extension, or a wallet app's in-app browser):
 * wallets found through EIP-6963, connected with `eth_requestAccounts`, followed through their
 * `accountsChanged`/`chainChanged` events. No third-party code or host is involved, and it only ever sends
 * read-only, allow-listed methods. The wallet connected last is reconnected without asking on a reload.
 */
export async function createInjectedConnection(config: PanelConfig): Promise<WalletConnection> {
  const store = createWalletStore(disconnectedState());
  const session = createProviderSession<AnnouncedWallet>(store, {
    remember: (wallet) => window.localStorage.setItem(CONNECTED_WALLET_KEY, wallet.rdns || wallet.name),
    clear: () => window.localStorage.removeItem(CONNECTED_WALLET_KEY),
  });
  const roster = await watchWalletRoster(ANNOUNCE_WAIT_MS, (wallet) =>
    session.active() === null ? session.restore(wallet) : false,
  );

  return {
    getState: store.getState,
    subscribe: store.subscribe,
    onNotice: store.onNotice,
    async connect(choice, { signal }) {
      if (choice.kind !== 'injected') {
        throw new AppError('UNEXPECTED', { detail: { key: 'WRONG_CONNECTOR' } });
      }
      const wallet = await roster.find(choice.walletId);
      if (!wallet) throw new AppError('WALLET_LOAD_FAILED', { detail: { key: 'WALLET_GONE' } });
      if (signal.aborted) return;
      await session.ask(wallet);
    },
    async disconnect() {
      const wallet = session.active();
      store.expectDisconnect();
      session.forget();
      await wallet?.provider
        .request({ method: 'wallet_revokePermissions', params: [{ eth_accounts: {} }] })
        .catch(() => undefined);
    },
    switchChain: (chainId) => switchProviderChain(session.active()?.provider, config, chainId),
  };
}
