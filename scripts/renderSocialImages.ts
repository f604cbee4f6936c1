/**
 * Renders the social preview image (public/og.jpg, 1200×630) and the touch icon (public/apple-touch-icon.png,
 * 180×180) from the site config with Debian's Chromium. Run after changing the name, tagline or accent:
 * `node --experimental-strip-types scripts/renderSocialImages.ts`.
 */
import { chromium } from '@playwright/test';
import { siteConfig } from '../site.config.ts';
import type { PageMessages } from '../src/i18n/catalogueTypes.ts';
import { defaultLocale, siteTextsIn } from '../src/lib/config/siteTexts.ts';

/** One image serves every language: it is drawn in the default one. */
const locale = defaultLocale(siteConfig);
const site = siteTextsIn(siteConfig, locale);
const { default: words } = (await import(`../src/i18n/page/${locale}.ts`)) as { default: PageMessages };

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

const mark = `<svg width="100%" height="100%" viewBox="0 0 32 32"><rect width="32" height="32" rx="8" fill="${siteConfig.theme.accent}"/><path d="M8 22c2.5-8 13.5-8 16 0" fill="none" stroke="#fff" stroke-width="2.6" stroke-linecap="round"/><circle cx="16" cy="11" r="2.6" fill="#fff"/></svg>`;

const socialHtml = `<!doctype html><html><body style="margin:0;width:1200px;height:630px;display:flex;flex-direction:column;justify-content:center;padding:0 96px;box-sizing:border-box;background:linear-gradient(135deg,#0e0e15 0%,#1d1b3a 100%);color:#fff;font-family:system-ui,sans-serif">
<div style="width:96px;height:96px;margin-bottom:40px">${mark}</div>
<div style="font-size:84px;font-weight:800;letter-spacing:-2px">${escapeHtml(site.name)}</div>
<div style="font-size:40px;margin-top:16px;color:#d6d4ff;max-width:1000px">${escapeHtml(site.tagline)}</div>
<div style="font-size:26px;margin-top:48px;color:#a9a9bd">${escapeHtml(words.home.eyebrow)}</div></body></html>`;

const iconHtml = `<!doctype html><html><body style="margin:0;width:180px;height:180px">${mark.replace('rx="8"', 'rx="0"')}</body></html>`;

const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run'],
});
try {
  const page = await browser.newPage({ viewport: { width: 1200, height: 630 } });
  await page.setContent(socialHtml);
  await page.screenshot({ path: 'public/og.jpg', type: 'jpeg', quality: 82 });
  await page.setViewportSize({ width: 180, height: 180 });
  await page.setContent(iconHtml);
  await page.screenshot({ path: 'public/apple-touch-icon.png' });
} finally {
  await browser.close();
}
