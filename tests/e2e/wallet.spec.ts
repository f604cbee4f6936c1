import type { Page } from '@playwright/test';
import { worldAccounts } from '../../rig/chain/testWorld.ts';
import { modalTextFonts } from '../../rig/e2e/appKitFonts.ts';
import { seriousViolations } from '../../rig/e2e/axe.ts';
import {
  chooseQrCode,
  expectConnected,
  installBrowserWallet,
  openWalletChooser,
  pairPhoneWallet,
  pickBrowserWallet,
  startPhoneWallet,
  walletChooser,
} from '../../rig/e2e/connectFlows.ts';
import { loadE2eState } from '../../rig/e2e/e2eState.ts';
import { entriesMentioning, loadBrowserStorage } from '../../rig/e2e/loadBrowserStorage.ts';
import { pageNow, runClockUntil } from '../../rig/e2e/pageClock.ts';
import { chainCard, holdingRow, openPanel } from '../../rig/e2e/panel.ts';
import { expect, type PageRecord, test } from '../../rig/e2e/test.ts';
import { TEST_CHAINS } from '../../rig/site/testSiteConfig.ts';
import { decodeQrCode } from '../../rig/walletconnect/decodeQrCode.ts';
import type { TestWallet } from '../../rig/walletconnect/startTestWallet.ts';
import { PICKER_READY_TIMEOUT_MS } from '../../src/islands/wallet/pickerReadyTimeout.ts';
import { RELAY_TIMEOUT_MS } from '../../src/islands/wallet/walletconnect/startPairing.ts';
import { errorMessages } from '../../src/lib/errors/errorCodes.ts';

const { ethereum, optimism, base } = TEST_CHAINS;

const ALICE = worldAccounts.alice.address;
const BOB = worldAccounts.bob.address;

const panel = (page: Page) => page.locator('.wallet-panel');

/** The production relay socket WalletConnect opens once it is asked for a pairing. */
const RELAY_SOCKET = /^wss:\/\/relay\.walletconnect\.(org|com)\//;

/** Waits until neither localStorage nor IndexedDB mentions any of `traces`, nor keeps a panel flag. */
async function expectNothingStoredOf(page: Page, traces: readonly string[]) {
  await expect
    .poll(async () => {
      const left = await loadBrowserStorage(page);
      return [
        ...traces.flatMap((trace) => entriesMentioning(left, trace)),
        ...Object.keys(left.localStorage).filter((key) => key.startsWith('wallet-panel:')),
      ];
    })
    .toEqual([]);
}
const connectButton = (page: Page) => page.getByRole('button', { name: 'Connect wallet' });

test.describe('WalletConnect QR flow', () => {
  let wallet: TestWallet;
  test.beforeEach(async ({ walletLedger }) => {
    wallet = await startPhoneWallet(walletLedger, [ALICE]);
  });
  test.afterEach(async () => {
    await wallet.stop();
  });

  test('scan the QR code, approve in the phone wallet, stay connected on reload, end from the wallet, nothing kept', async ({
    page,
    siteUrl,
  }) => {
    await openPanel(page, siteUrl);
    await chooseQrCode(page);
    await expect(walletChooser(page)).toBeHidden();
    const qr = page.getByTestId('wui-qr-code');
    await expect(qr).toHaveAttribute('uri', /^wc:/);
    const uri = decodeQrCode(await qr.screenshot({ animations: 'disabled' }));
    expect(uri).toBe(await qr.getAttribute('uri'));
    await wallet.pair(uri ?? '');
    await wallet.waitForSession();
    await expectConnected(page, ALICE);
    await expect(holdingRow(chainCard(page, ethereum.name), 'TUSD').locator('.holding-amount')).toHaveText(
      '1,000,000.123456',
    );
    await expect(page.getByTestId('w3m-modal-card')).toBeHidden();
    await expect.poll(() => seriousViolations(page)).toEqual([]);

    await page.reload();
    await expectConnected(page, ALICE);
    await expect(page.getByTestId('w3m-modal-card')).toBeHidden();

    const sessionTopics = wallet.sessions.map((session) => session.topic);
    expect(sessionTopics).toHaveLength(1);
    await wallet.disconnect();
    await expect(connectButton(page)).toBeVisible();
    await expectNothingStoredOf(page, [ALICE, ...sessionTopics]);
  });

  test('Disconnect removes the session from the browser: localStorage and IndexedDB keep nothing of it', async ({
    page,
    siteUrl,
  }) => {
    const uri = await pairPhoneWallet(page, siteUrl, wallet);
    const pairingTopic = /^wc:([0-9a-f]+)@/.exec(uri)?.[1] ?? 'no topic';
    await expectConnected(page, ALICE);
    const connected = await loadBrowserStorage(page);
    expect(entriesMentioning(connected, ALICE), 'the session is stored while connected').not.toEqual([]);
    expect(connected.localStorage['wallet-panel:session']).toBeDefined();

    const sessionTopics = wallet.sessions.map((session) => session.topic);
    await panel(page).getByRole('button', { name: 'Disconnect' }).click();
    await expect(connectButton(page)).toBeVisible();
    await expectNothingStoredOf(page, [ALICE, pairingTopic, ...sessionTopics]);
  });

  test('a phone wallet that declines leaves the page idle with a short notice', async ({
    page,
    siteUrl,
    walletLedger,
  }) => {
    await wallet.stop();
    wallet = await startPhoneWallet(walletLedger, [ALICE], { rejectProposal: true });
    await pairPhoneWallet(page, siteUrl, wallet);
    await expect(panel(page).getByRole('alert')).toHaveText(errorMessages.WALLET_REJECTED);
    await expect(page.getByTestId('w3m-modal-card')).toBeHidden();
    await expect(connectButton(page)).toBeVisible();
  });
});

test('browser wallet: connect, switch account, switch chain, leave an unsupported chain, disconnect', async ({
  page,
  siteUrl,
  walletLedger,
}) => {
  const wallet = await installBrowserWallet(page, walletLedger, [ALICE, BOB]);
  await openPanel(page, siteUrl);
  const chooser = await openWalletChooser(page);
  await expect.poll(() => seriousViolations(page)).toEqual([]);
  await chooser.getByRole('button', { name: /^Test Wallet/ }).click();
  await expectConnected(page, ALICE);
  await expect(chooser).toBeHidden();
  await expect(panel(page).locator('.account-name')).toHaveText('alice.eth');
  await expect(panel(page).locator('.badge', { hasText: ethereum.name })).toBeVisible();

  await wallet.switchAccount(BOB);
  await expectConnected(page, BOB);
  await expect(holdingRow(chainCard(page, base.name), 'ETH').locator('.holding-amount')).toHaveText('0.5');

  await wallet.switchChain(base.id);
  await expect(panel(page).locator('.badge', { hasText: base.name })).toBeVisible();

  await wallet.switchChain(137);
  const notice = panel(page).getByRole('status').filter({ hasText: 'chain 137' });
  await expect(notice).toBeVisible();
  await expect.poll(() => seriousViolations(page)).toEqual([]);
  await notice.getByRole('button', { name: 'Switch to Ethereum' }).click();
  await expect(panel(page).locator('.badge', { hasText: ethereum.name })).toBeVisible();
  expect(wallet.chainId()).toBe(1);

  await panel(page).getByLabel('Wallet network').selectOption({ label: optimism.name });
  await expect(panel(page).locator('.badge', { hasText: optimism.name })).toBeVisible();
  expect(wallet.chainId()).toBe(optimism.id);

  await panel(page).getByRole('button', { name: 'Disconnect' }).click();
  await expect(connectButton(page)).toBeVisible();
});

test('a declined browser-wallet connection returns to idle with a short notice', async ({
  page,
  siteUrl,
  walletLedger,
}) => {
  const wallet = await installBrowserWallet(page, walletLedger, [ALICE], { rejectConnection: true });
  await pickBrowserWallet(page, siteUrl, wallet);
  await expect(panel(page).getByRole('alert')).toHaveText(errorMessages.WALLET_REJECTED);
  await expect(page.getByTestId('w3m-modal-card')).toBeHidden();
  await expect(connectButton(page)).toBeVisible();
  await expect.poll(() => seriousViolations(page)).toEqual([]);
});

test.describe('a registry of 95 wallets', () => {
  test.use({ thirdPartyOptions: { api: { walletCount: 95 } } });

  test('All wallets: the registry list pages 40 at a time and can be searched', async ({
    page,
    siteUrl,
    thirdParties,
  }) => {
    const { api } = thirdParties;
    await openPanel(page, siteUrl);
    const chooser = await openWalletChooser(page);
    await chooser.getByRole('button', { name: /^All wallets/ }).click();
    const items = page.locator('[data-testid^="wallet-search-item-"]');
    await expect(items.first()).toBeVisible();
    await expect.poll(() => seriousViolations(page)).toEqual([]);
    // The 4 recommended wallets the picker already fetched come first, then the registry, 40 per request.
    await expect(items).toHaveCount(44);
    await items.last().scrollIntoViewIfNeeded();
    await expect(items).toHaveCount(84);
    await items.last().scrollIntoViewIfNeeded();
    await expect(items).toHaveCount(95);
    const pages = api.requests
      .filter((url) => url.pathname === '/getWallets' && url.searchParams.get('entries') === '40')
      .map((url) => url.searchParams.get('page'));
    expect(pages).toEqual(['1', '2', '3']);
    await page.locator('wui-search-bar input').fill('Wallet 09');
    await expect(items).toHaveCount(6);
    await expect(items.first()).toContainText('Wallet 090');
    expect(api.requests.some((url) => url.searchParams.get('search') === 'Wallet 09')).toBe(true);
  });
});

test("AppKit's views draw every text in the page's own fonts, buttons included", async ({
  page,
  siteUrl,
}) => {
  await openPanel(page, siteUrl);
  await chooseQrCode(page);
  await expect(page.getByTestId('copy-wc2-uri')).toBeVisible();
  const qrView = await modalTextFonts(page);
  await page.getByTestId('all-wallets').click();
  await page.locator('[data-testid^="wallet-search-item-"]').first().click();
  await expect(page.getByTestId('wui-link-copy').or(page.getByTestId('copy-wc2-uri')).first()).toBeVisible();
  const walletView = await modalTextFonts(page);
  const texts = [...qrView, ...walletView];
  expect(texts.some((text) => text.startsWith('wui-button "Copy link"'))).toBe(true);
  const pageFonts = /: (system-ui|ui-monospace)$/;
  expect(texts.filter((text) => !pageFonts.test(text))).toEqual([]);
});

test.describe('no relay reachable', () => {
  test.use({ thirdPartyOptions: { relay: false } });

  test('an unreachable relay: the picker opens, the QR never gets a pairing, and the page says so within 10 s', async ({
    page,
    siteUrl,
    thirdParties,
  }) => {
    await page.clock.install();
    await openPanel(page, siteUrl);
    // WalletConnect connects to its relay lazily: AppKit itself opens without it.
    await chooseQrCode(page);
    const chosen = await pageNow(page);
    // AppKit shows its QR view with a shimmering placeholder and no code in it, and would keep it forever.
    await expect(page.getByText('Scan this QR Code with your phone')).toBeVisible();
    await expect(page.getByTestId('wui-qr-code')).toHaveCount(0);
    // Asking for a pairing starts the watchdog, then opens the relay socket: only then does the clock run.
    await expect.poll(() => thirdParties.urls.some((url) => RELAY_SOCKET.test(url))).toBe(true);
    // The page's watchdog ends the wait once RELAY_TIMEOUT_MS of page time has passed, well within 10 s.
    const alert = panel(page).getByRole('alert');
    await runClockUntil(
      page,
      () => expect(alert).toContainText(errorMessages.WALLET_RELAY_UNREACHABLE, { timeout: 100 }),
      { limitMs: 10_000 },
    );
    const waited = (await pageNow(page)) - chosen;
    expect(waited).toBeGreaterThanOrEqual(RELAY_TIMEOUT_MS);
    expect(waited).toBeLessThan(10_000);
    await expect(page.getByTestId('w3m-modal-card')).toBeHidden();
    await expect(panel(page).getByRole('button', { name: 'Try again' })).toBeEnabled();
  });
});

test('without a project ID: no QR option, a note, and browser wallets still connect', async ({
  page,
  walletLedger,
  pageRecord,
}) => {
  await installBrowserWallet(page, walletLedger, [ALICE]);
  await openPanel(page, loadE2eState().noProjectSiteUrl);
  await expect(panel(page)).toContainText('QR-code connection is not set up on this site');
  const chooser = await openWalletChooser(page);
  await expect(chooser).toContainText('QR-code connection is not set up on this site');
  await expect(chooser.getByRole('button', { name: /Scan a QR code|All wallets/ })).toHaveCount(0);
  await expect.poll(() => seriousViolations(page)).toEqual([]);
  await chooser.getByRole('button', { name: /^Test Wallet/ }).click();
  await expectConnected(page, ALICE);
  await page.reload();
  await expectConnected(page, ALICE);
  const thirdParty = pageRecord.requests.filter((url) => /walletconnect|web3modal|reown/.test(url));
  expect(thirdParty).toEqual([]);
  await panel(page).getByRole('button', { name: 'Disconnect' }).click();
  await expect(connectButton(page)).toBeVisible();
});

/** Holds every response for scripts matching `pattern` until the returned function is called. */
async function holdScripts(page: Page, pattern: RegExp): Promise<() => void> {
  const { promise: held, resolve: release } = Promise.withResolvers<void>();
  await page.route(pattern, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

const APPKIT_CHUNK = /\/createAppKitConnection\.[\w-]+\.js$/;

/** Opens the panel with AppKit's download held, picks `option` in the chooser, and sees it loading. */
async function chooseWhileAppKitIsHeld(page: Page, siteUrl: string, option: RegExp) {
  const releaseAppKit = await holdScripts(page, APPKIT_CHUNK);
  await openPanel(page, siteUrl);
  const chooser = await openWalletChooser(page);
  await chooser.getByRole('button', { name: option }).click();
  await expect(chooser.getByRole('status')).toHaveText('Loading WalletConnect…');
  return { chooser, releaseAppKit };
}

/** Waits for the page to settle, then checks that AppKit was neither downloaded nor run in it. */
async function expectNoAppKit(page: Page, record: PageRecord) {
  await page.waitForLoadState('networkidle');
  expect(record.requests.filter((url) => APPKIT_CHUNK.test(url))).toEqual([]);
  expect(await page.evaluate(() => customElements.get('w3m-modal') === undefined)).toBe(true);
}

test('a click on Connect before the island is live opens the chooser, and the choice is acted on once it is', async ({
  page,
  siteUrl,
}) => {
  const releaseIsland = await holdScripts(page, /\/WalletPanel\.[\w-]+\.js$/);
  await page.goto(siteUrl);
  await connectButton(page).click();
  const chooser = walletChooser(page);
  await expect(chooser).toBeVisible();
  await chooser.getByRole('button', { name: /^Scan a QR code/ }).click();
  await expect(chooser.getByRole('status')).toHaveText('Loading WalletConnect…');
  await expect(page.locator('astro-island:has(.wallet-panel)')).toHaveAttribute('ssr');
  releaseIsland();
  await expect(page.getByTestId('wui-qr-code')).toHaveAttribute('uri', /^wc:/);
  await expect(chooser).toBeHidden();
});

test('closing the chooser while WalletConnect loads cancels it: AppKit does not open once it has loaded', async ({
  page,
  siteUrl,
}) => {
  await page.clock.install();
  const { chooser, releaseAppKit } = await chooseWhileAppKitIsHeld(page, siteUrl, /^Scan a QR code/);
  await page.keyboard.press('Escape');
  await expect(chooser).toBeHidden();
  // Fetching its project's limits is the last thing AppKit does to get ready: the choice is decided then.
  const ready = page.waitForEvent('requestfinished', (request) =>
    request.url().includes('/appkit/v1/project-limits'),
  );
  releaseAppKit();
  await ready;
  // A choice acted on opens AppKit within the picker's deadline; run all of it. Only opening AppKit adds
  // its modal element to the page.
  await page.clock.runFor(PICKER_READY_TIMEOUT_MS);
  await expect(page.locator('w3m-modal')).toHaveCount(0);
  await expect(page.getByTestId('w3m-modal-card')).toBeHidden();
  await expect(connectButton(page)).toBeFocused();
  await expect(connectButton(page)).toBeVisible();
});

test('chosen, closed, then chosen again while WalletConnect loads: only the last choice is acted on', async ({
  page,
  siteUrl,
}) => {
  const { chooser: first, releaseAppKit } = await chooseWhileAppKitIsHeld(page, siteUrl, /^All wallets/);
  await page.keyboard.press('Escape');
  await expect(first).toBeHidden();
  const again = await openWalletChooser(page);
  await again.getByRole('button', { name: /^Scan a QR code/ }).click();
  await expect(again.getByRole('status')).toHaveText('Loading WalletConnect…');
  releaseAppKit();
  await expect(page.getByTestId('wui-qr-code')).toHaveAttribute('uri', /^wc:/);
  await expect(again).toBeHidden();
  await expect(page.locator('[data-testid^="wallet-search-item-"]')).toHaveCount(0);
});

test('the chooser is a real modal: labelled, focus kept inside, Escape closes it and focus returns', async ({
  page,
  siteUrl,
}) => {
  await openPanel(page, siteUrl);
  await connectButton(page).focus();
  await page.keyboard.press('Enter');
  const chooser = walletChooser(page);
  await expect(chooser).toBeVisible();
  expect(await chooser.evaluate((dialog) => dialog.matches(':modal'))).toBe(true);
  await expect(chooser.getByRole('button', { name: /^Scan a QR code/ })).toBeFocused();
  await expect.poll(() => seriousViolations(page)).toEqual([]);
  const focused = async () =>
    chooser.evaluate((dialog) =>
      dialog.contains(document.activeElement)
        ? document.activeElement?.textContent?.trim() || document.activeElement?.getAttribute('aria-label')
        : 'outside',
    );
  const forward = [];
  for (let step = 0; step < 3; step++) {
    await page.keyboard.press('Tab');
    forward.push(await focused());
  }
  expect(forward).toEqual([
    expect.stringMatching(/^All wallets/),
    'Close',
    expect.stringMatching(/^Scan a QR code/),
  ]);
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Shift+Tab');
  expect(await focused()).toMatch(/^All wallets/);
  await page.keyboard.press('Escape');
  await expect(chooser).toBeHidden();
  await expect(connectButton(page)).toBeFocused();
});

test('a browser wallet on a site with a project connects without downloading AppKit', async ({
  page,
  siteUrl,
  pageRecord,
  walletLedger,
}) => {
  await installBrowserWallet(page, walletLedger, [ALICE]);
  await page.goto(siteUrl);
  await connectButton(page).hover();
  const chooser = await openWalletChooser(page);
  await chooser.getByRole('button', { name: /^Test Wallet/ }).click();
  await expectConnected(page, ALICE);
  await expectNoAppKit(page, pageRecord);
  const thirdParty = pageRecord.requests.filter((url) => /walletconnect|web3modal|reown/.test(url));
  expect(thirdParty).toEqual([]);
});

test("a wallet's announced name is shown cleaned: no hidden characters, at most 40 characters", async ({
  page,
  siteUrl,
  walletLedger,
}) => {
  await installBrowserWallet(page, walletLedger, [ALICE], { name: `Evil\u202EtellaW ${'x'.repeat(60)}` });
  await page.goto(siteUrl);
  const chooser = await openWalletChooser(page);
  await expect(chooser.locator('[data-chooser-wallet] .chooser-name')).toHaveText(
    `EviltellaW ${'x'.repeat(28)}…`,
  );
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('the chooser offers wallet apps and All wallets, searchable, and passes an accessibility scan', async ({
    page,
    siteUrl,
  }) => {
    await openPanel(page, siteUrl);
    await connectButton(page).tap();
    const chooser = walletChooser(page);
    await expect(chooser.getByRole('button', { name: /^Open a wallet app/ })).toBeVisible();
    await expect(chooser.getByRole('button', { name: /^Scan a QR code/ })).toHaveCount(0);
    await expect.poll(() => seriousViolations(page)).toEqual([]);
    await chooser.getByRole('button', { name: /^All wallets/ }).tap();
    const items = page.locator('[data-testid^="wallet-search-item-"]');
    await expect(items.first()).toBeVisible();
    await expect.poll(() => seriousViolations(page)).toEqual([]);
    await page.locator('wui-search-bar input').fill('Wallet 09');
    await expect(items).toHaveCount(6);
  });

  test('Open a wallet app: AppKit opens on the wallet apps to open, not on a QR code', async ({
    page,
    siteUrl,
  }) => {
    await openPanel(page, siteUrl);
    await connectButton(page).tap();
    await walletChooser(page)
      .getByRole('button', { name: /^Open a wallet app/ })
      .tap();
    await expect(page.getByTestId('all-wallets')).toBeVisible();
    await expect(page.locator('[data-testid^="wallet-selector-"]').first()).toBeVisible();
    await expect(page.getByTestId('wui-qr-code')).toHaveCount(0);
  });

  test("in a wallet's in-app browser, its wallet connects in a tap, without AppKit", async ({
    page,
    siteUrl,
    pageRecord,
    walletLedger,
  }) => {
    await installBrowserWallet(page, walletLedger, [ALICE], { name: 'Phone Wallet' });
    await page.goto(siteUrl);
    await connectButton(page).tap();
    const chooser = walletChooser(page);
    await expect.poll(() => seriousViolations(page)).toEqual([]);
    await chooser.getByRole('button', { name: /^Phone Wallet/ }).tap();
    await expectConnected(page, ALICE);
    await expectNoAppKit(page, pageRecord);
  });
});
