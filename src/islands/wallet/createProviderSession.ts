import { checksumAddress } from '../../lib/address/checksumAddress.ts';
import type { ChainConfig } from '../../lib/config/siteConfigSchema.ts';
import type { PanelConfig } from '../../lib/config/toPanelConfig.ts';
import { AppError } from '../../lib/errors/AppError.ts';
import type { Eip1193Provider, ReadOnlyProvider } from '../../lib/wallet/guardReadOnly.ts';
import type { WalletStore } from './createWalletStore.ts';
import type { WalletState } from './walletConnectionTypes.ts';

/** The EIP-1193 error code of a wallet error, if any. */
export function walletErrorCode(error: unknown): number | null {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'number' ? code : null;
}

/** Maps a wallet's refusal to the catalogue: 4001 is the visitor saying no, -32002 a prompt already open. */
export function toWalletError(
  error: unknown,
  fallback: 'WALLET_LOAD_FAILED' | 'WALLET_SWITCH_FAILED',
): AppError {
  const code = walletErrorCode(error);
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

/**
 * Switches `provider` to the configured chain `chainId`, adding the chain first where allowed (direct mode) and the
 * wallet lacks it.
 */
export async function switchProviderChain(
  provider: Eip1193Provider | undefined,
  config: Pick<PanelConfig, 'chains' | 'rpcGateway'>,
  chainId: number,
): Promise<void> {
  const chain = config.chains.find((candidate) => candidate.id === chainId);
  if (!chain || !provider) throw new AppError('WALLET_SWITCH_FAILED');
  const params = [{ chainId: `0x${chain.id.toString(16)}` }];
  try {
    await provider.request({ method: 'wallet_switchEthereumChain', params });
  } catch (error) {
    if (walletErrorCode(error) !== 4902) throw toWalletError(error, 'WALLET_SWITCH_FAILED');
    // Through the gateway there is no RPC URL to hand a wallet: the site's own only forwards the page's reads.
    if (config.rpcGateway) {
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

/** A wallet the page talks to through its EIP-1193 provider, held to the read-only allowlist. */
export interface SessionWallet {
  provider: ReadOnlyProvider<Eip1193Provider>;
}

/** The session with one wallet's provider: connect (asking or not), follow its events, and forget it. */
export interface ProviderSession<W extends SessionWallet> {
  /**
   * Asks `wallet` for its accounts (`eth_requestAccounts` when `prompt`, else `eth_accounts`) and its chain. The
   * request goes out before the first `await`, within the caller's own task: a wallet that opens a popup (Base
   * Account) opens it inside the click that asked.
   */
  connectTo(wallet: W, prompt: boolean): Promise<boolean>;
  /** Reconnects `wallet` without asking (after a reload): connected if it still grants the page an account, else forgotten. */
  restore(wallet: W): Promise<unknown>;
  /**
   * Asks `wallet` to connect (the visitor's choice), showing the wait meanwhile; a refusal, or no account, throws the
   * catalogue's error and leaves the page disconnected. Like {@link connectTo}, the request goes out before any `await`.
   */
  ask(wallet: W): Promise<void>;
  forget(): void;
  active(): W | null;
}

/** What a session keeps of its wallet for a reload, and forgets with it. */
export interface SessionMemory<W> {
  remember(wallet: W): void;
  clear(): void;
}

/**
 * Follows the connected wallet into `store`: its accounts and chain from `accountsChanged` and `chainChanged`, a
 * drop on `disconnect` or an empty account list; `memory` keeps which wallet it was for a reload. Shared by the
 * page's own connector (wallets in the page) and Base Account's, whose providers are both EIP-1193.
 */
export function createProviderSession<W extends SessionWallet>(
  store: WalletStore,
  memory: SessionMemory<W>,
): ProviderSession<W> {
  let active: W | null = null;
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
    memory.clear();
    patch({ status: 'disconnected', address: null, accounts: [], chainId: null });
  };
  const connectTo = async (wallet: W, prompt: boolean) => {
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
    memory.remember(wallet);
    patch({ address, accounts, status: 'connected' });
    return true;
  };
  const restore = (wallet: W) => {
    patch({ status: 'reconnecting' });
    return connectTo(wallet, false)
      .then((connected) => connected || forget())
      .catch(() => forget());
  };
  const ask = async (wallet: W) => {
    patch({ status: 'connecting' });
    try {
      if (!(await connectTo(wallet, true))) throw new AppError('WALLET_REJECTED');
    } catch (error) {
      patch({ status: 'disconnected' });
      throw error instanceof AppError ? error : toWalletError(error, 'WALLET_LOAD_FAILED');
    }
  };
  return { connectTo, restore, ask, forget, active: () => active };
}
