import type { Locator, Page } from '@playwright/test';
import { JsonRpcProvider, Wallet } from 'ethers';
import { deployContract } from '../../rig/chain/deployContract.ts';
import { worldTokenAddress } from '../../rig/chain/testWorld.ts';
import { worldAccounts } from '../../rig/chain/worldAccounts.ts';
import { seriousViolations } from '../../rig/e2e/axe.ts';
import { expectConnected, nodeUrls, pickBrowserWallet } from '../../rig/e2e/connectFlows.ts';
import { runClockUntil } from '../../rig/e2e/pageClock.ts';
import { chainCard, entry, holdingRow } from '../../rig/e2e/panel.ts';
import { readsAnswered } from '../../rig/e2e/refreshReads.ts';
import { expect, RUNS_ALONE, rpcMethods, rpcRequests, test } from '../../rig/e2e/test.ts';
import { installInjectedWallet } from '../../rig/injectedWallet/installInjectedWallet.ts';
import { TEST_CHAINS } from '../../rig/site/testSiteConfig.ts';
import { decodeQrCode } from '../../rig/walletconnect/decodeQrCode.ts';
import english from '../../src/i18n/panel/en.ts';
import { REFRESH_INTERVAL_MS } from '../../src/islands/account/useChainSnapshots.ts';
import { CODE_REREAD_REFRESHES } from '../../src/lib/reads/createAccountCodes.ts';

/**
 * Where an account stands beyond its balances: NFTs, governance, the owner's custom reads and USD values,
 * read from the tests' config (rig/site/testSiteConfig.ts) on the local test world.
 */

const { ethereum, optimism, base } = TEST_CHAINS;
const { alice, bob, mallory, empty } = worldAccounts;

/** The text of the tooltip of a focusable value (its price's age, or why it is missing). */
async function tipOf(value: Locator): Promise<string> {
  await value.focus();
  const tip = value.getByRole('tooltip');
  await expect(tip).toBeVisible();
  return (await tip.textContent()) ?? '';
}

/** Waits until every chain card shows what it read (its block), not a skeleton. */
async function expectAllCardsRead(page: Page) {
  for (const chain of [ethereum, optimism, base]) {
    await expect(chainCard(page, chain.name).locator('.chain-block')).toBeVisible();
  }
}

/**
 * What each chain card says, as a visitor reads it: its USD total, then each section's heading and rows
 * (tooltips left out), or its one line when it holds nothing. The block number is left out: it moves on.
 */
function cardFigures(page: Page): Promise<Record<string, string[]>> {
  return page.evaluate(() => {
    /** The element's texts, piece by piece (`ETH | Ether | 0.5 | $1,000.06`), without tooltips. */
    const text = (element: Element) => {
      const pieces: string[] = [];
      const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const piece = node.textContent?.replace(/\s+/g, ' ').trim();
        if (piece && !node.parentElement?.closest('[role="tooltip"]')) pieces.push(piece);
      }
      return pieces.join(' | ');
    };
    const cards = [...document.querySelectorAll('.chain-card')].map((card) => {
      const lines = [
        ...card.querySelectorAll('.chain-usd, .chain-empty, .chain-error, h4, .chain-section li'),
      ];
      return [
        text(card.querySelector('h3') ?? card),
        lines.map((line) => `${line.localName}: ${text(line)}`),
      ];
    });
    return Object.fromEntries(cards);
  });
}

async function watch(page: Page, siteUrl: string, who: string) {
  await page.goto(`${siteUrl}/?address=${who}`);
  await expect(chainCard(page, ethereum.name).locator('.chain-block')).toBeVisible();
}

test('watch mode: each chain shows tokens, NFTs, governance, then the owner’s reads, with exact values', async ({
  page,
  siteUrl,
}) => {
  await watch(page, siteUrl, 'alice.eth');
  const one = chainCard(page, ethereum.name);
  await expect(one.locator('h4')).toHaveText(['Tokens', 'NFTs', 'Governance', 'Positions']);
  await expect(chainCard(page, optimism.name).locator('h4')).toHaveText(['Tokens', 'Governance']);
  await expect(chainCard(page, base.name).locator('h4')).toHaveText(['Tokens', 'Positions']);

  await expect(entry(one, 'Test Names').locator('.entry-value')).toHaveText('3 owned');
  await expect(entry(one, 'Test Items').locator('.nft-token')).toHaveText(['#1 × 5', '#3 × 1,000']);
  const short = entry(one, 'Short Answers').locator('.entry-value');
  await expect(short).toHaveText(`— ${english.errors.ENTRY_CALL_FAILED}`);
  await expect(short).toHaveAttribute('title', /returned 5 bytes instead of 32/);

  const dao = entry(one, 'Test DAO');
  await expect(dao.locator('dd')).toHaveText(['1,000 TDAO', '1,042 TDAO', 'yourself']);
  await expect(chainCard(page, ethereum.name).locator('.chain-section .entry-note')).toHaveText(
    /only once delegated/,
  );
  const broken = entry(chainCard(page, optimism.name), 'Broken DAO').locator('.entry-value');
  await expect(broken).toHaveAttribute('title', /not a valid address/);

  const positions = [
    ['Staked shares', '12.5 vTST'],
    ['Membership', 'Member'],
    ['Beneficiary', bob.address],
    ['Unlocks on', 'Jan 1, 2030, 00:00 UTC'],
    ['Stakes', '3'],
    ['Pool 7 reward', '4.2 RWD'],
    ['Vault', 'Open'],
    ['Huge answer', `— ${english.errors.ENTRY_CALL_FAILED}`],
    ['Not a bool', `— ${english.errors.ENTRY_CALL_FAILED}`],
  ];
  for (const [label, value] of positions) {
    await expect(entry(one, label ?? '').locator('.entry-value')).toHaveText(value ?? '');
  }
  await expect(entry(one, 'Huge answer').locator('.entry-value')).toHaveAttribute(
    'title',
    /10080 bytes instead of 32/,
  );
  await expect(entry(one, 'Not a bool').locator('.entry-value')).toHaveAttribute(
    'title',
    /2, which is not a valid bool/,
  );
  await expect(entry(chainCard(page, base.name), 'Stakes on Base').locator('.entry-value')).toHaveText('3');
});

test('watch mode: USD values per holding, per chain and in total, with the price’s age; unusable prices left out', async ({
  page,
  siteUrl,
}) => {
  await watch(page, siteUrl, alice.address);
  const one = chainCard(page, ethereum.name);
  const usd = (card: Locator, symbol: string) => holdingRow(card, symbol).locator('.holding-usd');
  const shown = (card: Locator, symbol: string) => usd(card, symbol).locator('.info-tip-label');
  // 12.345678901234567891 ETH × $2,000.12345678 (8-decimal feed), cut to the cent.
  await expect(shown(one, 'ETH')).toHaveText('$24,692.88');
  expect(await tipOf(usd(one, 'ETH'))).toMatch(/^Chainlink USD price, updated \d+ (seconds|minutes?) ago$/);
  await expect(shown(one, 'TUSD')).toHaveText('$999,950.12');
  // An 18-decimal feed: 1,234.5 TST × $3.5.
  await expect(shown(one, 'TST')).toHaveText('$4,320.75');
  await expect(shown(one, 'MAX')).toHaveText('price unavailable');
  expect(await tipOf(usd(one, 'MAX'))).toContain(english.errors.PRICE_STALE);
  expect(await tipOf(usd(one, 'MAX'))).toMatch(
    /Last updated 2 days ago; prices older than 1 day are not used/,
  );

  const ten = chainCard(page, optimism.name);
  // Optimism's ETH is priced by the feed read on Ethereum, in Ethereum's call.
  await expect(shown(ten, 'ETH')).toHaveText('$24,692.88');
  await expect(shown(ten, 'DUST')).toHaveText('price unavailable');
  expect(await tipOf(usd(ten, 'DUST'))).toContain(english.errors.PRICE_NOT_POSITIVE);
  await expect(usd(ten, 'REVERT')).toHaveCount(0);

  const eightyFour = chainCard(page, base.name);
  for (const symbol of ['ETH', 'WHOLE']) {
    await expect(shown(eightyFour, symbol)).toHaveText('price unavailable');
    expect(await tipOf(usd(eightyFour, symbol))).toContain(english.errors.SEQUENCER_RESTARTED);
  }

  await expect(one.locator('.chain-usd')).toHaveText('$1,028,963.75 (+1 unpriced)');
  await expect(ten.locator('.chain-usd')).toHaveText('$24,692.88 (+1 unpriced)');
  await expect(eightyFour.locator('.chain-usd')).toHaveText('2 unpriced');
  await expect(page.locator('.account-total-usd')).toHaveText('$1,053,656.63');
  await expect(page.locator('.account-total-note')).toContainText('4 holdings are left out');
  await expect(page.locator('.account-total-note')).toContainText('Chainlink');
});

test('watch mode: a delegate is named by ENS, an undelegated holder is told so, and nothing held is said plainly', async ({
  page,
  siteUrl,
}) => {
  await watch(page, siteUrl, bob.address);
  const dao = entry(chainCard(page, ethereum.name), 'Test DAO');
  await expect(dao.locator('dd')).toHaveText(['42 TDAO', '0 TDAO', `alice.eth ${alice.address}`]);

  await watch(page, siteUrl, mallory.address);
  await expect(entry(chainCard(page, ethereum.name), 'Test DAO').locator('dd')).toHaveText([
    '7 TDAO',
    '0 TDAO',
    'not delegated',
  ]);

  await watch(page, siteUrl, empty.address);
  await expect(chainCard(page, base.name).locator('.chain-empty')).toHaveText(
    `Nothing on ${base.name}: this account holds none of what this page reads here.`,
  );
  await expect(chainCard(page, base.name).locator('.holding')).toHaveCount(0);
  // Its hostile entries failed on Ethereum: those are shown, not hidden behind "nothing here".
  await expect(chainCard(page, ethereum.name).locator('.chain-empty')).toHaveCount(0);
});

test('watch mode: every entry still costs one request per chain (plus ENS on Ethereum)', {
  tag: RUNS_ALONE,
}, async ({ page, siteUrl, pageRecord }) => {
  await watch(page, siteUrl, alice.address);
  await expectAllCardsRead(page);
  await expect(page.locator('.account-name')).toHaveText('alice.eth');
  await expect(page.locator('.account-total-usd')).toHaveText(/^\$/);
  for (const chainId of [optimism.id, base.id]) {
    expect(rpcRequests(pageRecord, chainId)).toEqual([['eth_call', 'eth_getCode']]);
  }
  const calls = rpcMethods(pageRecord, ethereum.id);
  expect(calls.filter((method) => method === 'eth_call')).toHaveLength(1 + 3);
});

/** Sets the code at `address` on `chainId`'s local node (anvil's own method). */
async function setCode(chainId: number, address: string, code: string) {
  const node = new JsonRpcProvider(nodeUrls()[chainId], chainId, { staticNetwork: true });
  await node.send('anvil_setCode', [address, code]);
  node.destroy();
}

/** EIP-7702's delegation designator for `delegate`: what an account delegated to it holds as its code. */
const delegationTo = (delegate: string) => `0xef0100${delegate.slice(2).toLowerCase()}`;

/** What a chain card says of an account delegated to `delegate`, its link's words included. */
const delegatedTo = (delegate: string) =>
  `EIP-7702 account, delegated to ${delegate.toLowerCase()} (opens in a new tab)`;

/** Deploys a Safe stand-in (2 of 3 owners) on `chainId` from a fresh funded key; returns its address. */
async function deploySafe(chainId: number): Promise<string> {
  const provider = new JsonRpcProvider(nodeUrls()[chainId], chainId, { staticNetwork: true });
  const deployer = Wallet.createRandom().connect(provider);
  await provider.send('anvil_setBalance', [deployer.address, '0xde0b6b3a7640000']);
  const safe = await deployContract(deployer, 'TestSafe', [[alice.address, bob.address, mallory.address], 2]);
  const address = await safe.getAddress();
  provider.destroy();
  return address;
}

test('watch mode: each chain says what kind of account is looking: plain, Safe, EIP-7702, contract', {
  tag: RUNS_ALONE,
}, async ({ page, siteUrl }) => {
  const kindOn = (chain: { name: string }) => chainCard(page, chain.name).locator('.chain-account');
  await watch(page, siteUrl, alice.address);
  await expectAllCardsRead(page);
  for (const chain of [ethereum, optimism, base]) await expect(kindOn(chain)).toHaveText('Plain account');

  const safe = await deploySafe(ethereum.id);
  const delegate = worldTokenAddress(optimism.id, 'tst').toLowerCase();
  await setCode(optimism.id, safe, delegationTo(delegate));
  await setCode(base.id, safe, '0x60006000fd');

  await watch(page, siteUrl, safe);
  await expectAllCardsRead(page);
  await expect(kindOn(ethereum)).toHaveText('Safe · 2 of 3');
  await expect(kindOn(optimism)).toHaveText(delegatedTo(delegate));
  await expect(kindOn(optimism).getByRole('link')).toHaveAttribute(
    'href',
    new RegExp(`/address/${delegate}$`),
  );
  await expect(kindOn(base)).toHaveText('Contract account');

  await page.goto(`${siteUrl}/de/?address=${safe}`);
  await expect(kindOn(ethereum)).toHaveText('Safe · 2 von 3');

  // Delegated to code that answers every call with nothing (STOP), to code that reverts, to no code at all:
  // each is an EIP-7702 account, whatever a call to it answers (a drainer's delegate answers as a plain one).
  const delegated = Wallet.createRandom().address;
  const delegates = new Map<number, string>();
  for (const [chain, delegateCode] of [
    [ethereum, '0x00'],
    [optimism, '0x60006000fd'],
    [base, null],
  ] as const) {
    const delegate = Wallet.createRandom().address;
    if (delegateCode) await setCode(chain.id, delegate, delegateCode);
    await setCode(chain.id, delegated, delegationTo(delegate));
    delegates.set(chain.id, delegate);
  }
  await watch(page, siteUrl, delegated);
  await expectAllCardsRead(page);
  for (const chain of [ethereum, optimism, base]) {
    await expect(kindOn(chain)).toHaveText(delegatedTo(delegates.get(chain.id) ?? ''));
  }
});

test(`watch mode: a delegation made or changed during the visit shows within ${CODE_REREAD_REFRESHES} refreshes`, {
  tag: RUNS_ALONE,
}, async ({ page, siteUrl, pageRecord }) => {
  const kindOn = chainCard(page, base.name).locator('.chain-account');
  const account = Wallet.createRandom().address;
  const [first, second] = [Wallet.createRandom().address, Wallet.createRandom().address];
  await setCode(base.id, first, '0x00');
  await page.clock.install();
  await watch(page, siteUrl, account);
  await expectAllCardsRead(page);
  await expect(kindOn).toHaveText('Plain account');
  for (const [code, text] of [
    [delegationTo(first), delegatedTo(first)],
    [delegationTo(second), delegatedTo(second)],
  ] as const) {
    await setCode(base.id, account, code);
    // A refresh each step, checked once its reads are answered; half an interval more for the page time that
    // flows by itself meanwhile.
    const shown = async () => {
      await readsAnswered(page, pageRecord);
      await expect(kindOn).toHaveText(text, { timeout: 250 });
    };
    await runClockUntil(page, shown, {
      limitMs: (CODE_REREAD_REFRESHES + 0.5) * REFRESH_INTERVAL_MS,
      stepMs: REFRESH_INTERVAL_MS,
    });
  }
});

for (const colorScheme of ['light', 'dark'] as const) {
  test(`Show address as QR (watch mode, ${colorScheme}): EIP-681 for the chosen chain, scannable, a real modal`, async ({
    page,
    siteUrl,
  }) => {
    await page.emulateMedia({ colorScheme });
    await watch(page, siteUrl, 'alice.eth');
    const opener = page.getByRole('button', { name: 'Show address as QR' });
    await opener.click();
    const dialog = page.getByRole('dialog', { name: 'Address as QR code' });
    await expect(dialog).toBeVisible();
    const code = dialog.getByRole('img', { name: /^QR code of/ });
    await expect(code).toBeVisible();
    expect(decodeQrCode(await code.screenshot())).toBe(`ethereum:${alice.address}@${ethereum.id}`);
    await dialog.getByLabel('Network').selectOption({ label: optimism.name });
    await expect(code).toHaveAccessibleName(`QR code of ethereum:${alice.address}@${optimism.id}`);
    expect(decodeQrCode(await code.screenshot())).toBe(`ethereum:${alice.address}@${optimism.id}`);
    expect(await seriousViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
  });
}

test('connected: the same sections and values on every chain, and the QR code starts on the wallet’s network', async ({
  page,
  siteUrl,
  walletLedger,
}) => {
  const wallet = await installInjectedWallet(page, {
    accounts: [bob.address],
    chainId: optimism.id,
    rpcUrls: nodeUrls(),
  });
  walletLedger.track('extension', () => wallet.requests);
  await watch(page, siteUrl, bob.address);
  await expectAllCardsRead(page);
  await expect(entry(chainCard(page, ethereum.name), 'Test DAO').locator('dd')).toContainText(['alice.eth']);
  const watched = await cardFigures(page);

  await pickBrowserWallet(page, siteUrl, wallet);
  await expectConnected(page, bob.address);
  await expectAllCardsRead(page);
  await expect.poll(() => cardFigures(page)).toEqual(watched);
  await expect(page.locator('.chain-account')).toHaveText([
    'Plain account',
    'Plain account',
    'Plain account',
  ]);
  const one = chainCard(page, ethereum.name);
  await expect(one.locator('h4')).toHaveText(['Tokens', 'NFTs', 'Governance', 'Positions']);
  await expect(entry(one, 'Test DAO').locator('dd')).toHaveText([
    '42 TDAO',
    '0 TDAO',
    `alice.eth ${alice.address}`,
  ]);
  await expect(entry(one, 'Test Items').locator('.nft-token')).toHaveText(['#2 × 1']);
  await expect(entry(one, 'Test Names').locator('.entry-value')).toHaveText('1 owned');
  await expect(holdingRow(one, 'TUSD').locator('.holding-usd .info-tip-label')).toHaveText('$25.49');
  const ten = chainCard(page, optimism.name);
  await expect(ten.locator('h4')).toHaveText(['Tokens', 'Governance']);
  await expect(holdingRow(ten, 'ETH').locator('.holding-amount')).toHaveText('0.5');
  await expect(holdingRow(ten, 'ETH').locator('.holding-usd .info-tip-label')).toHaveText('$1,000.06');
  await expect(holdingRow(ten, 'REVERT').locator('.holding-amount')).toHaveText(
    `— ${english.errors.TOKEN_CALL_FAILED}`,
  );
  const eightyFour = chainCard(page, base.name);
  await expect(eightyFour.locator('h4')).toHaveText(['Tokens', 'Positions']);
  await expect(holdingRow(eightyFour, 'WHOLE').locator('.holding-amount')).toHaveText('1');
  await expect(entry(eightyFour, 'Stakes on Base').locator('.entry-value')).toHaveText('0');
  await expect(eightyFour.locator('.chain-usd')).toHaveText('2 unpriced');
  await expect(page.locator('.account-total-usd')).toHaveText('$2,172.61');
  await expect(page.locator('.wallet-panel .badge', { hasText: optimism.name })).toBeVisible();
  await page.getByRole('button', { name: 'Show address as QR' }).click();
  const code = page
    .getByRole('dialog', { name: 'Address as QR code' })
    .getByRole('img', { name: /^QR code of/ });
  expect(decodeQrCode(await code.screenshot())).toBe(`ethereum:${bob.address}@${optimism.id}`);
  expect(await seriousViolations(page)).toEqual([]);
});
