import type { Browser, Page } from '@playwright/test';
import { routeWalletApi } from '../tests/fixtures/walletApi/routeWalletApi.ts';
import { routeRelaySocket } from '../tests/fixtures/walletconnect/routeRelaySocket.ts';
import { stubVerify } from '../tests/fixtures/walletconnect/stubVerify.ts';
import { fetchGzipBytes } from '../tests/support/gzipBytes.ts';

/** What a first-time visitor's browser fetches and waits for on one build of the page. */
export interface PageWeight {
  htmlGzipBytes: number;
  jsBeforeIntentGzipBytes: number;
  jsAfterPickerGzipBytes: number;
  intentToPickerMs: number;
}

const RUNS = 5;
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

/** Routes third-party hosts to local stand-ins (registry fixtures, local relay, Verify stub), refuses the rest. */
async function prepare(page: Page, relayUrl: string) {
  await page.route(/^https?:\/\/(?!127\.0\.0\.1[:/])/, (route) => route.abort('blockedbyclient'));
  await routeWalletApi(page);
  await routeRelaySocket(page, relayUrl);
  await stubVerify(page);
}

/** Clicks Connect and resolves with the milliseconds until the picker lists WalletConnect (measured in page). */
function clickUntilPicker(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        const findDeep = (root: Document | ShadowRoot, selector: string): Element | null => {
          const found = root.querySelector(selector);
          if (found) return found;
          for (const element of root.querySelectorAll('*')) {
            const inner = element.shadowRoot ? findDeep(element.shadowRoot, selector) : null;
            if (inner) return inner;
          }
          return null;
        };
        const button = document.querySelector<HTMLButtonElement>('.panel-connect');
        const started = performance.now();
        button?.click();
        const check = () => {
          const entry = findDeep(document, '[data-testid="wallet-selector-walletconnect"]');
          if (entry && entry.getBoundingClientRect().height > 0) resolve(performance.now() - started);
          else requestAnimationFrame(check);
        };
        check();
      }),
  );
}

/**
 * Loads `url` in fresh contexts (cold cache), times a click on Connect to the picker being visible (median of
 * 5), and sums the gzip size of every JS file fetched before intent and after the picker opens. The sizes are
 * taken after the runs, from the server, so compressing them does not compete with the page being timed.
 */
export async function measurePageWeight(
  browser: Browser,
  url: string,
  relayUrl: string,
): Promise<PageWeight> {
  const origin = new URL(url).origin;
  let before = new Set<string>();
  let after = new Set<string>();
  const timings: number[] = [];
  for (let run = 0; run < RUNS; run++) {
    const context = await browser.newContext();
    const page = await context.newPage();
    await prepare(page, relayUrl);
    const scripts = new Set<string>();
    page.on('request', (request) => {
      if (request.url().startsWith(origin) && request.resourceType() === 'script') scripts.add(request.url());
    });
    await page.goto(url, { waitUntil: 'networkidle' });
    await page.waitForTimeout(500);
    before = new Set(scripts);
    timings.push(await clickUntilPicker(page));
    await page.waitForLoadState('networkidle');
    after = new Set(scripts);
    await context.close();
  }
  const sizes = new Map<string, number>();
  for (const script of after) sizes.set(script, await fetchGzipBytes(script));
  const total = (scripts: Set<string>) =>
    [...scripts].reduce((sum, script) => sum + (sizes.get(script) ?? 0), 0);
  return {
    htmlGzipBytes: await fetchGzipBytes(url),
    jsBeforeIntentGzipBytes: total(before),
    jsAfterPickerGzipBytes: total(after),
    intentToPickerMs: Math.round(median(timings)),
  };
}
