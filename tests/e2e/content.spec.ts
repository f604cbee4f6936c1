import type { Page } from '@playwright/test';
import { seriousViolations } from '../../rig/e2e/axe.ts';
import { expect, test } from '../../rig/e2e/test.ts';

/**
 * The owner's own sections (docs/content.md) on the site the tests build, from the tests' own sections
 * (tests/fixtures/content/home/): English, German with its own story and notice and no FAQ, and Arabic with
 * only a section of its own. Checked as visitors see them, in Chromium.
 */

/** The h2 of each owner section on the page, in page order. */
const sectionTitles = (page: Page) => page.locator('.owner-section > h2').allTextContents();

/** The FAQPage JSON-LD objects the page carries. */
async function faqPages(page: Page): Promise<{ inLanguage: string; mainEntity: { name: string }[] }[]> {
  const scripts = await page.locator('script[type="application/ld+json"]').allTextContents();
  return scripts.map((text) => JSON.parse(text)).filter((data) => data['@type'] === 'FAQPage');
}

/** Where each section says it is written, and which way it reads: `title lang dir`. */
const languagesOf = (page: Page) =>
  page
    .locator('.owner-section')
    .evaluateAll((sections) =>
      sections.map(
        (section) =>
          `${section.querySelector('h2')?.textContent} ${section.closest('[lang]')?.getAttribute('lang')} ${getComputedStyle(section).direction}`,
      ),
    );

test('/: the English sections, in order, between the wallet panel and How it works', async ({
  page,
  siteUrl,
}) => {
  await page.goto(siteUrl);
  expect(await sectionTitles(page)).toEqual(['The Harbor story', 'Harbor questions', 'Harbor notice']);
  const order = await page
    .locator('main > .wrap > section')
    .evaluateAll((sections) => sections.map((section) => section.id || section.className));
  expect(order).toEqual(['hero', 'story', 'faq', 'notice-board', 'how-it-works']);
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  await expect(page.getByText('قسم موجود بالعربية فقط.'), 'a section only Arabic has').toHaveCount(0);
});

test('/: a text section’s headings start at h3, its outbound link is the page’s kind, its image is sized', async ({
  page,
  siteUrl,
  pageRecord,
}) => {
  await page.goto(siteUrl, { waitUntil: 'networkidle' });
  const story = page.locator('#story');
  await expect(story.getByRole('heading', { level: 3 })).toHaveText('Moorings');
  await expect(story.getByRole('heading', { level: 4 })).toHaveText('Tides');
  await expect(story.getByRole('link', { name: 'test docs' })).toHaveAttribute('rel', 'noopener');
  const image = story.getByRole('img', { name: /^A map of the harbor.s berths$/ });
  await expect(image).toHaveAttribute('width', /^\d+$/);
  await expect(image).toHaveAttribute('height', /^\d+$/);
  const src = await image.evaluate((element: HTMLImageElement) => element.currentSrc);
  expect(new URL(src).origin, 'served by the site itself').toBe(new URL(siteUrl).origin);
  expect(await image.evaluate((element: HTMLImageElement) => element.naturalWidth)).toBeGreaterThan(0);
  expect(pageRecord.cspViolations, 'nothing refused by the CSP').toEqual([]);
  expect(pageRecord.consoleErrors).toEqual([]);
});

test('/: a FAQ is disclosures that open without JS, and the page carries them as FAQPage JSON-LD', async ({
  browser,
  siteUrl,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(siteUrl);
  const faq = page.locator('#faq');
  const questions = faq.locator('summary');
  await expect(questions).toHaveText(['Does Harbor keep a berth for me?', 'Can a ship dock at night?']);
  await expect(faq.getByText('Yes, the lights stay on.')).toBeHidden();
  await questions.nth(1).click();
  await expect(faq.getByText('Yes, the lights stay on.')).toBeVisible();
  await expect(faq.getByRole('heading', { level: 3 })).toHaveCount(2);
  expect(await faqPages(page)).toEqual([
    {
      '@context': 'https://schema.org',
      '@type': 'FAQPage',
      inLanguage: 'en',
      mainEntity: [
        {
          '@type': 'Question',
          name: 'Does Harbor keep a berth for me?',
          acceptedAnswer: {
            '@type': 'Answer',
            text: 'Only in the tests: the berths are seeded on a local chain.',
          },
        },
        {
          '@type': 'Question',
          name: 'Can a ship dock at night?',
          acceptedAnswer: { '@type': 'Answer', text: 'Yes, the lights stay on.' },
        },
      ],
    },
  ]);
  await context.close();
});

test('/de/: German sections where German has them, the English FAQ marked as English', async ({
  page,
  siteUrl,
}) => {
  await page.goto(`${siteUrl}/de/`);
  expect(await languagesOf(page)).toEqual([
    'Die Geschichte von Harbor de ltr',
    'Harbor questions en ltr',
    'Aushang de ltr',
  ]);
  await expect(page.locator('#notice-board')).toContainText('Der Aushang ist ein deutscher Abschnitt.');
  await expect(page.locator('#story').getByRole('heading', { level: 3 })).toHaveText('Liegeplätze');
  expect((await faqPages(page)).map((faq) => faq.inLanguage)).toEqual(['en']);
});

test('/de/: a reference-style image of the repository is sized and served as an inline one is', async ({
  page,
  siteUrl,
  pageRecord,
}) => {
  await page.goto(`${siteUrl}/de/`, { waitUntil: 'networkidle' });
  const image = page.locator('#story').getByRole('img', { name: 'Eine Karte der Liegeplätze' });
  await expect(image).toHaveAttribute('width', /^\d+$/);
  await expect(image).toHaveAttribute('height', /^\d+$/);
  const src = await image.evaluate((element: HTMLImageElement) => element.currentSrc);
  expect(new URL(src).origin, 'served by the site itself').toBe(new URL(siteUrl).origin);
  expect(await image.evaluate((element: HTMLImageElement) => element.naturalWidth)).toBeGreaterThan(0);
  expect(pageRecord.cspViolations).toEqual([]);
});

test('/ar/: its own Arabic section first, the English ones marked English and left to right in the Arabic page', async ({
  page,
  siteUrl,
}) => {
  await page.goto(`${siteUrl}/ar/`);
  expect(await page.locator('html').getAttribute('dir')).toBe('rtl');
  expect(await languagesOf(page)).toEqual([
    'أخبار الميناء ar rtl',
    'The Harbor story en ltr',
    'Harbor questions en ltr',
    'Harbor notice en ltr',
  ]);
  for (const id of ['story', 'faq', 'notice-board']) {
    await expect(page.locator(`#${id}`)).toHaveAttribute('lang', 'en');
    await expect(page.locator(`#${id}`)).toHaveAttribute('dir', 'ltr');
  }
  await expect(page.locator('#news')).not.toHaveAttribute('lang');
});

test('sections add no JS: none before intent in any language, none when a question opens', async ({
  page,
  siteUrl,
  pageRecord,
}) => {
  for (const path of ['/', '/de/', '/ar/']) {
    await page.goto(`${siteUrl}${path}`, { waitUntil: 'networkidle' });
    await page.locator('#faq summary').first().click();
    await expect(page.locator('#faq details').first()).toHaveAttribute('open');
  }
  await page.waitForLoadState('networkidle');
  expect(pageRecord.requests.filter((url) => /\.m?js(\?|$)/.test(url))).toEqual([]);
});

for (const path of ['/de/', '/ar/']) {
  test(`${path} with sections, every question open, has no serious accessibility violation`, async ({
    page,
    siteUrl,
  }) => {
    await page.goto(`${siteUrl}${path}`);
    await page.locator('.owner-section details').evaluateAll((all) => {
      for (const details of all) details.setAttribute('open', '');
    });
    expect(await seriousViolations(page)).toEqual([]);
  });
}
