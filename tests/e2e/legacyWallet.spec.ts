import type { Page } from '@playwright/test';
import { worldAccounts } from '../../rig/chain/worldAccounts.ts';
import { seriousViolations } from '../../rig/e2e/axe.ts';
import {
  expectConnected,
  installBrowserWallet,
  openWalletChooser,
  walletChooser,
} from '../../rig/e2e/connectFlows.ts';
import { openPanel } from '../../rig/e2e/panel.ts';
import { expect, test } from '../../rig/e2e/test.ts';
import { TEST_CHAINS } from '../../rig/site/testSiteConfig.ts';

const ALICE = worldAccounts.alice.address;
const panel = (page: Page) => page.locator('.wallet-panel');
const connectButton = (page: Page) => page.getByRole('button', { name: 'Connect wallet' });
/** The wallets the chooser lists as in the browser. */
const listedWallets = (page: Page) => walletChooser(page).locator('[data-chooser-wallet] .chooser-name');

test.describe('a phone wallet’s in-app browser that only injects window.ethereum', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('is offered by the name its flags give, connects in a tap and shows the account', async ({
    page,
    siteUrl,
    walletLedger,
  }) => {
    await installBrowserWallet(page, walletLedger, [ALICE], {
      transport: 'window.ethereum',
      flags: { isTrust: true, isMetaMask: true },
    });
    await page.goto(siteUrl);
    await connectButton(page).tap();
    const chooser = walletChooser(page);
    await expect(listedWallets(page)).toHaveText(['Trust Wallet']);
    await expect.poll(() => seriousViolations(page)).toEqual([]);
    await chooser.getByRole('button', { name: /^Trust Wallet/ }).tap();
    await expectConnected(page, ALICE);
    await expect(chooser).toBeHidden();
  });
});

test('a desktop with an older extension that only sets window.ethereum: offered, connects, restored on reload, disconnects', async ({
  page,
  siteUrl,
  walletLedger,
}) => {
  const wallet = await installBrowserWallet(page, walletLedger, [ALICE], {
    transport: 'window.ethereum',
    flags: { isMetaMask: true },
  });
  await openPanel(page, siteUrl);
  const chooser = await openWalletChooser(page);
  await expect(listedWallets(page)).toHaveText(['MetaMask']);
  await chooser.getByRole('button', { name: /^MetaMask/ }).click();
  await expectConnected(page, ALICE);
  await expect(panel(page).locator('.badge', { hasText: TEST_CHAINS.ethereum.name })).toBeVisible();

  const asked = wallet.requests.length;
  await page.reload();
  await expectConnected(page, ALICE);
  expect(wallet.requests.slice(asked).map((request) => request.method)).not.toContain('eth_requestAccounts');

  await panel(page).getByRole('button', { name: 'Disconnect' }).click();
  await expect(connectButton(page)).toBeVisible();
});

test('a wallet with no flag the page knows is a "Browser wallet"', async ({
  page,
  siteUrl,
  walletLedger,
}) => {
  await installBrowserWallet(page, walletLedger, [ALICE], { transport: 'window.ethereum' });
  await openPanel(page, siteUrl);
  const chooser = await openWalletChooser(page);
  await expect(listedWallets(page)).toHaveText(['Browser wallet']);
  await chooser.getByRole('button', { name: /^Browser wallet/ }).click();
  await expectConnected(page, ALICE);
});

test('a wallet that both announces itself and is window.ethereum is offered once, by its announced name', async ({
  page,
  siteUrl,
  walletLedger,
}) => {
  await installBrowserWallet(page, walletLedger, [ALICE], {
    name: 'Both Ways Wallet',
    transport: 'both',
    flags: { isMetaMask: true },
  });
  await openPanel(page, siteUrl);
  const chooser = await openWalletChooser(page);
  await expect(listedWallets(page)).toHaveText(['Both Ways Wallet']);
  await chooser.getByRole('button', { name: /^Both Ways Wallet/ }).click();
  await expectConnected(page, ALICE);
});
