import type { Page } from '@playwright/test';
import { BASE_ACCOUNT_POPUP, routeBaseAccountPopup } from '../../rig/baseAccount/routeBaseAccountPopup.ts';
import { worldAccounts } from '../../rig/chain/worldAccounts.ts';
import { seriousViolations } from '../../rig/e2e/axe.ts';
import { expectConnected, openWalletChooser, walletChooser } from '../../rig/e2e/connectFlows.ts';
import { entriesMentioning, loadBrowserStorage } from '../../rig/e2e/loadBrowserStorage.ts';
import { openPanel } from '../../rig/e2e/panel.ts';
import { expect, test } from '../../rig/e2e/test.ts';
import { watchWindowOpens } from '../../rig/e2e/windowOpens.ts';
import { TEST_CHAIN_IDS, TEST_CHAINS } from '../../rig/site/testSiteConfig.ts';
import english from '../../src/i18n/panel/en.ts';

const ALICE = worldAccounts.alice.address;
const panel = (page: Page) => page.locator('.wallet-panel');
const connectButton = (page: Page) => page.getByRole('button', { name: 'Connect wallet' });
const baseAccountOption = (page: Page) => walletChooser(page).getByRole('button', { name: /^Base Account/ });

/** Any host of Coinbase's or Base's: none may be reached before the visitor picks Base Account. */
const COINBASE_HOST = /^https?:\/\/([\w-]+\.)*(coinbase\.com|base\.org|base\.app|cbwallet\.com)(:\d+)?\//;
/** Coinbase's telemetry host, which the SDK reports to unless told not to: never reached. */
const TELEMETRY_HOST = /^https?:\/\/cca-lite\.coinbase\.com\//;
/** The chunk that carries Base Account's SDK. */
const BASE_ACCOUNT_CHUNK = /\/createBaseAccountConnection\.[\w-]+\.js$/;

/** Every URL any page of the test's browser context asks for, the popup's own included. */
function recordContextRequests(page: Page): string[] {
  const urls: string[] = [];
  page.context().on('request', (request) => {
    urls.push(request.method() === 'HEAD' ? `HEAD ${request.url()}` : request.url());
  });
  return urls;
}

/**
 * Waits until Base Account's code is in the page, ready for a pick: once the page has asked for its chunk, the test
 * imports it too, which settles only once the page's own import has run (one module, evaluated once).
 */
async function waitForBaseAccountCode(page: Page, urls: readonly string[]): Promise<void> {
  await expect.poll(() => urls.some((url) => BASE_ACCOUNT_CHUNK.test(url))).toBe(true);
  const chunk = urls.find((url) => BASE_ACCOUNT_CHUNK.test(url)) ?? '';
  await page.evaluate((url) => import(url).then(() => undefined), chunk);
}

/** Whether Base Account's SDK has been made: it keeps its settings in localStorage from then on. */
const sdkStored = (page: Page) =>
  page.evaluate(() => Object.keys(window.localStorage).some((key) => key.startsWith('base-acc-sdk')));

test('Base Account: offered, nothing from Coinbase before the pick, its popup opens in the click; the stand-in popup connects, the account shows, is restored on reload and forgotten on Disconnect', async ({
  page,
  siteUrl,
}) => {
  const popup = await routeBaseAccountPopup(page.context(), { accounts: [ALICE], chainIds: TEST_CHAIN_IDS });
  const opens = await watchWindowOpens(page);
  const urls = recordContextRequests(page);
  await openPanel(page, siteUrl);
  await openWalletChooser(page);
  await expect(baseAccountOption(page)).toBeVisible();
  await expect.poll(() => seriousViolations(page)).toEqual([]);
  expect(
    urls.filter((url) => BASE_ACCOUNT_CHUNK.test(url)),
    'its code waits for intent',
  ).toEqual([]);

  // Pointing at it brings its code; the SDK is made only at the pick: nothing stored, nothing from Coinbase.
  await baseAccountOption(page).hover();
  await waitForBaseAccountCode(page, urls);
  expect(
    urls.filter((url) => COINBASE_HOST.test(url)),
    'before the pick',
  ).toEqual([]);
  expect(
    urls.filter((url) => url.startsWith('HEAD ')),
    'the SDK is not made before the pick',
  ).toEqual([]);
  expect(await sdkStored(page)).toBe(false);

  const opened = page.waitForEvent('popup');
  await baseAccountOption(page).click();
  await opened;
  const [open] = await opens();
  expect(open?.url).toMatch(/^https:\/\/keys\.coinbase\.com\/connect\?/);
  expect(open?.inClick, 'the popup opens inside the click, as Safari requires').toBe(true);

  await expectConnected(page, ALICE);
  await expect(walletChooser(page)).toBeHidden();
  await expect(panel(page).locator('.badge', { hasText: TEST_CHAINS.ethereum.name })).toBeVisible();
  // Read-only: the SDK asked the popup for a connection with no capability to sign anything, nothing more.
  expect(popup.methods()).toEqual(['handshake', 'wallet_connect']);
  const connect = popup.reports.find(
    (entry) => entry.kind === 'request' && entry.method === 'wallet_connect',
  );
  expect(connect).toMatchObject({ params: [{ capabilities: {} }] });
  const config = popup.reports.find((entry) => entry.kind === 'config');
  expect(config?.kind === 'config' && config.data.preference).toMatchObject({ telemetry: false });

  await page.reload();
  await expectConnected(page, ALICE);
  expect(popup.urls, 'a stored session needs no popup').toHaveLength(1);

  await panel(page).getByRole('button', { name: 'Disconnect' }).click();
  await expect(connectButton(page)).toBeVisible();
  await expect.poll(async () => entriesMentioning(await loadBrowserStorage(page), ALICE)).toEqual([]);

  expect(
    urls.filter((url) => TELEMETRY_HOST.test(url)),
    'never a telemetry host',
  ).toEqual([]);
  expect(
    urls.filter((url) => COINBASE_HOST.test(url) && !BASE_ACCOUNT_POPUP.test(url)),
    'no Coinbase host but the popup',
  ).toEqual([]);
  expect(
    urls.filter((url) => /\.wallet\.example\//.test(url)),
    'no read through the wallet',
  ).toEqual([]);
});

test('Base Account: a popup closed without connecting leaves the page as it was, with the decline said', async ({
  page,
  siteUrl,
}) => {
  await page.context().route(BASE_ACCOUNT_POPUP, (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: `<!doctype html><script>opener.postMessage({ event: 'PopupUnload', id: 'x' }, '*'); close();</script>`,
    }),
  );
  await openPanel(page, siteUrl);
  await openWalletChooser(page);
  const urls = recordContextRequests(page);
  await baseAccountOption(page).hover();
  await waitForBaseAccountCode(page, urls);
  await baseAccountOption(page).click();
  await expect(walletChooser(page)).toBeHidden();
  await expect(panel(page).getByRole('alert')).toHaveText(english.errors.WALLET_REJECTED);
  await expect(connectButton(page)).toBeVisible();
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('Base Account is offered, its code comes after the likely connector, and a tap opens its popup in the tap', async ({
    page,
    siteUrl,
  }) => {
    await routeBaseAccountPopup(page.context(), { accounts: [ALICE], chainIds: TEST_CHAIN_IDS });
    const opens = await watchWindowOpens(page);
    const urls = recordContextRequests(page);
    await page.goto(siteUrl);
    await connectButton(page).tap();
    await expect(baseAccountOption(page)).toBeVisible();
    // No pointer rests on a phone: the code comes once WalletConnect's pairing is ready, without a touch on it.
    await waitForBaseAccountCode(page, urls);
    expect(urls.filter((url) => COINBASE_HOST.test(url))).toEqual([]);
    const opened = page.waitForEvent('popup');
    await baseAccountOption(page).tap();
    await opened;
    expect(await opens()).toEqual([{ url: expect.stringMatching(BASE_ACCOUNT_POPUP), inClick: true }]);
    await expectConnected(page, ALICE);
  });
});
