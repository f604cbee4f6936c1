import { expect, type Locator, type Page } from '@playwright/test';
import {
  type InjectedWallet,
  type InjectedWalletOptions,
  installInjectedWallet,
} from '../injectedWallet/installInjectedWallet.ts';
import { TEST_CHAINS } from '../site/testSiteConfig.ts';
import { decodeQrCode } from '../walletconnect/decodeQrCode.ts';
import {
  startTestWallet,
  type TestWallet,
  type TestWalletOptions,
} from '../walletconnect/startTestWallet.ts';
import { loadE2eState } from './e2eState.ts';
import { openPanel } from './panel.ts';
import type { WalletLedger } from './test.ts';

/** The local anvil node of each chain, by chain id (wallets answer their own reads through it). */
export function nodeUrls(): Record<number, string> {
  return Object.fromEntries(loadE2eState().chains.map((chain) => [chain.chainId, chain.nodeUrl]));
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
    relayUrl: loadE2eState().relayUrl,
    accounts,
    chainIds: loadE2eState().chains.map((chain) => chain.chainId),
    rpcUrls: nodeUrls(),
    ...(behaviour ? { behaviour } : {}),
  });
  ledger.track('phone wallet (requests)', () => wallet.requests);
  ledger.track('phone wallet (session proposal)', () => wallet.proposedMethods.map((method) => ({ method })));
  return wallet;
}

/**
 * A browser wallet (EIP-6963) in the page, holding `accounts` and on Ethereum unless `options` say otherwise;
 * the requests the page sends it are held to the read-only allowlist by `ledger`.
 */
export async function installBrowserWallet(
  page: Page,
  ledger: WalletLedger,
  accounts: string[],
  options: Partial<Omit<InjectedWalletOptions, 'accounts'>> = {},
): Promise<InjectedWallet> {
  const wallet = await installInjectedWallet(page, {
    accounts,
    chainId: TEST_CHAINS.ethereum.id,
    rpcUrls: nodeUrls(),
    ...options,
  });
  ledger.track(`browser wallet ${wallet.name}`, () => wallet.requests);
  return wallet;
}

/** The page's wallet chooser, the dialog Connect opens. */
export function walletChooser(page: Page): Locator {
  return page.getByRole('dialog', { name: 'Connect a wallet' });
}

/** Presses Connect (or Try again) and waits for the wallet chooser. */
export async function openWalletChooser(page: Page, button = 'Connect wallet'): Promise<Locator> {
  await page.locator('.wallet-panel').getByRole('button', { name: button }).click();
  const chooser = walletChooser(page);
  await expect(chooser).toBeVisible();
  return chooser;
}

/** Opens the chooser and picks "Scan a QR code" (WalletConnect, on a desktop); returns the chooser. */
export async function chooseQrCode(page: Page): Promise<Locator> {
  const chooser = await openWalletChooser(page);
  await chooser.getByRole('button', { name: /^Scan a QR code/ }).click();
  return chooser;
}

/** The page's own WalletConnect QR code, inside its chooser. */
export function pairingQr(page: Page): Locator {
  return walletChooser(page).getByRole('img', {
    name: 'QR code to connect a phone wallet with WalletConnect',
  });
}

/** Waits for the page's QR code and reads the pairing URI from its pixels, as a phone's camera does. */
export async function scanPairingQr(page: Page): Promise<string> {
  const qr = pairingQr(page);
  await expect(qr).toBeVisible();
  const uri = decodeQrCode(await qr.screenshot({ animations: 'disabled' }));
  expect(uri, 'the QR code carries a pairing URI').toMatch(/^wc:[0-9a-f]{64}@2\?/);
  return uri ?? '';
}

/**
 * Opens the chooser, picks "Scan a QR code", scans the page's QR code and hands its URI to the phone wallet;
 * returns the URI.
 */
export async function pairPhoneWallet(page: Page, url: string, wallet: TestWallet): Promise<string> {
  await openPanel(page, url);
  await chooseQrCode(page);
  const uri = await scanPairingQr(page);
  await wallet.pair(uri);
  return uri;
}

/** Opens the chooser and picks the injected browser wallet. */
export async function pickBrowserWallet(page: Page, url: string, wallet: InjectedWallet): Promise<void> {
  await openPanel(page, url);
  const chooser = await openWalletChooser(page);
  await chooser.getByRole('button', { name: new RegExp(`^${wallet.name}`) }).click();
}

/** Waits until the panel shows `address` as the connected account. */
export async function expectConnected(page: Page, address: string): Promise<void> {
  await expect(page.locator('.wallet-panel .badge', { hasText: 'Connected' })).toBeVisible();
  await expect(page.locator('.wallet-panel .account-address .mono')).toHaveText(address);
}
