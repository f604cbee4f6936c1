import { describe, expect, it } from 'vitest';
import { LEGACY_WALLET_ID, readLegacyWallet } from './readLegacyWallet.ts';

const request = async () => null;
/** A window whose `ethereum` is `provider`. */
const pageWith = (provider: unknown) => ({ ethereum: provider }) as unknown as Window;
const nameOf = (flags: Record<string, unknown>) =>
  readLegacyWallet(pageWith({ request, ...flags }), 'Browser wallet')?.name;

describe('readLegacyWallet', () => {
  it('lists window.ethereum under its own id, with no icon, its provider as it is', () => {
    const provider = { request, isMetaMask: true };
    expect(readLegacyWallet(pageWith(provider), 'Browser wallet')).toEqual({
      uuid: LEGACY_WALLET_ID,
      name: 'MetaMask',
      icon: null,
      rdns: '',
      provider,
    });
  });

  it('names the wallet from its own flag before the MetaMask flag most wallets also set', () => {
    expect(nameOf({ isTrust: true, isMetaMask: true })).toBe('Trust Wallet');
    expect(nameOf({ isRabby: true, isMetaMask: true })).toBe('Rabby');
    expect(nameOf({ isBraveWallet: true, isMetaMask: true })).toBe('Brave Wallet');
    expect(nameOf({ isTokenPocket: true, isMetaMask: true })).toBe('TokenPocket');
    expect(nameOf({ isOkxWallet: true })).toBe('OKX Wallet');
    expect(nameOf({ isBitKeep: true, isMetaMask: true })).toBe('Bitget Wallet');
    expect(nameOf({ isCoinbaseWallet: true })).toBe('Coinbase Wallet');
    expect(nameOf({ isCoinbaseBrowser: true })).toBe('Coinbase Wallet');
  });

  it('calls a wallet with no known flag by the page’s own words, as a flag that is not true', () => {
    expect(nameOf({})).toBe('Browser wallet');
    expect(nameOf({ isMetaMask: 'yes', isUnknownWallet: true })).toBe('Browser wallet');
  });

  it('finds no wallet without a provider that can be asked, or behind a provider that throws', () => {
    expect(readLegacyWallet({} as Window, 'Browser wallet')).toBeNull();
    expect(readLegacyWallet(pageWith({ request: 'no' }), 'Browser wallet')).toBeNull();
    expect(readLegacyWallet(pageWith(null), 'Browser wallet')).toBeNull();
    const hostile = new Proxy(
      {},
      {
        get() {
          throw new Error('no reading me');
        },
      },
    );
    expect(readLegacyWallet(pageWith(hostile), 'Browser wallet')).toBeNull();
  });
});
