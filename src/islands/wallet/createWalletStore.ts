import type { AppError } from '../../lib/errors/AppError.ts';
import type { WalletConnection, WalletState } from './walletConnectionTypes.ts';

/** The state holder both wallet connections share: current state, its listeners, and notices. */
export interface WalletStore extends Pick<WalletConnection, 'getState' | 'subscribe' | 'onNotice'> {
  set(next: WalletState): void;
  notify(notice: AppError): void;
}

/** Creates a {@link WalletStore} starting at `initial`; listeners hear only real changes. */
export function createWalletStore(initial: WalletState): WalletStore {
  let state = initial;
  const listeners = new Set<(state: WalletState) => void>();
  const noticeListeners = new Set<(notice: AppError) => void>();
  return {
    getState: () => state,
    set(next) {
      if (JSON.stringify(next) === JSON.stringify(state)) return;
      state = next;
      for (const listener of listeners) listener(state);
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    onNotice(listener) {
      noticeListeners.add(listener);
      return () => noticeListeners.delete(listener);
    },
    notify(notice) {
      for (const listener of noticeListeners) listener(notice);
    },
  };
}
