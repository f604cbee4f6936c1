import { checksumAddress } from '../../lib/address/checksumAddress.ts';
import type { ChainConfig } from '../../lib/config/siteConfigSchema.ts';
import type { PanelConfig } from '../../lib/config/toPanelConfig.ts';
import { AppError } from '../../lib/errors/AppError.ts';
import type { Eip1193Provider } from '../../lib/wallet/guardReadOnly.ts';
import { createWalletStore, type WalletStore } from './createWalletStore.ts';
import type { AnnouncedWallet } from './discoverInjectedWallets.ts';
import type { WalletConnection, WalletState } from './walletConnectionTypes.ts';
import { CONNECTED_WALLET_KEY, watchWalletRoster } from './watchWalletRoster.ts';

/** How long to wait for a wallet to announce itself (the remembered one on reload, or the one chosen). */
const ANNOUNCE_WAIT_MS = 1_000;

/** The EIP-1193 error code of a wallet error, if any. */
function errorCode(error: unknown): number | null {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'number' ? code : null;
}

/** Maps a wallet's refusal to the catalogue: 4001 is the visitor saying no, -32002 a prompt already open. */
function toWalletError(error: unknown, fallback: 'WALLET_LOAD_FAILED' | 'WALLET_SWITCH_FAILED'): AppError {
  const code = errorCode(error);
  if (code === 4001) return new AppError('WALLET_REJECTED', { cause: error });
  if (code === -32002) return new AppError('WALLET_REQUEST_PENDING', { cause: error });
  return new AppError(fallback, { cause: error });
}

/** The accounts of an `eth_accounts`-style answer, checksummed, each once, in the wallet's order. */
function sharedAccounts(value: unknown): string[] {
  const accounts = (Array.isArray(value) ? value : []).flatMap((account) =>
    typeof account === 'string' ? [checksumAddress(account)].filter((found) => found !== null) : [],
  );
  return [...new Set(accounts)];
}

/** `wallet_addEthereumChain` parameters for a configured chain. */
function addChainParams(chain: ChainConfig) {
  return {
    chainId: `0x${chain.id.toString(16)}`,
    chainName: chain.name,
    nativeCurrency: chain.nativeCurrency,
    rpcUrls: chain.rpcUrls,
    blockExplorerUrls: [chain.explorerUrl],
  };
}

/** Switches `provider` to `chain`, adding the chain first where allowed (direct mode) and the wallet lacks it. */
async function switchInjectedChain(
  provider: Eip1193Provider,
  chain: ChainConfig,
  viaGateway: boolean,
): Promise<void> {
  const params = [{ chainId: `0x${chain.id.toString(16)}` }];
  try {
    await provider.request({ method: 'wallet_switchEthereumChain', params });
  } catch (error) {
    if (errorCode(error) !== 4902) throw toWalletError(error, 'WALLET_SWITCH_FAILED');
    // Through the gateway there is no RPC URL to hand a wallet: the site's own only forwards the page's reads.
    if (viaGateway) {
      throw new AppError('WALLET_SWITCH_FAILED', {
        detail: { key: 'WALLET_LACKS_CHAIN', values: { chain: chain.name } },
      });
    }
    try {
      await provider.request({ method: 'wallet_addEthereumChain', params: [addChainParams(chain)] });
      await provider.request({ method: 'wallet_switchEthereumChain', params });
    } catch (addError) {
      throw toWalletError(addError, 'WALLET_SWITCH_FAILED');
    }
  }
}

/** The session with one browser wallet: connect (asking or not), follow its events, and forget it. */
interface InjectedSession {
  connectTo(wallet: AnnouncedWallet, prompt: boolean): Promise<boolean>;
  forget(): void;
  active(): AnnouncedWallet | null;
}

/**
 * Follows the connected browser wallet into `store`: its account and chain from `accountsChanged` and
 * `chainChanged`, a drop on `disconnect` or an empty account list; remembers which wallet it was for a reload.
 */
function createInjectedSession(store: WalletStore): InjectedSession {
  let active: AnnouncedWallet | null = null;
  const patch = (change: Partial<WalletState>) => store.set({ ...store.getState(), ...change });
  const onAccounts = (value: unknown) => {
    const accounts = sharedAccounts(value);
    const [address] = accounts;
    if (address) patch({ address, accounts, status: 'connected' });
    else forget();
  };
  const onChain = (chainId: unknown) => {
    const id = typeof chainId === 'string' ? Number.parseInt(chainId, 16) : Number(chainId);
    patch({ chainId: Number.isSafeInteger(id) ? id : null });
  };
  const onDisconnect = () => forget();
  const forget = () => {
    active?.provider.removeListener?.('accountsChanged', onAccounts);
    active?.provider.removeListener?.('chainChanged', onChain);
    active?.provider.removeListener?.('disconnect', onDisconnect);
    active = null;
    window.localStorage.removeItem(CONNECTED_WALLET_KEY);
    patch({ status: 'disconnected', address: null, accounts: [], chainId: null });
  };
  const connectTo = async (wallet: AnnouncedWallet, prompt: boolean) => {
    const accounts = sharedAccounts(
      await wallet.provider.request({ method: prompt ? 'eth_requestAccounts' : 'eth_accounts' }),
    );
    const [address] = accounts;
    if (!address) return false;
    const chainId = await wallet.provider.request({ method: 'eth_chainId' });
    active = wallet;
    wallet.provider.on?.('accountsChanged', onAccounts);
    wallet.provider.on?.('chainChanged', onChain);
    wallet.provider.on?.('disconnect', onDisconnect);
    onChain(chainId);
    window.localStorage.setItem(CONNECTED_WALLET_KEY, wallet.rdns || wallet.name);
    patch({ address, accounts, status: 'connected' });
    return true;
  };
  return { connectTo, forget, active: () => active };
}

/**
 * The page's own connector for wallets already in the page (an extension, or a wallet app's in-app browser):
 * wallets found through EIP-6963, connected with `eth_requestAccounts`, followed through their
 * `accountsChanged`/`chainChanged` events. No third-party code or host is involved, and it only ever sends
 * read-only, allow-listed methods. The wallet connected last is reconnected without asking on a reload.
 */
export async function createInjectedConnection(config: PanelConfig): Promise<WalletConnection> {
  const store = createWalletStore({
    status: 'disconnected',
    address: null,
    accounts: [],
    chainId: null,
    relay: null,
  });
  const session = createInjectedSession(store);
  const roster = await watchWalletRoster(ANNOUNCE_WAIT_MS, (wallet) => {
    if (session.active() !== null) return false;
    store.set({ ...store.getState(), status: 'reconnecting' });
    return session
      .connectTo(wallet, false)
      .then((connected) => connected || session.forget())
      .catch(() => session.forget());
  });

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
      store.set({ ...store.getState(), status: 'connecting' });
      try {
        if (!(await session.connectTo(wallet, true))) throw new AppError('WALLET_REJECTED');
      } catch (error) {
        store.set({ ...store.getState(), status: 'disconnected' });
        throw error instanceof AppError ? error : toWalletError(error, 'WALLET_LOAD_FAILED');
      }
    },
    async disconnect() {
      const wallet = session.active();
      store.expectDisconnect();
      session.forget();
      await wallet?.provider
        .request({ method: 'wallet_revokePermissions', params: [{ eth_accounts: {} }] })
        .catch(() => undefined);
    },
    async switchChain(chainId) {
      const chain = config.chains.find((candidate) => candidate.id === chainId);
      const provider = session.active()?.provider;
      if (!chain || !provider) throw new AppError('WALLET_SWITCH_FAILED');
      await switchInjectedChain(provider, chain, config.rpcGateway);
    },
  };
}
