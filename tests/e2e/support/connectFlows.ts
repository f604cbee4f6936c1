import { expect, type Page } from '@playwright/test';
import type { InjectedWallet } from '../../fixtures/injectedWallet/installInjectedWallet.ts';
import {
  startTestWallet,
  type TestWallet,
  type TestWalletOptions,
} from '../../fixtures/walletconnect/startTestWallet.ts';
import { readE2eState } from './e2eState.ts';
import { openPanel } from './panel.ts';
import type { WalletLedger } from './test.ts';

/** The local anvil node of each chain, by chain id (wallets answer their own reads through it). */
export function nodeUrls(): Record<number, string> {
  return Object.fromEntries(readE2eState().chains.map((chain) => [chain.chainId, chain.nodeUrl]));
}

/**
 * A phone wallet (WalletKit in Node) on the local relay, holding `accounts` on every configured chain. The
 * methods the page proposes and the requests it sends are held to the read-only allowlist by `ledger`.
 */
export async function startPhoneWallet(
  ledger: WalletLedger,
  accounts: readonly string[],
  behaviour?: TestWalletOptions['behaviour'],
): Promise<TestWallet> {
  const wallet = await startTestWallet({
    relayUrl: readE2eState().relayUrl,
    accounts,
    chainIds: readE2eState().chains.map((chain) => chain.chainId),
    rpcUrls: nodeUrls(),
    ...(behaviour ? { behaviour } : {}),
  });
  ledger.track('phone wallet (requests)', () => wallet.requests);
  ledger.track('phone wallet (session proposal)', () => wallet.proposedMethods.map((method) => ({ method })));
  return wallet;
}

/** Opens the picker, chooses WalletConnect and hands the QR code's URI to the phone wallet; returns the URI. */
export async function pairPhoneWallet(page: Page, url: string, wallet: TestWallet): Promise<string> {
  await openPanel(page, url);
  await page.getByRole('button', { name: 'Connect wallet' }).click();
  await page.getByTestId('wallet-selector-walletconnect').click();
  const qr = page.getByTestId('wui-qr-code');
  await expect(qr).toHaveAttribute('uri', /^wc:/);
  const uri = (await qr.getAttribute('uri')) ?? '';
  await wallet.pair(uri);
  return uri;
}

/** Opens the picker and picks the injected browser wallet. */
export async function pickBrowserWallet(page: Page, url: string, wallet: InjectedWallet): Promise<void> {
  await openPanel(page, url);
  await page.getByRole('button', { name: 'Connect wallet' }).click();
  await page.getByTestId(`wallet-selector-${wallet.rdns}`).click();
}

/** Waits until the panel shows `address` as the connected account. */
export async function expectConnected(page: Page, address: string): Promise<void> {
  await expect(page.locator('.wallet-panel .badge', { hasText: 'Connected' })).toBeVisible();
  await expect(page.locator('.wallet-panel .account-address .mono')).toHaveText(address);
}
