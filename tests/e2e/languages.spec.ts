import type { Page } from '@playwright/test';
import { worldAccounts } from '../../rig/chain/worldAccounts.ts';
import { installBrowserWallet, startPhoneWallet } from '../../rig/e2e/connectFlows.ts';
import { chainCard, holdingRow, waitForHydration } from '../../rig/e2e/panel.ts';
import { expect, rpcMethods, test } from '../../rig/e2e/test.ts';
import { TEST_CHAINS, testSiteConfigInput } from '../../rig/site/testSiteConfig.ts';
import { decodeQrCode } from '../../rig/walletconnect/decodeQrCode.ts';
import type { PageMessages, PanelMessages } from '../../src/i18n/catalogueTypes.ts';
import arabicPage from '../../src/i18n/page/ar.ts';
import germanPage from '../../src/i18n/page/de.ts';
import japanesePage from '../../src/i18n/page/ja.ts';
import arabic from '../../src/i18n/panel/ar.ts';
import german from '../../src/i18n/panel/de.ts';
import { formatMessage } from '../../src/lib/format/formatMessage.ts';
import type { Locale } from '../../src/lib/i18n/locales.ts';
import type { MessageValues, Text } from '../../src/lib/i18n/messageTypes.ts';

/**
 * The page in other languages, as their visitors use it: German and Arabic (right to left), each with its own
 * words from its catalogues, its own number marks, and the same reads, checks and wallets as in English.
 */

const { ethereum, optimism } = TEST_CHAINS;
const ALICE = worldAccounts.alice.address;
const BOB = worldAccounts.bob.address;

/** A language under test: its path, its catalogues, and alice's figures as its visitors read them. */
interface Language {
  locale: Locale;
  path: string;
  panel: PanelMessages;
  page: PageMessages;
  /** Alice's ETH on Ethereum, her million TUSD, and her dust on Optimism, in the language's marks. */
  figures: { eth: string; tusd: string; dust: string };
}

const LANGUAGES: Language[] = [
  {
    locale: 'de',
    path: '/de/',
    panel: german,
    page: germanPage,
    figures: { eth: '12,345678', tusd: '1.000.000,123456', dust: '< 0,000001' },
  },
  {
    locale: 'ar',
    path: '/ar/',
    panel: arabic,
    page: arabicPage,
    figures: { eth: '12.345678', tusd: '1,000,000.123456', dust: '< 0.000001' },
  },
];

/** A message of `language` with its values, as the page writes it. */
const say = (language: Language, text: Text, values: MessageValues = {}) =>
  formatMessage(language.locale, text, values);

/** Opens the language's home page and hydrates the panel, as a visitor pointing at it does. */
async function openIn(page: Page, siteUrl: string, language: Language, search = ''): Promise<void> {
  await page.goto(`${siteUrl}${language.path}${search}`);
  await page.locator('.wallet-panel').hover();
  await waitForHydration(page);
}

/** Opens the language's home page and checks `input` in its watch box, as a visitor typing it does. */
async function checkIn(page: Page, siteUrl: string, language: Language, input: string) {
  await openIn(page, siteUrl, language);
  const field = page.getByLabel(language.panel.ui.watchInputLabel);
  await field.fill(input);
  await field.press('Enter');
  return field;
}

for (const language of LANGUAGES) {
  const { panel, page: words } = language;

  test.describe(`${language.path}`, () => {
    test('is in its language, in its direction, and its chooser too', async ({
      page,
      siteUrl,
      pageRecord,
    }) => {
      await page.goto(`${siteUrl}${language.path}`);
      const dir = language.locale === 'ar' ? 'rtl' : 'ltr';
      await expect(page.locator('html')).toHaveAttribute('lang', language.locale);
      await expect(page.locator('html')).toHaveAttribute('dir', dir);
      await expect(page.getByRole('heading', { name: panel.ui.panelTitle })).toBeVisible();
      await expect(page.getByRole('heading', { name: words.home.howItWorks })).toBeAttached();
      await page.getByRole('button', { name: panel.ui.connectWallet }).click();
      const chooser = page.getByRole('dialog', { name: words.chooser.title });
      await expect(chooser).toBeVisible();
      await expect(
        chooser.getByRole('button', { name: new RegExp(`^${words.chooser.allWallets}`) }),
      ).toBeVisible();
      await expect(chooser.getByText(words.chooser.onlySharesAddress)).toBeVisible();
      await chooser.getByRole('button', { name: words.chooser.close }).click();
      await expect(chooser).toBeHidden();
      expect(pageRecord.consoleErrors).toEqual([]);
    });

    test('watch mode reads the chains and writes amounts in the language’s marks', async ({
      page,
      siteUrl,
      pageRecord,
    }) => {
      await checkIn(page, siteUrl, language, ALICE);
      await expect(page).toHaveURL(`${siteUrl}${language.path}?address=${ALICE}`);
      await expect(page.locator('.wallet-panel .badge', { hasText: panel.ui.badgeWatching })).toBeVisible();
      const amountOf = (chain: string, symbol: string) =>
        holdingRow(chainCard(page, chain), symbol).locator('.holding-amount');
      await expect(amountOf(ethereum.name, 'ETH')).toHaveText(language.figures.eth);
      await expect(amountOf(ethereum.name, 'ETH')).toHaveAttribute('value', '12.345678901234567891');
      await expect(amountOf(ethereum.name, 'TUSD')).toHaveText(language.figures.tusd);
      await expect(amountOf(optimism.name, 'DUST')).toHaveText(language.figures.dust);
      await expect(
        chainCard(page, ethereum.name).getByRole('heading', { name: panel.ui.tokens }),
      ).toBeVisible();
      await expect(page.locator('.account-address .mono')).toHaveAttribute('dir', 'ltr');
      await expect(page.locator('.claim-name', { hasText: 'Harbor airdrop' })).toBeVisible();
      await expect(page.locator('.claim .badge').first()).toHaveText(panel.ui.eligible);
      expect(pageRecord.consoleErrors).toEqual([]);
    });

    test('a bad input gets its message in the language, and nothing is read', async ({
      page,
      siteUrl,
      pageRecord,
    }) => {
      const field = await checkIn(page, siteUrl, language, ALICE.slice(2));
      await expect(page.getByRole('alert')).toHaveText(say(language, panel.errors.INPUT_MISSING_0X));
      await expect(field).toHaveValue(ALICE.slice(2));
      await field.fill(`${ALICE.slice(0, 40)}`);
      await field.press('Enter');
      const detail = say(language, panel.details.ADDRESS_LENGTH, { count: 38 });
      await expect(page.getByRole('alert')).toHaveText(
        `${say(language, panel.errors.INPUT_ADDRESS_LENGTH)} (${detail})`,
      );
      expect(rpcMethods(pageRecord, ethereum.id).filter((method) => method === 'eth_call')).toEqual([]);
    });

    test('a browser wallet connects, and the panel says so in the language', async ({
      page,
      siteUrl,
      walletLedger,
    }) => {
      const wallet = await installBrowserWallet(page, walletLedger, [BOB]);
      await openIn(page, siteUrl, language);
      await page.getByRole('button', { name: panel.ui.connectWallet }).click();
      const chooser = page.getByRole('dialog', { name: words.chooser.title });
      await chooser.getByRole('button', { name: new RegExp(`^${wallet.name}`) }).click();
      await expect(page.locator('.wallet-panel .badge', { hasText: panel.ui.badgeConnected })).toBeVisible();
      await expect(page.locator('.wallet-panel .account-address .mono')).toHaveText(BOB);
      await expect(page.getByRole('button', { name: panel.ui.disconnect })).toBeVisible();
    });
  });
}

test('/de/: a phone wallet scans the page’s QR code, drawn under German words, and connects', async ({
  page,
  siteUrl,
  walletLedger,
}) => {
  const [de] = LANGUAGES;
  if (!de) throw new Error('no German');
  const phone = await startPhoneWallet(walletLedger, [ALICE]);
  try {
    await openIn(page, siteUrl, de);
    await page.getByRole('button', { name: de.panel.ui.connectWallet }).click();
    const chooser = page.getByRole('dialog', { name: de.page.chooser.title });
    await chooser.getByRole('button', { name: new RegExp(`^${de.page.chooser.scanQr}`) }).click();
    await expect(chooser.getByRole('heading', { name: de.page.chooser.scanWithPhone })).toBeVisible();
    const qr = chooser.getByRole('img', { name: de.panel.ui.pairingQrLabel });
    await expect(qr).toBeVisible();
    await expect(chooser.getByRole('button', { name: de.panel.ui.copyLink })).toBeEnabled();
    const uri = decodeQrCode(await qr.screenshot({ animations: 'disabled' }));
    expect(uri).toMatch(/^wc:/);
    await phone.pair(uri ?? '');
    await expect(page.locator('.wallet-panel .badge', { hasText: de.panel.ui.badgeConnected })).toBeVisible();
    await expect(page.locator('.wallet-panel .account-address .mono')).toHaveText(ALICE);
  } finally {
    await phone.stop();
  }
});

test('/ar/ mirrors the layout, keeps addresses and amounts left to right, and fits a 360 px phone', async ({
  page,
  siteUrl,
}) => {
  const [, ar] = LANGUAGES;
  if (!ar) throw new Error('no Arabic');
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto(`${siteUrl}/ar/?address=${ALICE}`);
  await expect(holdingRow(chainCard(page, ethereum.name), 'TUSD').locator('.holding-amount')).toHaveText(
    ar.figures.tusd,
  );
  const direction = await page
    .locator('.wallet-panel')
    .evaluate((element) => getComputedStyle(element).direction);
  expect(direction, 'the panel reads right to left').toBe('rtl');
  const amountDirection = await page
    .locator('.holding-amount bdi')
    .first()
    .evaluate((element) => getComputedStyle(element).unicodeBidi);
  expect(amountDirection).toBe('isolate');
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, 'nothing sticks out of a 360 px phone').toBeLessThanOrEqual(0);
  // The owner gave no Arabic description: the English one is marked as English, isolated from the Arabic.
  await expect(page.locator('.lede bdi')).toHaveAttribute('lang', 'en');
  await expect(page.locator('.tagline bdi')).not.toHaveAttribute('lang', /./);
  await page.goto(`${siteUrl}/ar/`);
  await page.getByRole('button', { name: ar.panel.ui.connectWallet }).click();
  const chooser = page.getByRole('dialog', { name: ar.page.chooser.title });
  await chooser.getByRole('button', { name: new RegExp(`^${ar.page.chooser.scanQr}`) }).click();
  const back = chooser.getByRole('button', { name: ar.page.chooser.back });
  const transform = await back.locator('svg').evaluate((element) => getComputedStyle(element).transform);
  expect(transform, 'the back arrow points right, the way back in Arabic').toBe('matrix(-1, 0, 0, 1, 0, 0)');
  const chooserOverflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(chooserOverflow).toBeLessThanOrEqual(0);
});

test('each language fetches no JS before intent, then only its own words', async ({
  page,
  siteUrl,
  pageRecord,
}) => {
  for (const path of ['/ja/', '/ar/']) {
    await page.goto(`${siteUrl}${path}`);
    await page.waitForLoadState('networkidle');
  }
  expect(
    pageRecord.requests.filter((url) => url.endsWith('.js')),
    'JS before intent',
  ).toEqual([]);
  await page.locator('.wallet-panel').hover();
  await waitForHydration(page);
  await page.waitForLoadState('networkidle');
  const words = pageRecord.requests.filter((url) => /\/_astro\/[a-z]{2}(-[A-Z]{2})?\.[\w-]+\.js$/.test(url));
  expect(words.map((url) => new URL(url).pathname.split('/').pop()?.split('.')[0])).toEqual(['ar']);
});

test('the language switch is plain links to the same page, and nothing redirects by the browser’s language', async ({
  browser,
  siteUrl,
}) => {
  const context = await browser.newContext({ locale: 'de-DE', javaScriptEnabled: false });
  const page = await context.newPage();
  try {
    const response = await page.goto(`${siteUrl}/privacy`);
    expect(response?.url()).toBe(`${siteUrl}/privacy`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await page.getByRole('navigation', { name: 'Language' }).getByRole('link', { name: '日本語' }).click();
    await expect(page).toHaveURL(`${siteUrl}/ja/privacy`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(japanesePage.privacy.title);
    const switcher = page.getByRole('navigation', { name: japanesePage.layout.language });
    await expect(switcher.getByRole('link', { name: '日本語' })).toHaveAttribute('aria-current', 'page');
    await expect(switcher.getByRole('link')).toHaveCount(testSiteConfigInput.locales.length);
  } finally {
    await context.close();
  }
});

test('an unknown address under a language gets that language’s 404 page', async ({ page, siteUrl }) => {
  const response = await page.goto(`${siteUrl}/de/no-such-page`);
  expect(response?.status()).toBe(404);
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(germanPage.notFound.title);
  await expect(page.getByRole('link', { name: germanPage.notFound.home })).toHaveAttribute('href', '/de/');
});

test('before hydration, the watch form sends an address to its own language’s page', async ({
  browser,
  siteUrl,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  try {
    await page.goto(`${siteUrl}/de/`);
    await page.getByLabel(german.ui.watchInputLabel).fill(ALICE);
    await page.getByRole('button', { name: german.ui.check, exact: true }).click();
    await expect(page).toHaveURL(`${siteUrl}/de/?address=${ALICE}`);
  } finally {
    await context.close();
  }
});
