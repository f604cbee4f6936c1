import type { Browser, BrowserContext, Page } from '@playwright/test';
import { installInjectedWallet } from '../rig/injectedWallet/installInjectedWallet.ts';
import { fetchGzipBytes } from '../rig/measure/gzipBytes.ts';
import { siteConfig } from '../site.config.ts';
import type { ProposalLog } from './createProposalLog.ts';
import { preparePage, timePressUntilShown, waitForQuiet } from './pageProbes.ts';
import type { QrDecoder } from './startQrDecoder.ts';
import { type QrTimes, timeClickToQr } from './timeClickToQr.ts';

/** Where a variant of the page shows its wallet choices: deep CSS selectors (they cross AppKit's shadow roots). */
export interface ConnectFlow {
  /** Present once a click on Connect is heard (the reference listens for it only once its island hydrated). */
  ready: string;
  /** Any one of the visitor's wallet choices, once it is on screen. */
  choices: string;
  /** The choice that leads to the WalletConnect QR code. */
  qrOption: string;
  /** A QR code on screen drawn from a `wc:` URI. */
  qrShown: string;
  /** The choice of the bench's browser wallet. */
  injectedOption: string;
  /** On a phone, the choice that leads to the wallet apps, if the first screen does not list them. */
  walletAppsOption: string | null;
  /** On a phone, a wallet app entry that opens its wallet when tapped (Playwright waits until it can act). */
  walletApp: string;
  /** The choice of Base Account, where the variant offers it. */
  baseAccountOption: string | null;
}

/** Click on Connect, then on the QR option, to the QR code and to its proposal; desktop, median of 5 each. */
export interface ClickToQrFigures {
  /** Cold cache: to the first screenshot whose pixels read as the pairing URI (the code on screen by then). */
  desktopClickToQrMs: number;
  /** Cold cache: to the relay storing the proposal on that URI's pairing topic (the code live). */
  desktopClickToProposalMs: number;
  /** Cold cache: to the code's element laid out (a rAF in the page), for comparison with the pixels. */
  desktopClickToQrInDomMs: number;
  /** The same three after the pointer rested on Connect until the page went quiet. */
  desktopHoverClickToQrMs: number;
  desktopHoverClickToProposalMs: number;
  desktopHoverClickToQrInDomMs: number;
  /** Every run's times, cold and after a hover, to reproduce the medians and see each screenshot bracket. */
  clickToQrRuns: { cold: QrTimes[]; hover: QrTimes[] };
}

/** What reads and times the QR code and its proposal: a QR decoder thread and the relay's proposals. */
export interface QrProbes {
  decoder: QrDecoder;
  proposals: ProposalLog;
}

/** What a visitor waits for and downloads on the way to a wallet, on one variant of the page. */
export interface ConnectFigures extends ClickToQrFigures {
  /** Tap on Connect to wallet choices on screen, Lighthouse's slow phone, cold cache, median of 3. */
  mobileTapToChoicesMs: number;
  /** gzip bytes of JS fetched from page load until connected with a wallet already in the page (EIP-6963). */
  injectedConnectJsGzipBytes: number;
  /**
   * Lighthouse's slow phone, cold: tap on Connect (then on the wallet apps choice) until a tapped wallet entry
   * opens its wallet's link carrying a live pairing URI; median of 3.
   */
  mobileTapToWalletLinkMs: number;
  /**
   * Desktop, cold, the pointer resting on Base Account first (its code loads then): gzip bytes of JS fetched from
   * page load until its popup opens, of them after the pick, and the pick to the popup in ms; null where the
   * variant does not offer Base Account.
   */
  baseAccount: BaseAccountFigures | null;
}

/** The way to Base Account's popup: what it downloads, and what of it waits for the pick. */
export interface BaseAccountFigures {
  popupJsGzipBytes: number;
  afterPickJsGzipBytes: number;
  pickToPopupMs: number;
}

const BENCH_WALLET = { name: 'Bench Wallet', rdns: 'org.example.benchwallet' };
const BENCH_ACCOUNT = '0x000000000000000000000000000000000000dEaD';

/** This page: the page's own chooser, its own QR code and wallet app links. */
export const PAGE_FLOW: ConnectFlow = {
  ready: '#wallet-chooser',
  choices: '#wallet-chooser .chooser-option',
  qrOption: '[data-chooser-option="walletconnect"]',
  qrShown: '[data-walletconnect-view] svg.qr-code',
  injectedOption: '[data-chooser-wallet]',
  walletAppsOption: '[data-chooser-option="walletconnect"]',
  walletApp: 'a[data-wallet-app][href]',
  baseAccountOption: '[data-chooser-option="base-account"]',
};

/**
 * The reference variant: AppKit's own modal, on its first view. On a phone that view lists no wallet app the
 * first time it opens (AppKit asks for its recommended wallets on open and does not draw them when they
 * arrive), so a visitor goes through **Search Wallet**, AppKit's list of every wallet.
 */
export const REFERENCE_FLOW: ConnectFlow = {
  ready: 'astro-island:not([ssr])',
  choices: '[data-testid="all-wallets"], [data-testid^="wallet-selector-"]',
  qrOption: '[data-testid="wallet-selector-walletconnect"]',
  qrShown: 'wui-qr-code[uri^="wc:"]',
  injectedOption: `[data-testid="wallet-selector-${BENCH_WALLET.rdns}"]`,
  walletAppsOption: '[data-testid="all-wallets"]',
  walletApp: '[data-testid^="wallet-search-item-"]',
  baseAccountOption: null,
};

/** Lighthouse's mobile profile: 150 ms round trip, 1.6 Mbps down, 750 kbps up, 4× CPU slowdown. */
const SLOW_PHONE = {
  latency: 150,
  downloadThroughput: (1638.4 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
  cpuSlowdown: 4,
};

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

/** A fresh page on Lighthouse's slow phone (its network and CPU), with the bench's stand-ins for third parties. */
async function slowPhonePage(context: BrowserContext, relayUrl: string): Promise<Page> {
  const page = await context.newPage();
  await preparePage(page, relayUrl);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: SLOW_PHONE.latency,
    downloadThroughput: SLOW_PHONE.downloadThroughput,
    uploadThroughput: SLOW_PHONE.uploadThroughput,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: SLOW_PHONE.cpuSlowdown });
  return page;
}

/** A phone's browser context: a cold cache each time. */
const phoneContext = (browser: Browser) =>
  browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true });

/** One cold run on Lighthouse's slow phone: load, let the page settle, tap Connect, time the choices. */
async function tapToChoicesOnSlowPhone(browser: Browser, url: string, relayUrl: string, flow: ConnectFlow) {
  const context = await phoneContext(browser);
  try {
    const page = await slowPhonePage(context, relayUrl);
    const quiet = waitForQuiet(page, 1_000);
    await page.goto(url, { waitUntil: 'load' });
    await quiet;
    const shown = timePressUntilShown(page, flow.choices);
    await page.locator('.panel-connect').tap();
    return await shown;
  } finally {
    await context.close();
  }
}

/**
 * One cold run on Lighthouse's slow phone: load and settle, then tap Connect, the wallet apps choice if any, and
 * the first wallet entry as soon as it can act. The time runs from the tap on Connect (the event's own time in
 * the page) until the page asks for that wallet's link (answered with "aborted", so the page stays), both on
 * the machine's clock; the link must carry a live `wc:` URI.
 */
async function tapToWalletLinkOnSlowPhone(
  browser: Browser,
  url: string,
  relayUrl: string,
  flow: ConnectFlow,
) {
  const context = await phoneContext(browser);
  try {
    const page = await slowPhonePage(context, relayUrl);
    await page.addInitScript(() => {
      document.addEventListener(
        'pointerdown',
        (event) => {
          const target = event.target instanceof Element ? event.target.closest('.panel-connect') : null;
          if (target)
            (window as unknown as { __tappedAt: number }).__tappedAt ??=
              performance.timeOrigin + event.timeStamp;
        },
        { capture: true },
      );
    });
    let opened: { at: number; uri: string } | null = null;
    await page.route(/^https:\/\/(metamask\.app\.link|rnbwapp\.com|wallet-\d+\.example)\//, (route) => {
      const uri = new URL(route.request().url()).searchParams.get('uri') ?? '';
      opened ??= { at: Date.now(), uri };
      return route.abort('aborted');
    });
    const quiet = waitForQuiet(page, 1_000);
    await page.goto(url, { waitUntil: 'load' });
    await quiet;
    await page.locator('.panel-connect').tap();
    if (flow.walletAppsOption) await page.locator(flow.walletAppsOption).tap();
    // The visitor taps the wallet the moment it can act: the page clicks it in the frame it appears, so the
    // figure holds the page's work, not the robot's reaction time.
    await clickWhenShown(page, flow.walletApp);
    const link = await waitFor(() => opened, 30_000);
    const expiry = Number(/expiryTimestamp=(\d+)/.exec(link.uri)?.[1] ?? 0) * 1_000;
    if (!link.uri.startsWith('wc:') || expiry < Date.now())
      throw new Error(`no live pairing URI: ${link.uri}`);
    const tappedAt = await page.evaluate(() => (window as unknown as { __tappedAt: number }).__tappedAt);
    return link.at - tappedAt;
  } finally {
    await context.close();
  }
}

/**
 * In the page: clicks the first on-screen match of `selector` (through shadow roots) in the frame it shows;
 * fails when none shows within 30 s.
 */
function clickWhenShown(page: Page, selector: string): Promise<void> {
  return page.evaluate(
    (wanted) =>
      new Promise<void>((resolve, reject) => {
        const findShown = (window as unknown as { __findShown(selector: string): Element | null })
          .__findShown;
        const deadline = performance.now() + 30_000;
        const check = () => {
          const element = findShown(wanted);
          if (element instanceof HTMLElement) {
            element.click();
            resolve();
          } else if (performance.now() > deadline) reject(new Error(`${wanted} never showed`));
          else requestAnimationFrame(check);
        };
        check();
      }),
    selector,
  );
}

/** Resolves with `probe()` once it is not null, polling every 10 ms; fails after `timeoutMs`. */
async function waitFor<T>(probe: () => T | null, timeoutMs: number): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = probe();
    if (value !== null) return value;
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/** One cold desktop run: load, optionally rest the pointer on Connect until quiet, then click through to the QR. */
async function clickToQr(
  browser: Browser,
  url: string,
  relayUrl: string,
  flow: ConnectFlow,
  probes: QrProbes,
  hover: boolean,
) {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await preparePage(page, relayUrl);
    await page.goto(url, { waitUntil: 'networkidle' });
    await page.waitForSelector(flow.ready, { state: 'attached' });
    if (hover) {
      const quiet = waitForQuiet(page, 500);
      await page.locator('.panel-connect').hover();
      await quiet;
    }
    return await timeClickToQr(page, flow.qrOption, flow.qrShown, probes.decoder, probes.proposals);
  } finally {
    await context.close();
  }
}

/**
 * The click on Connect, then the QR option, to the QR code on screen and to its proposal on the relay, desktop,
 * cold and after a hover, 5 runs each, alternating.
 */
export async function measureClickToQr(
  browser: Browser,
  url: string,
  relayUrl: string,
  flow: ConnectFlow,
  probes: QrProbes,
): Promise<ClickToQrFigures> {
  const cold: QrTimes[] = [];
  const hover: QrTimes[] = [];
  for (let run = 0; run < 5; run++) {
    cold.push(await clickToQr(browser, url, relayUrl, flow, probes, false));
    hover.push(await clickToQr(browser, url, relayUrl, flow, probes, true));
  }
  const of = (runs: QrTimes[], pick: (times: QrTimes) => number) => Math.round(median(runs.map(pick)));
  return {
    desktopClickToQrMs: of(cold, (times) => times.onScreenMs),
    desktopClickToProposalMs: of(cold, (times) => times.proposalPublishedMs),
    desktopClickToQrInDomMs: of(cold, (times) => times.inDomMs),
    desktopHoverClickToQrMs: of(hover, (times) => times.onScreenMs),
    desktopHoverClickToProposalMs: of(hover, (times) => times.proposalPublishedMs),
    desktopHoverClickToQrInDomMs: of(hover, (times) => times.inDomMs),
    clickToQrRuns: { cold, hover },
  };
}

/** Every script a fresh desktop visitor fetches from page load until connected with the bench's browser wallet. */
async function scriptsUntilInjectedConnect(
  context: BrowserContext,
  url: string,
  relayUrl: string,
  flow: ConnectFlow,
): Promise<Set<string>> {
  const page = await context.newPage();
  await preparePage(page, relayUrl);
  const scripts = new Set<string>();
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.add(request.url());
  });
  const rpcUrls = Object.fromEntries(siteConfig.chains.map((chain) => [chain.id, 'http://127.0.0.1:9']));
  await installInjectedWallet(page, {
    accounts: [BENCH_ACCOUNT],
    chainId: siteConfig.chains[0]?.id ?? 1,
    rpcUrls,
    ...BENCH_WALLET,
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  await page.waitForSelector(flow.ready, { state: 'attached' });
  await page.locator('.panel-connect').click();
  await page.locator(flow.injectedOption).first().click();
  await page.locator('.wallet-panel .badge', { hasText: 'Connected' }).waitFor();
  return new Set(scripts);
}

/**
 * One cold desktop run to Base Account's popup (keys.coinbase.com, answered here with an empty page): load, open
 * the chooser, rest the pointer on Base Account until its code is in (the bench imports its chunk too, which
 * settles once the page's own import has run), then pick it. Returns every script fetched by the time the popup opened, those fetched after the
 * pick, and the pick's own time to the `window.open` that opened it, both on the page's clock.
 */
async function scriptsUntilBaseAccountPopup(
  context: BrowserContext,
  url: string,
  relayUrl: string,
  option: string,
): Promise<{ all: Set<string>; afterPick: Set<string>; pickToPopupMs: number }> {
  const page = await context.newPage();
  await preparePage(page, relayUrl);
  await context.route(/^https:\/\/keys\.coinbase\.com\//, (route) =>
    route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Base Account</title>' }),
  );
  await page.addInitScript((selector) => {
    const times = { pickedAt: 0, openedAt: 0 };
    document.addEventListener(
      'click',
      (event) => {
        if (event.target instanceof Element && event.target.closest(selector))
          times.pickedAt = event.timeStamp;
      },
      { capture: true },
    );
    const open = window.open;
    window.open = function (this: Window, ...args: Parameters<typeof window.open>) {
      times.openedAt ||= performance.now();
      return open.apply(this, args);
    };
    Object.assign(window, { __baseAccountTimes: times });
  }, option);
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  const chunk = page.waitForRequest(/\/createBaseAccountConnection\.[\w-]+\.js$/, { timeout: 30_000 });
  await page.goto(url, { waitUntil: 'networkidle' });
  await page.locator('.panel-connect').click();
  await page.locator(option).hover();
  await page.evaluate((module) => import(module).then(() => undefined), (await chunk).url());
  const picked = scripts.length;
  const popup = page.waitForEvent('popup');
  await page.locator(option).click();
  await popup;
  const times = await page.evaluate(
    () =>
      (window as unknown as { __baseAccountTimes: { pickedAt: number; openedAt: number } })
        .__baseAccountTimes,
  );
  return {
    all: new Set(scripts),
    afterPick: new Set(scripts.slice(picked)),
    pickToPopupMs: times.openedAt - times.pickedAt,
  };
}

/** Base Account's figures on a variant that offers it: the median run of 3 by its time, the bytes of that run. */
async function measureBaseAccount(
  browser: Browser,
  url: string,
  relayUrl: string,
  option: string,
): Promise<BaseAccountFigures> {
  const runs: { all: Set<string>; afterPick: Set<string>; pickToPopupMs: number }[] = [];
  for (let run = 0; run < 3; run++) {
    const context = await browser.newContext();
    runs.push(
      await scriptsUntilBaseAccountPopup(context, url, relayUrl, option).finally(() => context.close()),
    );
  }
  const sorted = [...runs].sort((a, b) => a.pickToPopupMs - b.pickToPopupMs);
  const middle = sorted[1] ?? sorted[0];
  if (!middle) throw new Error('no Base Account run');
  const bytes = async (scripts: Set<string>) => {
    let total = 0;
    for (const script of scripts) total += await fetchGzipBytes(script);
    return total;
  };
  return {
    popupJsGzipBytes: await bytes(middle.all),
    afterPickJsGzipBytes: await bytes(middle.afterPick),
    pickToPopupMs: Math.round(middle.pickToPopupMs * 10) / 10,
  };
}

/**
 * Measures the ways to a wallet on one variant of the page: the tap to the choices on a slow phone, the JS a
 * wallet already in the page costs, the click to a scannable QR code and to its proposal, cold and after a
 * hover, and the way to Base Account's popup. Timings are taken on the machine's clock (the page's event times, screenshots, the relay), sizes from
 * the server after the runs.
 */
export async function measureConnectFlows(
  browser: Browser,
  url: string,
  relayUrl: string,
  flow: ConnectFlow,
  probes: QrProbes,
): Promise<ConnectFigures> {
  const taps: number[] = [];
  const links: number[] = [];
  for (let run = 0; run < 3; run++) {
    taps.push(await tapToChoicesOnSlowPhone(browser, url, relayUrl, flow));
    links.push(await tapToWalletLinkOnSlowPhone(browser, url, relayUrl, flow));
  }
  const clickToQr = await measureClickToQr(browser, url, relayUrl, flow, probes);
  const context = await browser.newContext();
  const scripts = await scriptsUntilInjectedConnect(context, url, relayUrl, flow).finally(() =>
    context.close(),
  );
  let injectedBytes = 0;
  for (const script of scripts) injectedBytes += await fetchGzipBytes(script);
  const baseAccount = flow.baseAccountOption
    ? await measureBaseAccount(browser, url, relayUrl, flow.baseAccountOption)
    : null;
  return {
    mobileTapToChoicesMs: Math.round(median(taps)),
    injectedConnectJsGzipBytes: injectedBytes,
    ...clickToQr,
    mobileTapToWalletLinkMs: Math.round(median(links)),
    baseAccount,
  };
}
