import type { Page } from '@playwright/test';
import { worldAccounts } from '../../rig/chain/worldAccounts.ts';
import {
  chooseQrCode,
  expectConnected,
  installBrowserWallet,
  openWalletChooser,
  pairPhoneWallet,
  pickBrowserWallet,
  startPhoneWallet,
} from '../../rig/e2e/connectFlows.ts';
import { loadE2eState } from '../../rig/e2e/e2eState.ts';
import { runClockUntil } from '../../rig/e2e/pageClock.ts';
import { chainCard, holdingRow, openPanel } from '../../rig/e2e/panel.ts';
import { expect, RUNS_ALONE, test } from '../../rig/e2e/test.ts';
import { setRpcFault } from '../../rig/e2e/testControl.ts';
import type { PageTraffic } from '../../rig/e2e/walletPage.ts';
import { TEST_CHAINS, testSiteConfigInput } from '../../rig/site/testSiteConfig.ts';
import english from '../../src/i18n/panel/en.ts';
import { resolveSiteConfig } from '../../src/lib/config/resolveSiteConfig.ts';
import { contactedOrigins } from '../../src/lib/headers/contactedOrigins.ts';

const { ethereum, optimism, base } = TEST_CHAINS;

const ALICE = worldAccounts.alice.address;
const BOB = worldAccounts.bob.address;

/** Telemetry, identity and default-RPC hosts of the wallet libraries: never contacted, not even tried. */
const FORBIDDEN = [
  /pulse\.walletconnect\./,
  /rpc\.walletconnect\./,
  /secure\.walletconnect\./,
  /fonts\.reown\.com/,
  /sentry\.io/,
  /coinbase\.com/,
  /cloudflare-eth\.com/,
  /infura\.io/,
  /alchemy(api)?\.io/,
];

/** The hosts a page built with the e2e environment may contact, from the same function the CSP is made of. */
function allowedHosts(): Set<string> {
  const state = loadE2eState();
  const env = Object.fromEntries(
    state.chains.map((chain) => [`PUBLIC_RPC_URLS_${chain.chainId}`, chain.proxyUrl]),
  );
  const config = resolveSiteConfig(testSiteConfigInput, {
    ...env,
    PUBLIC_WALLETCONNECT_PROJECT_ID: '0'.repeat(32),
  });
  const origins = contactedOrigins(config);
  return new Set(
    [
      state.siteUrl,
      state.noProjectSiteUrl,
      ...origins.rpc.flatMap((chain) => chain.origins),
      ...origins.avatars,
      ...Object.values(origins.walletConnect ?? {}),
    ].map((origin) => new URL(origin).host),
  );
}

/** The hosts of the URLs a page opened (data: and blob: URLs never leave the page). */
const hostsOf = (urls: readonly string[]) =>
  [...new Set(urls.filter((url) => /^(https?|wss?):/.test(url)).map((url) => new URL(url).host))].sort();

const contactedPerFlow = new Map<string, string[]>();

/** Checks a flow's traffic against the allowed hosts and records it for the summary. */
function checkHosts(flow: string, traffic: PageTraffic) {
  const hosts = hostsOf(traffic.urls);
  contactedPerFlow.set(flow, hosts);
  const allowed = allowedHosts();
  expect(
    hosts.filter((host) => !allowed.has(host)),
    `hosts outside the site, its RPC endpoints, avatar hosts and WalletConnect (${flow})`,
  ).toEqual([]);
  expect(hosts.filter((host) => FORBIDDEN.some((pattern) => pattern.test(host)))).toEqual([]);
}

const connectButton = (page: Page) => page.getByRole('button', { name: 'Connect wallet' });

test.describe('hosts contacted, per flow', () => {
  // In order, in one worker, so that the summary below lists every flow of that worker.
  test.describe.configure({ mode: 'default' });

  test.afterAll(() => {
    const width = Math.max(...[...contactedPerFlow.keys()].map((flow) => flow.length));
    const state = loadE2eState();
    const roles = new Map<string, string>([
      [new URL(state.siteUrl).host, 'the site'],
      [new URL(state.noProjectSiteUrl).host, 'the site'],
      ...state.chains.map((chain): [string, string] => [
        new URL(chain.proxyUrl).host,
        `RPC of chain ${chain.chainId}`,
      ]),
    ]);
    const lines = [...contactedPerFlow].map(
      ([flow, hosts]) =>
        `  ${flow.padEnd(width)}  ${hosts.map((host) => roles.get(host) ?? host).join(', ')}`,
    );
    console.log(`\nHosts contacted per flow:\n${lines.join('\n')}\n`);
  });

  test('watch mode', async ({ page, siteUrl, thirdParties }) => {
    await page.goto(`${siteUrl}/?address=alice.eth`);
    await expect(holdingRow(chainCard(page, ethereum.name), 'TUSD').locator('.holding-amount')).toHaveText(
      '1,000,000.123456',
    );
    await expect(page.locator('.account-avatar img')).toBeVisible();
    checkHosts('watch mode', thirdParties);
  });

  test('extension wallet: connect, switch network, disconnect', async ({
    page,
    siteUrl,
    walletLedger,
    thirdParties,
  }) => {
    const wallet = await installBrowserWallet(page, walletLedger, [ALICE]);
    await pickBrowserWallet(page, siteUrl, wallet);
    await expectConnected(page, ALICE);
    await page.getByLabel('Wallet network').selectOption({ label: base.name });
    await expect(page.locator('.wallet-panel .badge', { hasText: base.name })).toBeVisible();
    await page.getByRole('button', { name: 'Disconnect' }).click();
    await expect(connectButton(page)).toBeVisible();
    checkHosts('extension connect', thirdParties);
  });

  test('QR connect, account change, the phone ends the session', async ({
    page,
    siteUrl,
    walletLedger,
    thirdParties,
  }) => {
    const wallet = await startPhoneWallet(walletLedger, [ALICE, BOB]);
    try {
      await pairPhoneWallet(page, siteUrl, wallet);
      await expectConnected(page, ALICE);
      await wallet.changeAccount(BOB);
      await expectConnected(page, BOB);
      await wallet.disconnect();
      await expect(connectButton(page)).toBeVisible();
      checkHosts('QR connect', thirdParties);
      expect(hostsOf(thirdParties.urls), 'the page draws its own QR code: no wallet registry').not.toContain(
        'api.web3modal.org',
      );
    } finally {
      await wallet.stop();
    }
  });

  test('All wallets: the wallet registry, only once it is chosen', async ({
    page,
    siteUrl,
    thirdParties,
  }) => {
    await openPanel(page, siteUrl);
    const chooser = await openWalletChooser(page);
    await chooser.getByRole('button', { name: /^Scan a QR code/ }).hover();
    expect(hostsOf(thirdParties.urls)).not.toContain('api.web3modal.org');
    await chooser.getByRole('button', { name: /^All wallets/ }).click();
    await expect(page.locator('[data-testid^="wallet-search-item-"]').first()).toBeVisible();
    checkHosts('All wallets', thirdParties);
    expect(hostsOf(thirdParties.urls)).toContain('api.web3modal.org');
  });

  // A failing chain is an RPC fault every page would read: this flow runs alone (and has its own summary).
  test.describe('no relay reachable', { tag: RUNS_ALONE }, () => {
    test.use({ thirdPartyOptions: { relay: false } });

    test('errors: a declined connection, a failing chain, an unreachable relay', async ({
      page,
      siteUrl,
      walletLedger,
      thirdParties,
    }) => {
      const wallet = await installBrowserWallet(page, walletLedger, [ALICE], { rejectConnection: true });
      await setRpcFault(base.id, 'http503');
      await page.clock.install();
      await pickBrowserWallet(page, siteUrl, wallet);
      await expect(page.getByRole('alert')).toHaveText(english.errors.WALLET_REJECTED);
      const chooser = await chooseQrCode(page);
      // Asking for a pairing starts the watchdog, then opens the relay socket: only then does the clock run.
      await expect
        .poll(() => thirdParties.urls.some((url) => url.startsWith('wss://relay.walletconnect.')))
        .toBe(true);
      const alert = chooser.getByRole('alert');
      await runClockUntil(
        page,
        () => expect(alert).toContainText(english.errors.WALLET_RELAY_UNREACHABLE, { timeout: 100 }),
        { limitMs: 10_000 },
      );
      await page.keyboard.press('Escape');
      await page.getByLabel('Address or ENS name').fill(ALICE);
      await page.getByLabel('Address or ENS name').press('Enter');
      await expect(chainCard(page, base.name).getByRole('alert')).toContainText(
        english.errors.RPC_SERVER_ERROR,
      );
      checkHosts('errors', thirdParties);
    });
  });

  test('no project ID: extension connect', async ({ page, walletLedger, thirdParties }) => {
    await installBrowserWallet(page, walletLedger, [ALICE]);
    await openPanel(page, loadE2eState().noProjectSiteUrl);
    const chooser = await openWalletChooser(page);
    await chooser.getByRole('button', { name: /^Test Wallet/ }).click();
    await expectConnected(page, ALICE);
    await expect(holdingRow(chainCard(page, optimism.name), 'DUST').locator('.holding-amount')).toHaveText(
      '< 0.000001',
    );
    await expect(page.locator('.account-avatar img')).toBeVisible();
    // The image box shows before its request is on its way: wait for the request, not the box.
    await expect
      .poll(() => hostsOf(thirdParties.urls).filter((host) => !host.startsWith('127.0.0.1')))
      .toEqual(['euc.li']);
    checkHosts('no project ID', thirdParties);
  });
});
