import type { Eip1193Provider } from './guardReadOnly.ts';
import type { Announcement } from './parseAnnouncement.ts';

/** The id under which the page lists `window.ethereum` when no wallet announced itself (EIP-6963). */
export const LEGACY_WALLET_ID = 'window.ethereum';

/**
 * The flags an injected provider sets, and the wallet each names. Most wallets also set `isMetaMask` for old
 * pages' sake, so the specific flags come first and MetaMask's last.
 */
const WALLET_FLAGS: readonly (readonly [flag: string, name: string])[] = [
  ['isRabby', 'Rabby'],
  ['isBraveWallet', 'Brave Wallet'],
  ['isTrust', 'Trust Wallet'],
  ['isOkxWallet', 'OKX Wallet'],
  ['isOKExWallet', 'OKX Wallet'],
  ['isTokenPocket', 'TokenPocket'],
  ['isBitKeep', 'Bitget Wallet'],
  ['isCoinbaseWallet', 'Coinbase Wallet'],
  ['isCoinbaseBrowser', 'Coinbase Wallet'],
  ['isPhantom', 'Phantom'],
  ['isZerion', 'Zerion'],
  ['isRainbow', 'Rainbow'],
  ['isImToken', 'imToken'],
  ['isMetaMask', 'MetaMask'],
];

/**
 * The wallet a page's `window.ethereum` is, as the page lists a wallet that did not announce itself (an older
 * extension, or a wallet app's in-app browser that injects only that): named from its flags where they are
 * known, else `unnamed` (the page's "Browser wallet"); null when there is no provider that can be asked. Reading
 * a hostile provider's flags cannot break the page: any throw means no wallet.
 */
export function readLegacyWallet(page: Window, unnamed: string): Announcement | null {
  try {
    const provider = (page as { ethereum?: unknown }).ethereum as Record<string, unknown> | undefined;
    if (typeof provider?.request !== 'function') return null;
    const named = WALLET_FLAGS.find(([flag]) => provider[flag] === true);
    return {
      uuid: LEGACY_WALLET_ID,
      name: named?.[1] ?? unnamed,
      icon: null,
      rdns: '',
      provider: provider as unknown as Eip1193Provider,
    };
  } catch {
    return null;
  }
}
