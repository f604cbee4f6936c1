import { scanPairingQr, walletChooser } from '../../rig/e2e/connectFlows.ts';
import { settleRequests } from '../../rig/e2e/pageClock.ts';
import { expect, test } from '../../rig/e2e/test.ts';
import { BUDGETS } from '../../rig/measure/budgets.ts';
import { fetchGzipBytes, gzipBytes } from '../../rig/measure/gzipBytes.ts';
import { heroAndPanelHtml, sectionsFollowPanel } from '../../rig/measure/homeHtmlParts.ts';
import { testSiteConfigInput } from '../../rig/site/testSiteConfig.ts';
import { WALLETCONNECT_CHUNK_FILE } from '../../src/integrations/clientChunks.ts';
import { pagePath } from '../../src/lib/i18n/localePaths.ts';

const LOCALES = testSiteConfigInput.locales;
const DEFAULT_LOCALE = LOCALES[0] ?? 'en';
/** Words only AppKit's own client holds (@reown/appkit, its base client): a script with them carries AppKit. */
const APPKIT_MARKER = "AppKit couldn't sync existing connection";
const textAt = async (url: string) => (await fetch(url)).text();

test('budget: a first-time visitor fetches at most 5 KiB of JS (gzip) before intent, in every language', async ({
  page,
  siteUrl,
}) => {
  const fetching: Promise<{ url: string; gzip: number }>[] = [];
  page.on('request', (request) => {
    if (request.resourceType() !== 'script') return;
    const body = request.response().then((response) => response?.body() ?? Buffer.alloc(0));
    fetching.push(body.then((bytes) => ({ url: request.url(), gzip: gzipBytes(bytes) })));
  });
  await page.clock.install();
  for (const locale of LOCALES) {
    await page.goto(`${siteUrl}${pagePath('home', locale, DEFAULT_LOCALE)}`, { waitUntil: 'networkidle' });
    // A visitor who reads for a minute without pointing at anything: every timer the page set runs.
    await page.clock.runFor(60_000);
    await settleRequests(page);
  }
  const scripts = await Promise.all(fetching);
  const total = scripts.reduce((sum, script) => sum + script.gzip, 0);
  expect(
    total,
    `JS before intent is ${total} B gzip (budget ${BUDGETS.jsBeforeIntentGzipBytes} B): ${JSON.stringify(scripts)}`,
  ).toBeLessThanOrEqual(BUDGETS.jsBeforeIntentGzipBytes);
});

test('budget: the HTML of every page in every language, critical CSS included, fits one round trip (14 KiB gzip)', async ({
  siteUrl,
}) => {
  const sizes: Record<string, number> = {};
  for (const locale of LOCALES) {
    const home = pagePath('home', locale, DEFAULT_LOCALE);
    for (const path of [home, pagePath('privacy', locale, DEFAULT_LOCALE), `${home}no-such-page`]) {
      sizes[path] = await fetchGzipBytes(`${siteUrl}${path}`);
    }
  }
  const over = Object.entries(sizes).filter(([, size]) => size > BUDGETS.htmlGzipBytes);
  expect(over, `pages over ${BUDGETS.htmlGzipBytes} B gzip`).toEqual([]);
  expect(Object.keys(sizes)).toHaveLength(LOCALES.length * 3);
});

test('budget: the hero and the wallet panel are within the first 14 KiB of HTML (gzip), whatever sections follow', async ({
  siteUrl,
}) => {
  const sizes: Record<string, number> = {};
  for (const locale of LOCALES) {
    const path = pagePath('home', locale, DEFAULT_LOCALE);
    const html = await textAt(`${siteUrl}${path}`);
    const first = heroAndPanelHtml(html);
    expect(first, `${path}: a hero with the wallet panel, and sections after it`).not.toBeNull();
    expect(sectionsFollowPanel(html), `${path}: the owner's sections come after the panel`).toBe(true);
    expect(html, `${path}: has the tests' sections`).toContain('owner-section');
    sizes[path] = gzipBytes(new TextEncoder().encode(first ?? ''));
  }
  const over = Object.entries(sizes).filter(([, size]) => size > BUDGETS.htmlGzipBytes);
  expect(over, `HTML up to the end of the panel over ${BUDGETS.htmlGzipBytes} B gzip`).toEqual([]);
});

test('budget: nothing blocks rendering but the HTML itself', async ({ page, siteUrl }) => {
  await page.goto(siteUrl);
  const blocking = await page.evaluate(() => [
    ...[...document.querySelectorAll('link[rel~="stylesheet"]')].map(
      (link) => (link as HTMLLinkElement).href,
    ),
    ...[...document.querySelectorAll('head script[src]:not([async]):not([defer]):not([type="module"])')].map(
      (script) => (script as HTMLScriptElement).src,
    ),
  ]);
  expect(blocking).toEqual([]);
});

test('intent: choosing the QR code with no hover first fetches WalletConnect and all it imports at once, and no AppKit', async ({
  page,
  siteUrl,
}) => {
  // Order of events, per script URL: a static import requested after its importer finished costs a round trip.
  const requested = new Map<string, number>();
  const finished = new Map<string, number>();
  let clock = 0;
  page.on('request', (request) => {
    if (request.resourceType() === 'script') requested.set(request.url(), clock++);
  });
  // What the browser got, per script URL.
  const bodies = new Map<string, Promise<string>>();
  page.on('requestfinished', (request) => {
    if (request.resourceType() !== 'script') return;
    finished.set(request.url(), clock++);
    bodies.set(
      request.url(),
      request.response().then((response) => response?.text() ?? ''),
    );
  });
  await page.goto(siteUrl, { waitUntil: 'networkidle' });
  expect([...requested.keys()], 'no JS before intent').toEqual([]);
  // The page's own clock when the QR code is drawn: the scripts it had asked for by then are what showing the
  // code cost. What WalletConnect loads afterwards (for the relay socket and Verify) is not on its way, and a
  // busy machine's slower screenshot would count more or less of it.
  const drawnAt = page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        const observer = new MutationObserver(() => {
          if (!document.querySelector('dialog.wallet-chooser svg.qr-code')) return;
          observer.disconnect();
          resolve(performance.now());
        });
        observer.observe(document.body, { subtree: true, childList: true });
      }),
  );
  await page.evaluate(() => document.querySelector<HTMLButtonElement>('.panel-connect')?.click());
  await walletChooser(page)
    .getByRole('button', { name: /^Scan a QR code/ })
    .click();
  await scanPairingQr(page);

  const scripts = [...requested.keys()];
  const code = new Map<string, string>();
  for (const url of scripts) code.set(url, await (bodies.get(url) ?? textAt(url)));
  // AppKit is judged by what the scripts hold, not by their names: it is built, one import() away, and none
  // of the fetched scripts holds it.
  const lazy = new Set(
    [...code].flatMap(([url, text]) =>
      [...text.matchAll(/\bimport\(\s*["'`](\.\/[\w.-]+\.js)["'`]\s*\)/g)]
        .map((match) => new URL(match[1] ?? '', url).href)
        .filter((target) => !code.has(target)),
    ),
  );
  const appKit: string[] = [];
  for (const url of lazy) if ((await textAt(url)).includes(APPKIT_MARKER)) appKit.push(url);
  expect(appKit, 'AppKit, left to an import() of the fetched scripts').toHaveLength(1);
  expect(
    [...code].filter(([, text]) => text.includes(APPKIT_MARKER)).map(([url]) => url),
    'no AppKit',
  ).toEqual([]);
  const walletChunk = scripts.find((url) => WALLETCONNECT_CHUNK_FILE.test(url));
  expect(walletChunk, 'the WalletConnect chunk was fetched').toBeDefined();
  const source = code.get(walletChunk ?? '') ?? '';
  const imports = [...source.matchAll(/(?:from|import)\s*["'`](\.\/[\w.-]+\.js)["'`]/g)].map(
    (match) => new URL(match[1] ?? '', walletChunk).href,
  );
  expect(imports.length).toBeGreaterThan(0);
  const arrived = finished.get(walletChunk ?? '') ?? -1;
  const late = imports.filter((url) => (requested.get(url) ?? Number.POSITIVE_INFINITY) > arrived);
  expect(late, 'static imports of the wallet chunk requested only after it arrived').toEqual([]);
  const asked = await page.evaluate(
    (at) =>
      performance
        .getEntriesByType('resource')
        .filter((entry) => entry.startTime < at)
        .map((entry) => entry.name),
    await drawnAt,
  );
  let qrBytes = 0;
  for (const script of scripts.filter((url) => asked.includes(url))) qrBytes += await fetchGzipBytes(script);
  expect(qrBytes, `JS until the QR code is scannable: ${qrBytes} B gzip`).toBeLessThanOrEqual(
    BUDGETS.qrJsGzipBytes,
  );
});
