import type { Browser } from '@playwright/test';
import { fetchGzipBytes, gzipBytes } from '../rig/measure/gzipBytes.ts';
import { heroAndPanelHtml, withoutOwnerSections } from '../rig/measure/homeHtmlParts.ts';
import type { ConnectFlow } from './measureConnectFlows.ts';
import { clickThroughToQr, preparePage, waitForQuiet } from './pageProbes.ts';

/** What a first-time visitor's browser fetches on one build of the page. */
export interface PageWeight {
  htmlGzipBytes: number;
  /** The same HTML with the owner's sections (content/home/) cut out: the page with none. */
  htmlWithoutSectionsGzipBytes: number;
  /** The HTML up to the end of the hero and the wallet panel: what the first round trip must carry. */
  heroAndPanelHtmlGzipBytes: number;
  jsBeforeIntentGzipBytes: number;
  /** All the JS fetched from page load until the WalletConnect QR code is scannable (Connect, then the QR option). */
  qrJsGzipBytes: number;
}

/**
 * Loads `url` in a fresh context (cold cache) and sums the gzip size of every JS file fetched before intent,
 * and by the time the QR code shows after Connect and the QR option; weighs its HTML whole, without the
 * owner's sections, and up to the end of the wallet panel. The sizes are taken afterwards, from the
 * server, so compressing them does not compete with the page.
 */
export async function measurePageWeight(
  browser: Browser,
  url: string,
  relayUrl: string,
  flow: ConnectFlow,
): Promise<PageWeight> {
  const origin = new URL(url).origin;
  const context = await browser.newContext();
  const scripts = new Set<string>();
  let before = new Set<string>();
  try {
    const page = await context.newPage();
    await preparePage(page, relayUrl);
    page.on('request', (request) => {
      if (request.url().startsWith(origin) && request.resourceType() === 'script') scripts.add(request.url());
    });
    const quiet = waitForQuiet(page, 500);
    await page.goto(url, { waitUntil: 'load' });
    await quiet;
    await page.waitForSelector(flow.ready, { state: 'attached' });
    before = new Set(scripts);
    await clickThroughToQr(page, flow.qrOption, flow.qrShown);
  } finally {
    await context.close();
  }
  const sizes = new Map<string, number>();
  for (const script of scripts) sizes.set(script, await fetchGzipBytes(script));
  const total = (list: Set<string>) => [...list].reduce((sum, script) => sum + (sizes.get(script) ?? 0), 0);
  const html = await (await fetch(url)).text();
  const gzipText = (text: string) => gzipBytes(new TextEncoder().encode(text));
  return {
    htmlGzipBytes: await fetchGzipBytes(url),
    htmlWithoutSectionsGzipBytes: gzipText(withoutOwnerSections(html)),
    heroAndPanelHtmlGzipBytes: gzipText(heroAndPanelHtml(html) ?? html),
    jsBeforeIntentGzipBytes: total(before),
    qrJsGzipBytes: total(scripts),
  };
}
