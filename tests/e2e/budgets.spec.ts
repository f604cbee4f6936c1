import { gzipSync } from 'node:zlib';
import { BUDGETS } from '../support/budgets.ts';
import { expect, test } from './support/test.ts';

/** gzip size of a body, as a CDN compresses it (level 9). */
const gzipBytes = (body: Buffer) => gzipSync(body, { level: 9 }).length;

test('budget: a first-time visitor fetches at most 5 KiB of JS (gzip) before intent', async ({
  page,
  siteUrl,
}) => {
  const scripts: { url: string; gzip: number }[] = [];
  page.on('response', async (response) => {
    if (response.request().resourceType() !== 'script') return;
    scripts.push({ url: response.url(), gzip: gzipBytes(await response.body()) });
  });
  await page.goto(siteUrl, { waitUntil: 'networkidle' });
  await page.waitForTimeout(500);
  const total = scripts.reduce((sum, script) => sum + script.gzip, 0);
  expect(
    total,
    `JS before intent is ${total} B gzip (budget ${BUDGETS.jsBeforeIntentGzipBytes} B): ${JSON.stringify(scripts)}`,
  ).toBeLessThanOrEqual(BUDGETS.jsBeforeIntentGzipBytes);
});

test('budget: the HTML of / with its critical CSS fits one round trip (14 KiB gzip)', async ({ siteUrl }) => {
  const html = Buffer.from(await (await fetch(siteUrl)).arrayBuffer());
  const size = gzipBytes(html);
  expect(size, `HTML of / is ${size} B gzip (budget ${BUDGETS.htmlGzipBytes} B)`).toBeLessThanOrEqual(
    BUDGETS.htmlGzipBytes,
  );
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
