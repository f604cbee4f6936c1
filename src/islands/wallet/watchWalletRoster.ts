import { LEGACY_WALLET_ID } from '../../lib/wallet/readLegacyWallet.ts';
import {
  type AnnouncedWallet,
  discoverInjectedWallets,
  findLegacyWallet,
} from './discoverInjectedWallets.ts';

/** localStorage key remembering which browser wallet was connected, to restore it on reload. */
export const CONNECTED_WALLET_KEY = 'wallet-panel:injected';

/** The wallets announced in the page so far, and `window.ethereum` under the chooser's id for it. */
export interface WalletRoster {
  /** The wallet with this id, waiting a moment for its announcement if it has not come yet; null if it never does. */
  find(walletId: string): Promise<AnnouncedWallet | null>;
}

/**
 * Starts listening to EIP-6963 announcements. When the wallet connected on a previous visit announces itself (or,
 * for `window.ethereum` connected as the chooser listed it, is still there), `restore` runs (once; it returns
 * false to decline, or a promise). Resolves when that restore has settled, or after `waitMs` if that wallet does
 * not announce itself (at once when none was remembered).
 */
export async function watchWalletRoster(
  waitMs: number,
  restore: (wallet: AnnouncedWallet) => Promise<unknown> | false,
): Promise<WalletRoster> {
  let wallets: AnnouncedWallet[] = [];
  const announced = new Set<() => void>();
  const remembered = window.localStorage.getItem(CONNECTED_WALLET_KEY);
  await new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, remembered ? waitMs : 0);
    const tryRestore = (match: AnnouncedWallet | null | undefined) => {
      const restoring = match ? restore(match) : false;
      if (restoring === false) return;
      clearTimeout(timer);
      void restoring.finally(resolve);
    };
    discoverInjectedWallets((found) => {
      wallets = found;
      for (const listener of announced) listener();
      tryRestore(found.find((wallet) => (wallet.rdns || wallet.name) === remembered));
    });
    if (remembered === LEGACY_WALLET_ID) tryRestore(findLegacyWallet());
  });
  return {
    find: (walletId) =>
      new Promise((resolve) => {
        if (walletId === LEGACY_WALLET_ID) return resolve(findLegacyWallet());
        const lookup = () => wallets.find((wallet) => wallet.uuid === walletId);
        const found = lookup();
        if (found) return resolve(found);
        const onAnnounce = () => {
          const wallet = lookup();
          if (!wallet) return;
          clearTimeout(timer);
          announced.delete(onAnnounce);
          resolve(wallet);
        };
        const timer = setTimeout(() => {
          announced.delete(onAnnounce);
          resolve(null);
        }, waitMs);
        announced.add(onAnnounce);
      }),
  };
}
