import { worldAccounts } from '../../rig/chain/worldAccounts.ts';
import { loadE2eState } from '../../rig/e2e/e2eState.ts';
import { runClockUntil, settleRequests, setVisibility } from '../../rig/e2e/pageClock.ts';
import { chainCard, holdingRow, openPanel, waitForHydration } from '../../rig/e2e/panel.ts';
import { expect, RUNS_ALONE, test } from '../../rig/e2e/test.ts';
import { setRpcFault } from '../../rig/e2e/testControl.ts';
import { TEST_CHAINS } from '../../rig/site/testSiteConfig.ts';
import english from '../../src/i18n/panel/en.ts';
import { REFRESH_INTERVAL_MS } from '../../src/islands/account/useChainSnapshots.ts';

const { ethereum, optimism, base } = TEST_CHAINS;

const ALICE = worldAccounts.alice.address;

/** The figures alice holds on the local chains, as the page must show them (short and exact). */
const ALICE_FIGURES = [
  { chain: ethereum.name, symbol: 'ETH', display: '12.345678', exact: '12.345678901234567891' },
  { chain: ethereum.name, symbol: 'TUSD', display: '1,000,000.123456', exact: '1000000.123456' },
  { chain: base.name, symbol: 'ETH', display: '12.345678', exact: '12.345678901234567891' },
  { chain: optimism.name, symbol: 'ETH', display: '12.345678', exact: '12.345678901234567891' },
  { chain: optimism.name, symbol: 'DUST', display: '< 0.000001', exact: '0.000000000000000001' },
];

for (const query of ['alice.eth', ALICE.toLowerCase()]) {
  test(`/?address=${query} shows exactly what the chains hold`, async ({ page, siteUrl, pageRecord }) => {
    await page.goto(`${siteUrl}/?address=${query}`);
    const panel = page.locator('.wallet-panel');
    await expect(panel.getByText('Watching')).toBeVisible();
    await expect(panel.locator('.account-name')).toHaveText('alice.eth');
    await expect(panel.locator('.account-address .mono')).toHaveText(ALICE);
    for (const figure of ALICE_FIGURES) {
      const amount = holdingRow(chainCard(page, figure.chain), figure.symbol).locator('.holding-amount');
      await expect(amount).toHaveText(figure.display);
      await expect(amount).toHaveAttribute('value', figure.exact);
      await expect(amount).toHaveAttribute('title', `${figure.exact} ${figure.symbol}`);
    }
    const failed = holdingRow(chainCard(page, optimism.name), 'REVERT').locator('.holding-amount');
    await expect(failed).toHaveText(`— ${english.errors.TOKEN_CALL_FAILED}`);
    await expect(failed).toHaveAttribute('title', /did not answer a standard balance query/);
    await expect(panel.locator('.account-avatar img')).toHaveJSProperty('naturalWidth', 8);
    for (const chain of [ethereum.name, base.name, optimism.name]) {
      await expect(chainCard(page, chain).locator('.chain-block')).toHaveText(/^Block [\d,]+$/);
    }
    expect(pageRecord.consoleErrors).toEqual([]);
  });
}

test('the account heading has one height with or without an ENS name: a name arriving moves nothing below it', async ({
  page,
  siteUrl,
}) => {
  const headerHeight = async (address: string, heading: string) => {
    await page.goto(`${siteUrl}/?address=${address}`);
    const header = page.locator('.wallet-panel .account-header');
    await expect(header.locator('.account-name')).toHaveText(heading);
    return (await header.boundingBox())?.height;
  };
  const named = await headerHeight(ALICE, 'alice.eth');
  expect(named).toBeGreaterThan(0);
  expect(await headerHeight('0x000000000000000000000000000000000000bEEF', '0x0000…bEEF')).toBe(named);
});

test('the read code loads only when needed', async ({ page, siteUrl, pageRecord }) => {
  await page.goto(siteUrl);
  await page.waitForLoadState('networkidle');
  expect(pageRecord.requests.filter((url) => url.endsWith('.js'))).toEqual([]);
  await page.locator('.panel-connect').hover();
  await waitForHydration(page);
  await page.waitForLoadState('networkidle');
  expect(pageRecord.requests.some((url) => url.includes('createAccountReader'))).toBe(false);
  await page.getByLabel('Address or ENS name').focus();
  await expect.poll(() => pageRecord.requests.some((url) => url.includes('createAccountReader'))).toBe(true);
});

test('the account view’s styles are in no page: they come with the view, ahead of it on a watch link', async ({
  page,
  siteUrl,
  pageRecord,
}) => {
  const styleSheets = () => pageRecord.requests.filter((url) => url.endsWith('.css'));
  await page.goto(siteUrl);
  await page.locator('.panel-connect').hover();
  await waitForHydration(page);
  await page.waitForLoadState('networkidle');
  expect(
    await page
      .locator('style')
      .evaluateAll((styles) => styles.some((style) => style.textContent?.includes('.account-header'))),
  ).toBe(false);
  expect(styleSheets()).toEqual([]);
  await page.goto(`${siteUrl}/?address=${ALICE}`);
  const header = page.locator('.account-header');
  await expect(header).toBeVisible();
  expect(await header.evaluate((element) => getComputedStyle(element).display)).toBe('grid');
  expect(styleSheets()).toHaveLength(1);
  expect(await page.locator('link[rel="preload"][as="style"]').getAttribute('href')).toBe(
    new URL(styleSheets()[0] ?? '').pathname,
  );
});

test('a checked address becomes a shareable link, and Back returns to the form', async ({
  page,
  siteUrl,
}) => {
  await openPanel(page, siteUrl);
  await page.getByLabel('Address or ENS name').fill('  Alice.ETH ');
  await page.getByLabel('Address or ENS name').press('Enter');
  await expect(page.locator('.account-name')).toHaveText('alice.eth');
  await expect(page).toHaveURL(`${siteUrl}/?address=alice.eth`);
  await page.goBack();
  await expect(page.getByRole('button', { name: 'Connect wallet' })).toBeVisible();
  await page.goForward();
  await expect(page.locator('.account-name')).toHaveText('alice.eth');
  await page.getByRole('button', { name: 'Check another' }).click();
  await expect(page.getByLabel('Address or ENS name')).toBeVisible();
  expect(new URL(page.url()).search).toBe('');
});

test('the form works before the island hydrates: it is a plain link to /?address=', async ({
  browser,
  siteUrl,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(siteUrl);
  await page.getByLabel('Address or ENS name').fill('alice.eth');
  await page.getByRole('button', { name: 'Check' }).click();
  await expect(page).toHaveURL(`${siteUrl}/?address=alice.eth`);
  await context.close();
});

test('a failing chain shows its own error and retry; the others are unaffected', {
  tag: RUNS_ALONE,
}, async ({ page, siteUrl }) => {
  await setRpcFault(base.id, 'http500');
  await setRpcFault(optimism.id, 'garbage');
  await page.goto(`${siteUrl}/?address=${ALICE}`);
  const baseCard = chainCard(page, base.name);
  await expect(baseCard.getByRole('alert')).toContainText(english.errors.RPC_SERVER_ERROR);
  await expect(chainCard(page, optimism.name).getByRole('alert')).toContainText(
    english.errors.RPC_BAD_RESPONSE,
  );
  await expect(holdingRow(chainCard(page, ethereum.name), 'TUSD').locator('.holding-amount')).toHaveText(
    '1,000,000.123456',
  );
  await setRpcFault(base.id, 'none');
  await baseCard.getByRole('button', { name: `Retry ${base.name}` }).click();
  await expect(holdingRow(baseCard, 'ETH').locator('.holding-amount')).toHaveText('12.345678');
});

test('copy buttons copy the exact value', async ({ page, siteUrl, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto(`${siteUrl}/?address=${ALICE}`);
  await chainCard(page, optimism.name).getByRole('button', { name: 'Copy exact DUST balance' }).click();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('0.000000000000000001');
  await page.getByRole('button', { name: 'Copy address' }).click();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(ALICE);
});

test('balances refresh on a new block while the tab is visible, and not while hidden', {
  tag: RUNS_ALONE,
}, async ({ page, siteUrl, pageRecord }) => {
  const node = loadE2eState().chains.find((chain) => chain.chainId === ethereum.id);
  const mine = () =>
    fetch(node?.nodeUrl ?? '', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'evm_mine', params: [] }),
    });
  /**
   * The reads the page sent since `index` of its RPC log, as `chainId:methods`, sorted; the account's code, which
   * every 5th read of a chain asks in the same request (`CODE_REREAD_REFRESHES`), left out.
   */
  const readsSince = (index: number) =>
    pageRecord.rpc
      .slice(index)
      .map((request) => `${request.chainId}:${request.methods.filter((m) => m !== 'eth_getCode').join(',')}`)
      .sort();
  const oneReadPerChain = [ethereum, optimism, base].map((chain) => `${chain.id}:eth_call`).sort();
  await page.clock.install();
  await page.goto(`${siteUrl}/?address=${ALICE}`);
  for (const chain of [ethereum, optimism, base]) {
    await expect(chainCard(page, chain.name).locator('.chain-block')).toBeVisible();
  }
  await expect(page.locator('.account-name')).toHaveText('alice.eth');
  const meta = chainCard(page, ethereum.name).locator('.chain-block');
  const first = (await meta.textContent()) ?? '';
  await mine();

  // One refresh interval of page time while visible: one read of each chain, and no more.
  await settleRequests(page);
  const visibleSince = pageRecord.rpc.length;
  await page.clock.runFor(REFRESH_INTERVAL_MS);
  await expect.poll(() => readsSince(visibleSince)).toEqual(oneReadPerChain);
  await settleRequests(page);
  expect(readsSince(visibleSince)).toEqual(oneReadPerChain);
  // The new block shows by refreshes alone (the gateway may answer one from a result it shares for a second).
  await runClockUntil(page, () => expect(meta).not.toHaveText(first, { timeout: 500 }), {
    limitMs: 20 * REFRESH_INTERVAL_MS,
    stepMs: REFRESH_INTERVAL_MS,
  });

  // Hidden: three intervals of page time and a new block, and nothing is read.
  await setVisibility(page, 'hidden');
  await settleRequests(page);
  const hiddenSince = pageRecord.rpc.length;
  const shown = (await meta.textContent()) ?? '';
  await mine();
  await page.clock.runFor(3 * REFRESH_INTERVAL_MS);
  await settleRequests(page);
  expect(readsSince(hiddenSince), 'reads while the tab was hidden').toEqual([]);
  await expect(meta).toHaveText(shown);

  // Visible again after more than an interval: the refresh that is due comes at once, with no time run.
  await setVisibility(page, 'visible');
  await expect.poll(() => readsSince(hiddenSince)).toEqual(oneReadPerChain);
});
