import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { seriousViolations } from '../../rig/e2e/axe.ts';
import { loadE2eState } from '../../rig/e2e/e2eState.ts';
import { expect, test } from '../../rig/e2e/test.ts';
import { testSiteConfigInput } from '../../rig/site/testSiteConfig.ts';

const PAGES = [
  { path: '/', status: 200, heading: testSiteConfigInput.name },
  { path: '/privacy', status: 200, heading: 'Privacy' },
  { path: '/no-such-page', status: 404, heading: 'Page not found' },
] as const;

for (const { path, status, heading } of PAGES) {
  test.describe(`page ${path}`, () => {
    test('renders, answers with its status and the security headers', async ({
      page,
      siteUrl,
      pageRecord,
    }) => {
      const response = await page.goto(`${siteUrl}${path}`);
      expect(response?.status()).toBe(status);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
      const headers = response?.headers() ?? {};
      expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
      expect(headers['content-security-policy']).toContain("default-src 'self'");
      expect(headers['strict-transport-security']).toContain('max-age=');
      expect(headers['x-content-type-options']).toBe('nosniff');
      expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(headers['permissions-policy']).toContain('camera=()');
      await page.waitForLoadState('networkidle');
      // A 404 page's own status is reported by Chromium as a console error about the document itself.
      const errors = pageRecord.consoleErrors.filter((error) => status === 200 || error.url !== page.url());
      expect(errors).toEqual([]);
      const foreign = pageRecord.requests.filter(
        (url) => !url.startsWith(siteUrl) && !url.startsWith('data:'),
      );
      expect(foreign, 'requests that left 127.0.0.1').toEqual([]);
    });

    for (const colorScheme of ['light', 'dark'] as const) {
      test(`has no serious accessibility violation (${colorScheme})`, async ({ page, siteUrl }) => {
        await page.emulateMedia({ colorScheme });
        await page.goto(`${siteUrl}${path}`);
        expect(await seriousViolations(page)).toEqual([]);
      });
    }

    test('fits a 320 px screen without horizontal scrolling', async ({ page, siteUrl }) => {
      await page.setViewportSize({ width: 320, height: 640 });
      await page.goto(`${siteUrl}${path}`);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
    });
  });
}

test('every response, assets included, carries the security headers; hashed assets are immutable', async ({
  page,
  siteUrl,
}) => {
  const responses: { url: string; headers: Record<string, string> }[] = [];
  page.on('response', (response) => responses.push({ url: response.url(), headers: response.headers() }));
  await page.goto(siteUrl);
  await page.locator('.panel-connect').hover();
  await page.waitForLoadState('networkidle');
  const ownResponses = responses.filter((response) => response.url.startsWith(siteUrl));
  expect(ownResponses.some((response) => response.url.includes('/_astro/'))).toBe(true);
  for (const response of ownResponses) {
    expect(response.headers['content-security-policy'], response.url).toBeTruthy();
    expect(response.headers['x-content-type-options'], response.url).toBe('nosniff');
    const cache = response.headers['cache-control'];
    if (response.url.includes('/_astro/'))
      expect(cache, response.url).toBe('public, max-age=31536000, immutable');
    else expect(cache, response.url).toBe('public, max-age=0, must-revalidate');
  }
});

test('the page is readable without JavaScript', async ({ browser, siteUrl }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(siteUrl);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Connect wallet' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'How it works' })).toBeVisible();
  await context.close();
});

test('the wallet panel keeps its size when it hydrates (no layout shift)', async ({ page, siteUrl }) => {
  await page.goto(siteUrl);
  const panel = page.locator('.wallet-panel');
  const before = await panel.boundingBox();
  await expect(page.locator('astro-island')).toHaveAttribute('ssr', '');
  await page.locator('.panel-connect').hover();
  await expect(page.locator('astro-island')).not.toHaveAttribute('ssr', '');
  expect(await panel.boundingBox()).toEqual(before);
  // Every shift so far: once the fonts are in, two frames are drawn and the page is idle (hydration done).
  const shift = await page.evaluate(async () => {
    await document.fonts.ready;
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    await new Promise((resolve) => requestIdleCallback(resolve));
    let total = 0;
    const add = (entries: PerformanceEntryList) => {
      for (const entry of entries as (PerformanceEntry & { value: number })[]) total += entry.value;
    };
    const observer = new PerformanceObserver((list) => add(list.getEntries()));
    observer.observe({ type: 'layout-shift', buffered: true });
    await new Promise((resolve) => requestAnimationFrame(resolve));
    add(observer.takeRecords());
    observer.disconnect();
    return total;
  });
  expect(shift).toBe(0);
});

test('wrangler deploy --dry-run accepts the build', async () => {
  // In the built copy's own root: its wrangler.toml, and the gateway policy its build wrote beside it.
  const { siteDir, siteRoot } = loadE2eState();
  const root = join(import.meta.dirname, '..', '..');
  const { stdout } = await promisify(execFile)(
    join(root, 'node_modules', '.bin', 'wrangler'),
    ['deploy', '--dry-run', '--assets', siteDir],
    { cwd: siteRoot, env: { ...process.env, WRANGLER_SEND_METRICS: 'false' } },
  );
  expect(stdout).toContain('--dry-run: exiting now.');
});
