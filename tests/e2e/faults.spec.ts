import type { Locator, Page } from '@playwright/test';
import { JsonRpcProvider, parseEther, toQuantity, Wallet } from 'ethers';
import { worldAccounts } from '../../rig/chain/worldAccounts.ts';
import {
  expectConnected,
  installBrowserWallet,
  nodeUrls,
  openWalletChooser,
  pairPhoneWallet,
  pickBrowserWallet,
  startPhoneWallet,
} from '../../rig/e2e/connectFlows.ts';
import { pageNow, runClockUntil } from '../../rig/e2e/pageClock.ts';
import { chainCard, holdingRow, openPanel } from '../../rig/e2e/panel.ts';
import { readsAnswered } from '../../rig/e2e/refreshReads.ts';
import { expect, type PageRecord, RUNS_ALONE, test } from '../../rig/e2e/test.ts';
import { dropRelayConnections, setRelayAvailable, setRpcFault } from '../../rig/e2e/testControl.ts';
import type { RpcFault } from '../../rig/rpcProxy/startRpcProxy.ts';
import { TEST_CHAINS } from '../../rig/site/testSiteConfig.ts';
import english from '../../src/i18n/panel/en.ts';
import { PICKER_READY_TIMEOUT_MS } from '../../src/islands/wallet/pickerReadyTimeout.ts';
import type { VisitorErrorCode } from '../../src/lib/errors/errorCodes.ts';
import { DEFAULT_RPC_POLICY } from '../../src/lib/rpc/rpcPolicy.ts';

const { ethereum, optimism, base } = TEST_CHAINS;

const ALICE = worldAccounts.alice.address;
const BOB = worldAccounts.bob.address;

/**
 * Every fault class of the reads, and what the visitor reads for it (the hang has its own, slower test). The 429
 * comes last: it pauses the upstream in the gateway, in workerd's real time, and the page then waits out the
 * gateway's own Retry-After (5 s), so each fault cycled after it would first sit through both.
 */
const FAULTS: [RpcFault, VisitorErrorCode][] = [
  ['http500', 'RPC_SERVER_ERROR'],
  ['http503', 'RPC_SERVER_ERROR'],
  ['truncated', 'RPC_BAD_RESPONSE'],
  ['garbage', 'RPC_BAD_RESPONSE'],
  ['connectionReset', 'RPC_NETWORK_ERROR'],
  ['wrongChainId', 'RPC_WRONG_CHAIN'],
  ['http429', 'RPC_RATE_LIMITED'],
];

/** A new account holding `ether` ETH on Optimism and Base, which no test has read before. */
async function fundedNewAccount(ether: string): Promise<string> {
  const { address } = Wallet.createRandom();
  for (const chain of [optimism, base]) {
    const node = new JsonRpcProvider(nodeUrls()[chain.id], chain.id, { staticNetwork: true });
    await node.send('anvil_setBalance', [address, toQuantity(parseEther(ether))]);
    node.destroy();
  }
  return address;
}

/**
 * The browser's own network log ("Failed to load resource…", a refused socket) is the only console error a
 * fault may cause: the page itself logs none, and nothing goes unhandled.
 */
function expectOnlyNetworkLog(record: PageRecord) {
  const own = record.consoleErrors.filter(
    (error) => !/^Failed to load resource|^WebSocket connection to .* failed/.test(error.text),
  );
  expect(own).toEqual([]);
}

/**
 * Waits until `card` says `code`'s message, running the page's installed clock through the retries' backoff
 * (the read is tried again after 0.5 s, then 1 s) instead of waiting it out: a step runs all of it at once.
 * Then waits until no read is on its way: a refresh the last step set off, which the gateway may hold for the
 * upstream's pause after a 429, would otherwise be answered after the test changed the fault, and the card
 * could read again by itself before its Retry is pressed.
 */
async function expectReadError(page: Page, record: PageRecord, card: Locator, code: VisitorErrorCode) {
  const alert = card.getByRole('alert');
  const { backoffMs, retries } = DEFAULT_RPC_POLICY;
  await runClockUntil(page, () => expect(alert).toContainText(english.errors[code], { timeout: 200 }), {
    limitMs: 60_000,
    stepMs: backoffMs * (2 ** retries - 1),
    beforeStep: () => readsAnswered(page, record),
  });
  await readsAnswered(page, record);
  await expect(alert).toContainText(english.errors[code]);
}

/** Goes through every fault class on the Base card with its Retry button, then recovers. */
async function cycleFaults(
  page: Page,
  record: PageRecord,
  baseCard: Locator,
  expected: { symbol: string; amount: string },
) {
  for (const [fault, code] of FAULTS) {
    await test.step(fault, async () => {
      await setRpcFault(base.id, fault);
      await baseCard.getByRole('button', { name: `Retry ${base.name}` }).click();
      await expectReadError(page, record, baseCard, code);
      await expect(
        holdingRow(chainCard(page, ethereum.name), 'ETH').locator('.holding-amount'),
      ).not.toHaveText('');
    });
  }
  await setRpcFault(base.id, 'none');
  // The page's clock also flows by itself: on a slow machine a refresh it set off may already have read the
  // chain once the fault was cleared, and taken the card's error and its Retry away.
  const retry = baseCard.getByRole('button', { name: `Retry ${base.name}` });
  await retry.click({ timeout: 5_000 }).catch(() => expect(retry).toBeHidden());
  // A retry that lands while the gateway still holds the upstream back after the last 429 (its Retry-After, in
  // workerd's real time) can get a 429 too: the page's backoff and refresh then read once more, on its clock.
  const amount = holdingRow(baseCard, expected.symbol).locator('.holding-amount');
  await runClockUntil(page, () => expect(amount).toHaveText(expected.amount, { timeout: 1_000 }), {
    limitMs: 60_000,
    beforeStep: () => readsAnswered(page, record),
  });
}

test('watch mode: every RPC fault class gets its message and a retry; the other chains keep their figures', {
  tag: RUNS_ALONE,
}, async ({ page, siteUrl, pageRecord }) => {
  await setRpcFault(base.id, 'http500');
  await page.clock.install();
  await page.goto(`${siteUrl}/?address=${ALICE}`);
  const baseCard = chainCard(page, base.name);
  await expectReadError(page, pageRecord, baseCard, 'RPC_SERVER_ERROR');
  await cycleFaults(page, pageRecord, baseCard, { symbol: 'ETH', amount: '12.345678' });
  await expect(holdingRow(chainCard(page, optimism.name), 'DUST').locator('.holding-amount')).toHaveText(
    '< 0.000001',
  );
  expectOnlyNetworkLog(pageRecord);
});

test('watch mode: an endpoint that never answers times out, after the retries, with a retry of its own', {
  tag: RUNS_ALONE,
}, async ({ page, siteUrl, pageRecord }) => {
  // The gateway answers an identical read from what it kept for 1 s (docs/gateway.md, real time in workerd):
  // an account no test has read makes a read no earlier one can answer, so the hang is reached at once.
  const account = await fundedNewAccount('12.345678');
  await setRpcFault(optimism.id, 'hang');
  await page.clock.install();
  await page.goto(`${siteUrl}/?address=${account}`);
  await expect(holdingRow(chainCard(page, base.name), 'ETH').locator('.holding-amount')).toHaveText(
    '12.345678',
  );
  const optimismCard = chainCard(page, optimism.name);
  await expect(optimismCard.locator('.skeleton').first()).toBeVisible();
  // The read of Optimism is on its way (its timeout set): from here the page's clock runs each attempt out.
  await expect.poll(() => pageRecord.rpc.some((request) => request.chainId === optimism.id)).toBe(true);
  const { timeoutMs, retries, backoffMs } = DEFAULT_RPC_POLICY;
  const waited = await runClockUntil(
    page,
    () => expect(optimismCard.getByRole('alert')).toContainText(english.errors.RPC_TIMEOUT, { timeout: 100 }),
    { limitMs: 2 * (retries + 1) * (timeoutMs + backoffMs * 2 ** retries), stepMs: timeoutMs },
  );
  // The visitor is told only after every attempt and the backoff between them. Whichever gives up first on an
  // attempt, the page's timeout on its clock or the gateway's on the upstream, each attempt is a request (a
  // refresh due by the time the clock stopped may have added one more).
  const attempts = pageRecord.rpc.filter((request) => request.chainId === optimism.id).length;
  expect(attempts).toBeGreaterThanOrEqual(retries + 1);
  expect(waited).toBeGreaterThanOrEqual(backoffMs * (2 ** retries - 1));
  await setRpcFault(optimism.id, 'none');
  await page.getByRole('button', { name: `Retry ${optimism.name}` }).click();
  await expect(holdingRow(optimismCard, 'ETH').locator('.holding-amount')).toHaveText('12.345678');
  expectOnlyNetworkLog(pageRecord);
});

test('connected: RPC faults leave the wallet connected and the other chains intact', {
  tag: RUNS_ALONE,
}, async ({ page, siteUrl, pageRecord, walletLedger }) => {
  const wallet = await installBrowserWallet(page, walletLedger, [ALICE, BOB]);
  await page.clock.install();
  await pickBrowserWallet(page, siteUrl, wallet);
  await expectConnected(page, ALICE);
  await setRpcFault(base.id, 'http500');
  await wallet.switchAccount(BOB);
  const baseCard = chainCard(page, base.name);
  await expectReadError(page, pageRecord, baseCard, 'RPC_SERVER_ERROR');
  await expect(holdingRow(chainCard(page, ethereum.name), 'ETH').locator('.holding-amount')).toHaveText(
    '0.5',
  );
  await cycleFaults(page, pageRecord, baseCard, { symbol: 'ETH', amount: '0.5' });
  await expectConnected(page, BOB);
  expectOnlyNetworkLog(pageRecord);
});

test('the relay drops mid-session and comes back: the page says so, then follows the wallet again', {
  tag: RUNS_ALONE,
}, async ({ page, siteUrl, pageRecord, walletLedger }) => {
  const wallet = await startPhoneWallet(walletLedger, [ALICE, BOB]);
  try {
    await page.clock.install();
    await pairPhoneWallet(page, siteUrl, wallet);
    await expectConnected(page, ALICE);
    const reconnecting = page.getByRole('status').filter({ hasText: 'reconnecting' });

    await setRelayAvailable(false);
    await dropRelayConnections();
    await runClockUntil(page, () => expect(reconnecting).toBeVisible({ timeout: 100 }), { limitMs: 20_000 });
    await expect(holdingRow(chainCard(page, ethereum.name), 'TUSD').locator('.holding-amount')).toHaveText(
      '1,000,000.123456',
    );
    await setRelayAvailable(true);
    // WalletConnect's own reconnect timer runs in the page: the page's clock moves it on.
    await runClockUntil(page, () => expect(reconnecting).toBeHidden({ timeout: 100 }), { limitMs: 30_000 });
    // The phone wallet (in Node, on real time) comes back by itself; until it has, its event goes nowhere.
    await expect(async () => {
      await wallet.changeAccount(BOB);
      await expect(page.locator('.account-address .mono')).toHaveText(BOB, { timeout: 1_000 });
    }).toPass({ timeout: 20_000 });
    expectOnlyNetworkLog(pageRecord);
  } finally {
    await wallet.stop();
  }
});

test.describe('a registry that never answers', () => {
  test.use({ thirdPartyOptions: { api: { hang: true } } });

  test('a hanging wallet registry: a message in time, and Try again opens AppKit once it answers', async ({
    page,
    siteUrl,
    thirdParties,
  }) => {
    const { api } = thirdParties;
    await page.clock.install();
    await openPanel(page, siteUrl);
    const chooser = await openWalletChooser(page);
    await chooser.getByRole('button', { name: /^All wallets/ }).click();
    const chosen = await pageNow(page);
    await expect(chooser.getByRole('status')).toHaveText('Loading the list of wallets…');
    // Once AppKit has loaded, the wallet list is asked for as the picker's deadline starts: only then does
    // the test run the page's clock (running it earlier would count loading time the page never waited).
    await expect.poll(() => api.requests.some((url) => url.pathname === '/getWallets')).toBe(true);
    // The deadline: PICKER_READY_TIMEOUT_MS of page time from the choice, well within 10 s.
    const alert = page.getByRole('alert');
    await runClockUntil(
      page,
      () => expect(alert).toContainText(english.errors.WALLET_PICKER_TIMEOUT, { timeout: 100 }),
      { limitMs: 10_000 },
    );
    const waited = (await pageNow(page)) - chosen;
    expect(waited).toBeGreaterThanOrEqual(PICKER_READY_TIMEOUT_MS);
    expect(waited).toBeLessThan(10_000);
    await expect(chooser).toBeHidden();
    await api.release();
    const again = await openWalletChooser(page, 'Try again');
    await again.getByRole('button', { name: /^All wallets/ }).click();
    await expect(page.locator('[data-testid^="wallet-search-item-"]').first()).toBeVisible();
  });
});

test('a browser wallet that disappears (locked or removed) returns the page to the start, saying why', async ({
  page,
  siteUrl,
  walletLedger,
}) => {
  const wallet = await installBrowserWallet(page, walletLedger, [ALICE]);
  await pickBrowserWallet(page, siteUrl, wallet);
  await expectConnected(page, ALICE);
  await wallet.lock();
  await expect(page.getByRole('alert')).toHaveText(english.errors.WALLET_DISCONNECTED);
  await expect(page.getByRole('button', { name: 'Connect wallet' })).toBeVisible();
});

test('a phone wallet that ends the session returns the page to the start, saying why', async ({
  page,
  siteUrl,
  walletLedger,
}) => {
  const wallet = await startPhoneWallet(walletLedger, [ALICE]);
  try {
    await pairPhoneWallet(page, siteUrl, wallet);
    await expectConnected(page, ALICE);
    await wallet.disconnect();
    await expect(page.getByRole('alert')).toHaveText(english.errors.WALLET_DISCONNECTED);
    await expect(page.getByRole('button', { name: 'Connect wallet' })).toBeVisible();
  } finally {
    await wallet.stop();
  }
});
