import type { Page } from '@playwright/test';
import { worldAccounts } from '../../rig/chain/worldAccounts.ts';
import { modalTextFonts } from '../../rig/e2e/appKitFonts.ts';
import { seriousViolations } from '../../rig/e2e/axe.ts';
import {
  chooseQrCode,
  expectConnected,
  installBrowserWallet,
  openWalletChooser,
  pairingQr,
  pairPhoneWallet,
  pickBrowserWallet,
  scanPairingQr,
  startPhoneWallet,
  walletChooser,
} from '../../rig/e2e/connectFlows.ts';
import { loadE2eState } from '../../rig/e2e/e2eState.ts';
import { entriesMentioning, loadBrowserStorage } from '../../rig/e2e/loadBrowserStorage.ts';
import { pageNow, runClockUntil, setVisibility } from '../../rig/e2e/pageClock.ts';
import { chainCard, holdingRow, openPanel } from '../../rig/e2e/panel.ts';
import { expect, type PageRecord, test } from '../../rig/e2e/test.ts';
import { TEST_CHAINS } from '../../rig/site/testSiteConfig.ts';
import type { TestWallet } from '../../rig/walletconnect/startTestWallet.ts';
import english from '../../src/i18n/panel/en.ts';
import { WALLETCONNECT_CHUNK_FILE } from '../../src/integrations/clientChunks.ts';
import { PICKER_READY_TIMEOUT_MS } from '../../src/islands/wallet/pickerReadyTimeout.ts';
import { RELAY_TIMEOUT_MS } from '../../src/islands/wallet/walletconnect/startPairing.ts';
import { PAIRING_LIFETIME_MS, PAIRING_RENEW_MARGIN_MS } from '../../src/lib/wallet/pairingExpiry.ts';

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

/** Scripts and hosts that only All wallets may bring: AppKit's chunk, and its registry API. */
const APPKIT_CHUNK = /\/openAllWallets\.[\w-]+\.js$/;
const REGISTRY = /^https:\/\/api\.web3modal\.org\//;

/** Waits for the page to settle, then checks that neither AppKit nor its registry was fetched or run. */
async function expectNoAppKit(page: Page, record: PageRecord) {
  await page.waitForLoadState('networkidle');
  expect(record.requests.filter((url) => APPKIT_CHUNK.test(url) || REGISTRY.test(url))).toEqual([]);
  expect(await page.evaluate(() => customElements.get('w3m-modal') === undefined)).toBe(true);
}

test.describe("WalletConnect through the page's own QR code", () => {
  let wallet: TestWallet;
  test.beforeEach(async ({ walletLedger }) => {
    wallet = await startPhoneWallet(walletLedger, [ALICE]);
  });
  test.afterEach(async () => {
    await wallet.stop();
  });

  test('scan the QR code from its pixels, approve in the phone wallet, stay connected on reload, end from the wallet, nothing kept, no AppKit', async ({
    page,
    siteUrl,
    pageRecord,
  }) => {
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    await openPanel(page, siteUrl);
    const chooser = await chooseQrCode(page);
    const uri = await scanPairingQr(page);
    await chooser.getByRole('button', { name: 'Copy link' }).click();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(uri);
    await expect.poll(() => seriousViolations(page)).toEqual([]);
    await wallet.pair(uri);
    await wallet.waitForSession();
    await expectConnected(page, ALICE);
    await expect(chooser).toBeHidden();
    await expect(holdingRow(chainCard(page, ethereum.name), 'TUSD').locator('.holding-amount')).toHaveText(
      '1,000,000.123456',
    );
    await expectNoAppKit(page, pageRecord);

    await page.reload();
    await expectConnected(page, ALICE);
    await expect(chooser).toBeHidden();
    await expectNoAppKit(page, pageRecord);

    const sessionTopics = wallet.sessions.map((session) => session.topic);
    expect(sessionTopics).toHaveLength(1);
    await wallet.disconnect();
    await expect(connectButton(page)).toBeVisible();
    await expectNothingStoredOf(page, [ALICE, ...sessionTopics]);
  });

  test('the phone wallet changes account and network: the page follows both', async ({ page, siteUrl }) => {
    await pairPhoneWallet(page, siteUrl, wallet);
    await expectConnected(page, ALICE);
    await expect(panel(page).locator('.badge', { hasText: ethereum.name })).toBeVisible();
    await wallet.changeChain(base.id);
    await expect(panel(page).locator('.badge', { hasText: base.name })).toBeVisible();
    await wallet.changeAccount(BOB);
    await expectConnected(page, BOB);
    await expect(holdingRow(chainCard(page, base.name), 'ETH').locator('.holding-amount')).toHaveText('0.5');
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

  test('a phone wallet that declines: the chooser says so beside the QR code, and Try again makes a new one that connects', async ({
    page,
    siteUrl,
    walletLedger,
  }) => {
    const declining = await startPhoneWallet(walletLedger, [ALICE], { rejectProposal: true });
    try {
      const first = await pairPhoneWallet(page, siteUrl, declining);
      const chooser = walletChooser(page);
      await expect(chooser.getByRole('alert')).toContainText(english.errors.WALLET_REJECTED);
      await expect(pairingQr(page)).toHaveCount(0);
      await chooser.getByRole('button', { name: 'Try again' }).click();
      const second = await scanPairingQr(page);
      expect(second).not.toBe(first);
      await wallet.pair(second);
      await expectConnected(page, ALICE);
    } finally {
      await declining.stop();
    }
  });

  test('the QR code is made before the page reaches the relay, and a wallet that scans it at once still gets the proposal', async ({
    page,
    siteUrl,
    thirdParties,
  }) => {
    // Nothing the page sends reaches the relay yet: not its subscriptions, not its session proposal.
    const { relay } = thirdParties;
    if (!relay) throw new Error('no local relay to hold: this test needs thirdPartyOptions.relay left on');
    relay.hold();
    await openPanel(page, siteUrl);
    await chooseQrCode(page);
    const uri = await scanPairingQr(page);
    // The phone wallet subscribes to the pairing first; the page's proposal is published after, and still
    // reaches it (WalletConnect's core emits pairing_create before connect() publishes: pinned here).
    await wallet.pair(uri);
    relay.release();
    await wallet.waitForSession();
    await expectConnected(page, ALICE);
  });

  test('a pairing is replaced before its 5 minutes run out, while the QR code is shown, and the new one connects', async ({
    page,
    siteUrl,
  }) => {
    await page.clock.install();
    await openPanel(page, siteUrl);
    await chooseQrCode(page);
    const first = await scanPairingQr(page);
    const expiresAt = Number(/expiryTimestamp=(\d+)/.exec(first)?.[1]) * 1_000;
    const renewsIn = expiresAt - PAIRING_RENEW_MARGIN_MS - (await pageNow(page));
    expect(renewsIn + PAIRING_RENEW_MARGIN_MS).toBeLessThanOrEqual(PAIRING_LIFETIME_MS);
    // Until the renewal margin, the same code; once in it, a fresh one (never an expired code on screen). The
    // clock stops just past the renewal, so the new pairing's own deadlines run in step with its relay socket.
    await page.clock.runFor(renewsIn - 5_000);
    expect(await scanPairingQr(page)).toBe(first);
    await page.clock.runFor(5_100);
    await expect.poll(() => scanPairingQr(page)).not.toBe(first);
    const second = await scanPairingQr(page);
    expect(Number(/expiryTimestamp=(\d+)/.exec(second)?.[1]) * 1_000).toBeGreaterThan(expiresAt);
    await wallet.pair(second);
    await wallet.waitForSession();
    await expectConnected(page, ALICE);
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
  await expect(panel(page).getByRole('alert')).toHaveText(english.errors.WALLET_REJECTED);
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

  test("the QR code's own Search all wallets opens All wallets, as the chooser's option does", async ({
    page,
    siteUrl,
  }) => {
    await openPanel(page, siteUrl);
    const chooser = await chooseQrCode(page);
    await expect(pairingQr(page)).toBeVisible();
    await chooser.getByRole('button', { name: english.ui.moreWalletsDesktop }).click();
    await expect(page.locator('[data-testid^="wallet-search-item-"]').first()).toBeVisible();
    await expect(chooser).toBeHidden();
  });

  test('a session made in All wallets is the same kind of session: it restores and ends without AppKit', async ({
    page,
    siteUrl,
    pageRecord,
    walletLedger,
  }) => {
    const wallet = await startPhoneWallet(walletLedger, [ALICE]);
    try {
      await openPanel(page, siteUrl);
      const chooser = await openWalletChooser(page);
      await chooser.getByRole('button', { name: /^All wallets/ }).click();
      await page.locator('[data-testid^="wallet-search-item-"]').first().click();
      const qr = page.getByTestId('wui-qr-code');
      await expect(qr).toHaveAttribute('uri', /^wc:/);
      await wallet.pair((await qr.getAttribute('uri')) ?? '');
      await expectConnected(page, ALICE);
      await expect(page.getByTestId('w3m-modal-card')).toBeHidden();
      const sessionTopics = wallet.sessions.map((session) => session.topic);
      pageRecord.requests.length = 0;
      await page.reload();
      await expectConnected(page, ALICE);
      await expectNoAppKit(page, pageRecord);
      await panel(page).getByRole('button', { name: 'Disconnect' }).click();
      await expect(connectButton(page)).toBeVisible();
      await expectNothingStoredOf(page, [ALICE, ...sessionTopics]);
    } finally {
      await wallet.stop();
    }
  });
});

test("AppKit's views draw every text in the page's own fonts, buttons included", async ({
  page,
  siteUrl,
}) => {
  await openPanel(page, siteUrl);
  const chooser = await openWalletChooser(page);
  await chooser.getByRole('button', { name: /^All wallets/ }).click();
  await expect(page.locator('[data-testid^="wallet-search-item-"]').first()).toBeVisible();
  const listView = await modalTextFonts(page);
  await page.locator('[data-testid^="wallet-search-item-"]').first().click();
  await expect(page.getByTestId('wui-link-copy').or(page.getByTestId('copy-wc2-uri')).first()).toBeVisible();
  const walletView = await modalTextFonts(page);
  const texts = [...listView, ...walletView];
  expect(texts.some((text) => text.startsWith('wui-button "Copy link"'))).toBe(true);
  const pageFonts = /: (system-ui|ui-monospace)$/;
  expect(texts.filter((text) => !pageFonts.test(text))).toEqual([]);
});

test.describe('no relay reachable', () => {
  test.use({ thirdPartyOptions: { relay: false } });

  test('an unreachable relay: the QR code shows at once, then the chooser says the relay is unreachable within 10 s, with Try again', async ({
    page,
    siteUrl,
    thirdParties,
  }) => {
    await page.clock.install();
    await openPanel(page, siteUrl);
    const chooser = await chooseQrCode(page);
    // The pairing URI is made on the page: the QR code does not wait for the relay.
    await scanPairingQr(page);
    const shown = await pageNow(page);
    // Publishing the proposal opens the relay socket: the watchdog has started by then.
    await expect.poll(() => thirdParties.urls.some((url) => RELAY_SOCKET.test(url))).toBe(true);
    const alert = chooser.getByRole('alert');
    await runClockUntil(
      page,
      () => expect(alert).toContainText(english.errors.WALLET_RELAY_UNREACHABLE, { timeout: 100 }),
      { limitMs: 10_000 },
    );
    const waited = (await pageNow(page)) - shown;
    expect(waited).toBeGreaterThanOrEqual(RELAY_TIMEOUT_MS - 1_000);
    expect(waited).toBeLessThan(10_000);
    // A code whose proposal never left the page is of no use: it goes, and Try again makes a new one.
    await expect(pairingQr(page)).toHaveCount(0);
    await chooser.getByRole('button', { name: 'Try again' }).click();
    await scanPairingQr(page);
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

/** Opens the panel with AppKit's download held, picks All wallets in the chooser, and sees it loading. */
async function chooseAllWalletsWhileAppKitIsHeld(page: Page, siteUrl: string) {
  const releaseAppKit = await holdScripts(page, APPKIT_CHUNK);
  await openPanel(page, siteUrl);
  const chooser = await openWalletChooser(page);
  await chooser.getByRole('button', { name: /^All wallets/ }).click();
  await expect(chooser.getByRole('status')).toHaveText('Loading the list of wallets…');
  return { chooser, releaseAppKit };
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
  await expect(chooser.getByText('Preparing a secure link…')).toBeVisible();
  await expect(page.locator('astro-island:has(.wallet-panel)')).toHaveAttribute('ssr');
  releaseIsland();
  await scanPairingQr(page);
  await expect(chooser.getByText('Preparing a secure link…')).toBeHidden();
});

test('closing the chooser while All wallets loads cancels it: AppKit does not open once it has loaded', async ({
  page,
  siteUrl,
}) => {
  await page.clock.install();
  const { chooser, releaseAppKit } = await chooseAllWalletsWhileAppKitIsHeld(page, siteUrl);
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

test('All wallets chosen, closed, then Scan a QR code chosen while AppKit loads: only the QR code is acted on', async ({
  page,
  siteUrl,
}) => {
  await page.clock.install();
  const { chooser: first, releaseAppKit } = await chooseAllWalletsWhileAppKitIsHeld(page, siteUrl);
  await page.keyboard.press('Escape');
  await expect(first).toBeHidden();
  const again = await openWalletChooser(page);
  await again.getByRole('button', { name: /^Scan a QR code/ }).click();
  await scanPairingQr(page);
  const ready = page.waitForEvent('requestfinished', (request) =>
    request.url().includes('/appkit/v1/project-limits'),
  );
  releaseAppKit();
  await ready;
  await page.clock.runFor(PICKER_READY_TIMEOUT_MS);
  await expect(page.locator('w3m-modal')).toHaveCount(0);
  await expect(again).toBeVisible();
  await expect(pairingQr(page)).toBeVisible();
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
  for (let step = 0; step < 4; step++) {
    await page.keyboard.press('Tab');
    forward.push(await focused());
  }
  expect(forward).toEqual([
    expect.stringMatching(/^All wallets/),
    expect.stringMatching(/^Base Account/),
    'Close',
    expect.stringMatching(/^Scan a QR code/),
  ]);
  for (let step = 0; step < 3; step++) await page.keyboard.press('Shift+Tab');
  expect(await focused()).toMatch(/^All wallets/);
  // The QR code's view: Back first, focus still kept inside; Back returns to the choices.
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Enter');
  await expect(chooser.getByRole('button', { name: 'Back to all choices' })).toBeFocused();
  await scanPairingQr(page);
  await expect.poll(() => seriousViolations(page)).toEqual([]);
  const inQrView = [];
  for (let step = 0; step < 4; step++) {
    await page.keyboard.press('Tab');
    inQrView.push(await focused());
  }
  expect(inQrView).toEqual([
    'Close',
    'Copy link',
    expect.stringMatching(/all wallets$/),
    'Back to all choices',
  ]);
  await page.keyboard.press('Enter');
  await expect(chooser.getByRole('button', { name: /^Scan a QR code/ })).toBeFocused();
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

  /** The wallet apps' links the page asked to open, as a phone hands them to the wallet app. */
  async function recordWalletLinks(page: Page): Promise<string[]> {
    const opened: string[] = [];
    await page.route(/^https:\/\/(metamask\.app\.link|rnbwapp\.com)\//, (route) => {
      opened.push(route.request().url());
      // Answered like a link the phone hands to an app: the page stays where it is.
      return route.abort('aborted');
    });
    return opened;
  }

  test('Open a wallet app: built-in wallets, each a link carrying a live pairing; a tap opens the wallet, and back on the page the account shows; no AppKit, no registry', async ({
    page,
    siteUrl,
    pageRecord,
    walletLedger,
  }) => {
    const opened = await recordWalletLinks(page);
    const wallet = await startPhoneWallet(walletLedger, [ALICE]);
    try {
      await openPanel(page, siteUrl);
      await connectButton(page).tap();
      const chooser = walletChooser(page);
      await chooser.getByRole('button', { name: /^Open a wallet app/ }).tap();
      const apps = chooser.locator('a[data-wallet-app]');
      await expect(apps).toHaveCount(12);
      const metaMask = chooser.getByRole('link', { name: /^MetaMask/ });
      await expect(metaMask).toHaveAttribute(
        'href',
        /^https:\/\/metamask\.app\.link\/wc\?uri=wc%3A[0-9a-f]{64}%402%3F/,
      );
      await expect(chooser.getByRole('link', { name: /^Trust Wallet/ })).toHaveAttribute(
        'href',
        /^trust:\/\/wc\?uri=wc%3A/,
      );
      await expect.poll(() => seriousViolations(page)).toEqual([]);
      await metaMask.tap();
      await expect.poll(() => opened.length).toBe(1);
      const uri = new URL(opened[0] ?? '').searchParams.get('uri') ?? '';
      const expiresAt = Number(/expiryTimestamp=(\d+)/.exec(uri)?.[1]) * 1_000;
      expect(expiresAt).toBeGreaterThan(Date.now());
      await expect(
        chooser.getByText('Approve the connection in MetaMask, then come back to this page.'),
      ).toBeVisible();
      // The visitor is in the wallet app: the page is hidden while the wallet approves.
      await setVisibility(page, 'hidden');
      await wallet.pair(uri);
      await wallet.waitForSession();
      await setVisibility(page, 'visible');
      await expectConnected(page, ALICE);
      await expect(chooser).toBeHidden();
      await expectNoAppKit(page, pageRecord);
    } finally {
      await wallet.stop();
    }
  });

  test('until the pairing exists, the wallet apps show progress and a tap opens nothing', async ({
    page,
    siteUrl,
  }) => {
    const opened = await recordWalletLinks(page);
    const releaseWalletConnect = await holdScripts(page, WALLETCONNECT_CHUNK_FILE);
    await openPanel(page, siteUrl);
    await connectButton(page).tap();
    const chooser = walletChooser(page);
    await chooser.getByRole('button', { name: /^Open a wallet app/ }).tap();
    const metaMask = chooser.locator('a[data-wallet-app]').filter({ hasText: 'MetaMask' });
    await expect(metaMask).toHaveAttribute('aria-disabled', 'true');
    await expect(metaMask).not.toHaveAttribute('href', /./);
    await expect(chooser.getByText('Preparing secure links to your wallet…')).toBeVisible();
    await metaMask.tap({ force: true });
    releaseWalletConnect();
    await expect(metaMask).toHaveAttribute('href', /^https:\/\/metamask\.app\.link\/wc\?uri=/);
    await expect(metaMask).toHaveAttribute('aria-disabled', 'false');
    expect(opened).toEqual([]);
  });

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
