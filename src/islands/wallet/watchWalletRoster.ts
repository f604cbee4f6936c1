import { type AnnouncedWallet, discoverInjectedWallets } from './discoverInjectedWallets.ts';

/** localStorage key remembering which browser wallet was connected, to restore it on reload. */
export const CONNECTED_WALLET_KEY = 'wallet-panel:injected';

/** The wallets announced in the page so far. */
export interface WalletRoster {
  /** The wallet with this id, waiting a moment for its announcement if it has not come yet; null if it never does. */
  find(walletId: string): Promise<AnnouncedWallet | null>;
}

/**
 * Starts listening to EIP-6963 announcements. When the wallet connected on a previous visit announces itself,
 * `restore` runs (once; it returns false to decline, or a promise). Resolves when that restore has settled, or
 * after `waitMs` if that wallet does not announce itself (at once when none was remembered).
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
    discoverInjectedWallets((found) => {
      wallets = found;
      for (const listener of announced) listener();
      const match = found.find((wallet) => (wallet.rdns || wallet.name) === remembered);
      const restoring = match ? restore(match) : false;
      if (restoring === false) return;
      clearTimeout(timer);
      void restoring.finally(resolve);
    });
  });
  return {
    find: (walletId) =>
      new Promise((resolve) => {
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
