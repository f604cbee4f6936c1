import { AppError } from '../../lib/errors/AppError.ts';
import type { WalletConnection, WalletState } from './walletConnectionTypes.ts';

/** The state holder both wallet connections share: current state, its listeners, and notices. */
export interface WalletStore extends Pick<WalletConnection, 'getState' | 'subscribe' | 'onNotice'> {
  set(next: WalletState): void;
  notify(notice: AppError): void;
  /** The visitor asked to disconnect: the next drop to `disconnected` is theirs, not the wallet's. */
  expectDisconnect(): void;
}

/** The state of a connection with no wallet: no account, no chain. */
export const disconnectedState = (): WalletState => ({
  status: 'disconnected',
  address: null,
  accounts: [],
  chainId: null,
  relay: null,
});

/**
 * Creates a {@link WalletStore} starting at `initial`; listeners hear only real changes. A connected wallet
 * that drops to `disconnected` on its own (locked, removed, session ended on the phone) raises
 * WALLET_DISCONNECTED, so the visitor knows why the account went away.
 */
export function createWalletStore(initial: WalletState): WalletStore {
  let state = initial;
  let disconnectExpected = false;
  const listeners = new Set<(state: WalletState) => void>();
  const noticeListeners = new Set<(notice: AppError) => void>();
  const notify = (notice: AppError) => {
    for (const listener of noticeListeners) listener(notice);
  };
  return {
    getState: () => state,
    set(next) {
      if (JSON.stringify(next) === JSON.stringify(state)) return;
      const dropped = state.status === 'connected' && next.status === 'disconnected';
      state = next;
      for (const listener of listeners) listener(state);
      if (dropped && !disconnectExpected) notify(new AppError('WALLET_DISCONNECTED'));
      if (dropped) disconnectExpected = false;
    },
    expectDisconnect() {
      disconnectExpected = true;
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    onNotice(listener) {
      noticeListeners.add(listener);
      return () => noticeListeners.delete(listener);
    },
    notify,
  };
}
