import { gzipSync } from 'node:zlib';
import type { Browser, Page } from '@playwright/test';
import { routeWalletApi } from '../tests/fixtures/walletApi/routeWalletApi.ts';
import { routeRelaySocket } from '../tests/fixtures/walletconnect/routeRelaySocket.ts';
import { stubVerify } from '../tests/fixtures/walletconnect/stubVerify.ts';

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
 * Loads `url` in fresh contexts (cold cache), sums the gzip size of every JS file fetched before intent and
 * after the picker opens, and times a click on Connect to the picker being visible (median of 5).
 */
export async function measurePageWeight(
  browser: Browser,
  url: string,
  relayUrl: string,
): Promise<PageWeight> {
  const html = Buffer.from(await (await fetch(url)).arrayBuffer());
  let before = 0;
  let after = 0;
  const timings: number[] = [];
  for (let run = 0; run < RUNS; run++) {
    const context = await browser.newContext();
    const page = await context.newPage();
    await prepare(page, relayUrl);
    const scripts = new Map<string, number>();
    page.on('response', async (response) => {
      if (!response.url().startsWith(new URL(url).origin) || !response.url().endsWith('.js')) return;
      const body = await response.body().catch(() => null);
      if (body) scripts.set(response.url(), gzipSync(body, { level: 9 }).length);
    });
    await page.goto(url, { waitUntil: 'networkidle' });
    await page.waitForTimeout(500);
    const sum = () => [...scripts.values()].reduce((total, size) => total + size, 0);
    before = sum();
    timings.push(await clickUntilPicker(page));
    await page.waitForLoadState('networkidle');
    after = sum();
    await context.close();
  }
  return {
    htmlGzipBytes: gzipSync(html, { level: 9 }).length,
    jsBeforeIntentGzipBytes: before,
    jsAfterPickerGzipBytes: after,
    intentToPickerMs: Math.round(median(timings)),
  };
}
