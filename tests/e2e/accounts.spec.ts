import type { Locator, Page } from '@playwright/test';
import { Contract, getAddress, JsonRpcProvider, keccak256, toUtf8Bytes } from 'ethers';
import { loadArtifact } from '../../rig/chain/loadArtifact.ts';
import { worldContractAddress } from '../../rig/chain/testWorld.ts';
import { worldAccounts } from '../../rig/chain/worldAccounts.ts';
import {
  communityFiller,
  DEADLINE_DROP_END,
  HARBOR_CLAIMED_FILLERS,
  harborFiller,
  testClaimsLists,
  testStandardLists,
} from '../../rig/claims/testClaimsLists.ts';
import { seriousViolations } from '../../rig/e2e/axe.ts';
import { expectConnected, installBrowserWallet, pickBrowserWallet } from '../../rig/e2e/connectFlows.ts';
import { loadE2eState } from '../../rig/e2e/e2eState.ts';
import { openPanel, waitForHydration } from '../../rig/e2e/panel.ts';
import { expectOneReadPerChain } from '../../rig/e2e/refreshReads.ts';
import { serveTestSite } from '../../rig/e2e/serveTestSite.ts';
import { expect, test } from '../../rig/e2e/test.ts';
import {
  accountsSiteConfigInput,
  DEADLINE_DROP_CONFIG_CLOSES,
  DEADLINE_DROP_OPENS,
} from '../../rig/site/accountsSiteConfig.ts';
import type { ServedSite } from '../../rig/site/serveSite.ts';
import { TEST_CHAINS } from '../../rig/site/testSiteConfig.ts';
import english from '../../src/i18n/panel/en.ts';
import { REFRESH_INTERVAL_MS } from '../../src/islands/account/useChainSnapshots.ts';
import { MAX_WATCHED_ACCOUNTS } from '../../src/lib/config/limits.ts';
import { formatAmount } from '../../src/lib/format/formatAmount.ts';

/**
 * Many accounts in one view, as an airdrop hunter checks them on the day a drop opens: twenty addresses and ENS
 * names pasted at once, each row proven against the distributors on the local chains, from one read per chain,
 * and a link that shows the same to anyone. The site is the tests' own accounts site
 * (rig/site/accountsSiteConfig.ts): the Harbor airdrop on Optimism, the community drop and the deadline drop on
 * Base.
 */

const { ethereum, optimism, base } = TEST_CHAINS;
const { alice, bob, empty, mallory } = worldAccounts;
const HARBOR = 'Harbor airdrop';
const COMMUNITY = 'Community drop';
const DEADLINE = 'Deadline drop';
/** Multicall3's aggregate3 selector: what a chain's one read calls. */
const AGGREGATE3 = '0x82ad56cb';

/** Accounts on no list at all. */
const strangers = Array.from({ length: 8 }, (_, index) =>
  getAddress(keccak256(toUtf8Bytes(`accounts spec stranger ${index}`)).slice(0, 42)),
);

/**
 * The twenty accounts, as a visitor pastes them: two ENS names, the world's other accounts, made-up accounts of
 * the Harbor airdrop (two of which claimed, as bob did) and of the community drop (one claimed all), strangers.
 */
const TWENTY: { entry: string; address: string }[] = [
  { entry: 'alice.eth', address: alice.address },
  { entry: 'bob.eth', address: bob.address },
  { entry: empty.address, address: empty.address },
  { entry: mallory.address.toLowerCase(), address: mallory.address },
  ...[0, 1, 2, 3].map((index) => ({
    entry: harborFiller(index).address,
    address: harborFiller(index).address,
  })),
  ...[0, 1, 2, 3].map((index) => ({
    entry: communityFiller(index).address,
    address: communityFiller(index).address,
  })),
  ...strangers.map((address) => ({ entry: address, address })),
];

let site: ServedSite;
test.describe.configure({ mode: 'default' });
test.use({ timezoneId: 'UTC' });
test.beforeAll(async () => {
  test.setTimeout(240_000);
  site = await serveTestSite('accounts', accountsSiteConfigInput);
});
test.afterAll(async () => site?.stop());

/** The row of one account, by the name or short address it shows. */
function accountRow(page: Page, label: string): Locator {
  return page
    .locator('.accounts-row')
    .filter({ has: page.locator('.accounts-row-open', { hasText: label }) });
}

/** `0x1234…abcd`, as a row shows an address without a name. */
const short = (address: string) => `${address.slice(0, 6)}…${address.slice(-4)}`;

/**
 * What a row says of each list, by the list's name (its cell's label): its badge and amount as text, and the
 * exact amount it holds in brackets.
 */
async function claimsOf(row: Locator): Promise<Record<string, string>> {
  const entries = await row.locator('.accounts-row-claim').evaluateAll((cells) =>
    cells.map((cell) => {
      const pieces = [...cell.children]
        .filter((piece) => !piece.classList.contains('visually-hidden'))
        .map((piece) => {
          const copy = piece.cloneNode(true) as Element;
          for (const hidden of copy.querySelectorAll('.visually-hidden, [role="tooltip"]')) hidden.remove();
          return (copy.textContent ?? '').replace(/\s+/g, ' ').trim();
        });
      // The exact amount, as the row gives it for copying: what the distributor pays to the last unit.
      const exact = cell.querySelector('data')?.getAttribute('value');
      return [
        cell.getAttribute('data-label') ?? '',
        exact ? `${pieces.join(' ')} [${exact}]` : pieces.join(' '),
      ] as const;
    }),
  );
  return Object.fromEntries(entries);
}

/** Every row as the visitor reads it: name or short address, value, and its standing with each list. */
async function readRows(page: Page) {
  const rows = page.locator('.accounts-row');
  const read = [];
  for (const row of await rows.all()) {
    read.push({
      name: (await row.locator('.accounts-row-open > :not(.visually-hidden)').textContent()) ?? '',
      value: (await row.locator('.accounts-row-value').textContent()) ?? '',
      claims: await claimsOf(row),
    });
  }
  return read;
}

/** Waits until every row has every chain's answer and every list's standing. */
async function untilAllRead(page: Page, count: number) {
  await expect(page.locator('.accounts-row')).toHaveCount(count);
  await expect(
    page.locator('.accounts-row[aria-busy="true"], .accounts-row-claim[aria-busy="true"]'),
  ).toHaveCount(0);
}

/** An amount as a row shows it, cut as balances are, and the exact one it holds, in brackets. */
const tokens = (amount: bigint, decimals: number, symbol: string) => {
  const { display, exact } = formatAmount(amount, decimals, 'en');
  return `${display} ${symbol} [${exact}]`;
};

/** A distributor of the world on the local chain, with its compiled interface. */
function distributor(chainId: number, key: 'harborAirdrop' | 'communityDrop' | 'deadlineDrop') {
  const node = loadE2eState().chains.find((chain) => chain.chainId === chainId)?.nodeUrl ?? '';
  const provider = new JsonRpcProvider(node, chainId, { staticNetwork: true });
  const contract = {
    harborAirdrop: 'TestMerkleDistributor',
    communityDrop: 'TestStandardDistributor',
    deadlineDrop: 'TestDeadlineDistributor',
  } as const;
  return {
    contract: new Contract(worldContractAddress(chainId, key), loadArtifact(contract[key]).abi, provider),
    destroy: () => provider.destroy(),
  };
}

/**
 * What each account may claim from each list, proven against the distributors on the local chains: an account
 * the page says is eligible can claim that very amount now (the claim, simulated, goes through); one it says
 * claimed has, by the distributor's own getter. The text each row must show for it.
 */
async function provenStandings(): Promise<Map<string, Record<string, string>>> {
  const harbor = distributor(optimism.id, 'harborAirdrop');
  const community = distributor(base.id, 'communityDrop');
  const deadline = distributor(base.id, 'deadlineDrop');
  const { harbor: harborList, early } = testClaimsLists();
  const communityTree = testStandardLists().community;
  const standings = new Map<string, Record<string, string>>();
  try {
    for (const { address } of TWENTY) {
      const own: Record<string, string> = {};
      const harborEntry = harborList.claims[address];
      if (!harborEntry) own[HARBOR] = english.ui.notListed;
      else {
        const amount = BigInt(harborEntry.amount);
        const claimed = (await harbor.contract.getFunction('isClaimed')(harborEntry.index)) as boolean;
        if (!claimed)
          await harbor.contract
            .getFunction('claim')
            .staticCall(harborEntry.index, address, amount, harborEntry.proof);
        own[HARBOR] = `${claimed ? 'Claimed' : 'Eligible'} ${tokens(amount, 18, 'AIR')}`;
      }
      const at = [...communityTree.entries()].find(([, [account]]) => getAddress(account) === address);
      if (!at) own[COMMUNITY] = english.ui.notListed;
      else {
        const [index, [, amountText]] = at;
        const amount = BigInt(amountText);
        const claimed = (await community.contract.getFunction('claimedAmount')(address)) as bigint;
        if (claimed < amount) {
          await community.contract
            .getFunction('claim')
            .staticCall(address, amount, amount - claimed, communityTree.getProof(index));
        }
        own[COMMUNITY] =
          claimed === amount
            ? `Claimed ${tokens(amount, 18, 'MRD')}`
            : claimed > 0n
              ? `Eligible Claimed ${formatAmount(claimed, 18, 'en').display} of ${formatAmount(amount, 18, 'en').display} MRD [${formatAmount(amount, 18, 'en').exact}]`
              : `Eligible ${tokens(amount, 18, 'MRD')}`;
      }
      const earlyEntry = early.distribution.claims[address];
      if (!earlyEntry) own[DEADLINE] = english.ui.notListed;
      else {
        const amount = BigInt(earlyEntry.amount);
        await deadline.contract
          .getFunction('claim')
          .staticCall(earlyEntry.index, address, amount, earlyEntry.proof);
        own[DEADLINE] = `Eligible ${tokens(amount, 0, 'HRB')}`;
      }
      standings.set(address, own);
    }
  } finally {
    for (const one of [harbor, community, deadline]) one.destroy();
  }
  return standings;
}

test('20 accounts pasted at once: each row proven against the distributors, from one aggregate3 per chain, and a link that shows the same', async ({
  page,
  pageRecord,
  browser,
}) => {
  test.setTimeout(120_000);
  expect(TWENTY).toHaveLength(MAX_WATCHED_ACCOUNTS);
  const standings = await provenStandings();
  // The claimed ones are really claimed, and some of each list are still to claim: a real mix.
  expect([...standings.values()].map((own) => own[HARBOR]?.split(' ')[0])).toContain('Claimed');
  expect(HARBOR_CLAIMED_FILLERS.length).toBeGreaterThan(0);

  const files: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/claims/')) files.push(new URL(request.url()).pathname);
  });
  await page.clock.install();
  await openPanel(page, site.url);
  const pasted = TWENTY.map(({ entry }, index) =>
    index % 3 === 0 ? `${entry},` : index % 3 === 1 ? `${entry} ` : `${entry}\n`,
  );
  await page.getByLabel('Address or ENS name').fill(pasted.join(''));
  await page.getByLabel('Address or ENS name').press('Enter');
  await expect(page.locator('.accounts-title')).toHaveText('20 accounts');
  await untilAllRead(page, MAX_WATCHED_ACCOUNTS);

  const rows = await readRows(page);
  expect(rows.map((row) => row.name)).toEqual(
    TWENTY.map(({ entry, address }) => (entry.endsWith('.eth') ? entry : short(address))),
  );
  expect(rows.map((row) => row.claims)).toEqual(TWENTY.map(({ address }) => standings.get(address)));
  for (const row of rows) expect(row.value).toMatch(/^\$[\d,]+\.\d\d$/);
  expect(rows[2]?.value).toBe('$0.00');

  // The link carries every account, as given: names as names, addresses as addresses, a,b,c.
  const link = new URL(page.url());
  expect(link.search).toBe(
    `?address=${TWENTY.map(({ entry, address }) => (entry.endsWith('.eth') ? entry : address)).join(',')}`,
  );

  // Each list's files: each fetched once, however many accounts need it (an index file, and the shard that
  // holds the account: two at most for each).
  expect(new Set(files).size, 'no file fetched twice').toBe(files.length);
  for (const [list, paths] of Map.groupBy(files, (path) => path.split('/')[2])) {
    expect(paths.length, list).toBeLessThanOrEqual(2 * MAX_WATCHED_ACCOUNTS);
  }

  // A refresh: one request per chain, each one aggregate3 carrying all twenty accounts.
  const bodies: { chainId: number; body: string }[] = [];
  page.on('request', (request) => {
    const chainId = /\/rpc\/(\d+)$/.exec(new URL(request.url()).pathname)?.[1];
    if (chainId && request.method() === 'POST')
      bodies.push({ chainId: Number(chainId), body: request.postData() ?? '' });
  });
  await expectOneReadPerChain(
    page,
    pageRecord,
    [ethereum, optimism, base].map((chain) => chain.id),
    REFRESH_INTERVAL_MS,
  );
  for (const { chainId, body } of bodies) {
    const data = (JSON.parse(body) as { params: [{ data: string }] }).params[0].data.toLowerCase();
    expect(data.startsWith(AGGREGATE3), `chain ${chainId}`).toBe(true);
    for (const { address } of TWENTY)
      expect(data, `chain ${chainId}`).toContain(address.slice(2).toLowerCase());
  }

  // The link shows the same to anyone: another visitor, in a fresh browser.
  const context = await browser.newContext({ timezoneId: 'UTC' });
  const other = await context.newPage();
  await other.goto(link.href);
  await untilAllRead(other, MAX_WATCHED_ACCOUNTS);
  expect(await readRows(other)).toEqual(rows);
  await context.close();
});

test('bad entries are refused one by one, each with its reason, and the good ones stay; accounts are added and removed', async ({
  page,
}) => {
  await openPanel(page, site.url);
  const field = page.getByLabel('Address or ENS name');
  const badChecksum = alice.address.replace('f39F', 'f39f');
  await field.fill(
    `${alice.address}\n0x1234, ${badChecksum} nobody-here.eth\nbob.eth ${alice.address.toLowerCase()}`,
  );
  await field.press('Enter');
  await expect(page.locator('.accounts-title')).toHaveText('2 accounts');
  const refused = page.getByRole('alert');
  await expect(refused).toContainText('3 entries were left out:');
  for (const [entry, code] of [
    ['0x1234', 'INPUT_ADDRESS_LENGTH'],
    [badChecksum, 'INPUT_BAD_CHECKSUM'],
    ['nobody-here.eth', 'ENS_NOT_FOUND'],
  ] as const) {
    await expect(refused.locator('li', { hasText: entry })).toContainText(english.errors[code]);
  }
  expect(new URL(page.url()).search).toBe(`?address=${alice.address},bob.eth`);

  // Added one by one, each once; a bad one refused beside those in view.
  const add = page.getByLabel('Add addresses or ENS names');
  await add.fill(mallory.address);
  await add.press('Enter');
  await expect(page.locator('.accounts-title')).toHaveText('3 accounts');
  await add.fill(`alice.eth ${empty.address.slice(0, 20)}`);
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(page.getByRole('alert')).toContainText(english.errors.INPUT_ADDRESS_LENGTH);
  await expect(page.locator('.accounts-title')).toHaveText('3 accounts');
  expect(new URL(page.url()).search).toBe(`?address=${alice.address},bob.eth,${mallory.address}`);

  // A row opens the full account view; back to all of them; one removed.
  await accountRow(page, 'bob.eth')
    .getByRole('button', { name: /^bob\.eth/ })
    .click();
  await expect(page.locator('.account-name')).toHaveText('bob.eth');
  await expect(page.locator('.claim')).toHaveCount(3);
  await page.getByRole('button', { name: 'All accounts' }).click();
  await accountRow(page, 'bob.eth').getByRole('button', { name: 'Remove bob.eth' }).click();
  await expect(page.locator('.accounts-title')).toHaveText('2 accounts');
  expect(new URL(page.url()).search).toBe(`?address=${alice.address},${mallory.address}`);
});

test('a single ?address= still opens the full account view, and can grow into a list', async ({ page }) => {
  await page.goto(`${site.url}/?address=alice.eth`);
  await expect(page.locator('.account-name')).toHaveText('alice.eth');
  await expect(page.locator('.accounts-row')).toHaveCount(0);
  await page.getByRole('button', { name: 'Add accounts' }).click();
  await expect(page.locator('.accounts-title')).toHaveText('1 account');
  await page.getByLabel('Add addresses or ENS names').fill('bob.eth');
  await page.getByLabel('Add addresses or ENS names').press('Enter');
  await expect(page.locator('.accounts-title')).toHaveText('2 accounts');
  expect(new URL(page.url()).search).toBe('?address=alice.eth,bob.eth');
});

test('the claim window, on the page’s clock: opens in 3 days, then closes when the distributor says, then closed with no link', async ({
  page,
}) => {
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text());
  });
  const DAY = 86_400_000;
  // An hour more than 3 days before it opens: the page's time flows on by itself meanwhile.
  const HOUR = 3_600_000;
  await page.clock.install({ time: DEADLINE_DROP_OPENS * 1000 - 3 * DAY - HOUR });
  await page.goto(`${site.url}/?address=${mallory.address}`);
  const row = page.locator('.claim').filter({ has: page.locator('.claim-name', { hasText: DEADLINE }) });
  const note = row.locator('.claim-window');
  const endsAt = 'Jun 30, 2099, 12:00 PM UTC';
  await expect(note).toHaveText('Opens in 3 days · May 31, 2099, 12:00 PM UTC');
  await expect(row.locator('.badge')).toHaveText('Eligible');
  await expect(row.getByRole('link')).toHaveCount(0);

  // Open: the close is the distributor's endTime(), not the config's day earlier, and the owner is told.
  await page.clock.fastForward(4 * DAY);
  await expect(note).toHaveText(`Closes in 29 days · ${endsAt}`);
  await expect(row.getByRole('link', { name: /^Claim on/ })).toBeVisible();
  expect(warnings.join('\n')).toContain(new Date(DEADLINE_DROP_END * 1000).toISOString());
  expect(warnings.join('\n')).toContain(new Date(DEADLINE_DROP_CONFIG_CLOSES * 1000).toISOString());

  await page.clock.fastForward(30 * DAY);
  await expect(note).toHaveText(`Closed on ${endsAt}`);
  await expect(row.locator('.badge')).toHaveText('Not claimed');
  await expect(row.getByRole('link')).toHaveCount(0);
});

test('the claim window in the visitor’s language and time zone', async ({ browser }) => {
  const context = await browser.newContext({ timezoneId: 'Europe/Berlin', locale: 'de-DE' });
  const page = await context.newPage();
  await page.clock.install({ time: (DEADLINE_DROP_END - 12 * 86_400) * 1000 - 60_000 });
  await page.goto(`${site.url}/de/?address=${mallory.address}`);
  const row = page.locator('.claim').filter({ has: page.locator('.claim-name', { hasText: DEADLINE }) });
  await expect(row.locator('.claim-window')).toHaveText(
    /^Claim endet in 12 Tagen · 30\. Juni 2099, 14:00 MESZ$/,
  );
  await context.close();
});

test('a wallet that shares several accounts: all of them on offer, in one view', async ({
  page,
  walletLedger,
}) => {
  const wallet = await installBrowserWallet(
    page,
    walletLedger,
    [alice.address, bob.address, mallory.address],
    {
      chainId: optimism.id,
    },
  );
  await pickBrowserWallet(page, site.url, wallet);
  await expectConnected(page, alice.address);
  await expect(page.getByRole('status').filter({ hasText: 'Your wallet shares 3 accounts' })).toBeVisible();
  await page.getByRole('button', { name: 'Show all 3' }).click();
  await expect(page.locator('.accounts-title')).toHaveText('3 accounts');
  await untilAllRead(page, 3);
  expect((await claimsOf(accountRow(page, short(bob.address))))[HARBOR]).toBe(
    `Claimed ${tokens(300n * 10n ** 18n, 18, 'AIR')}`,
  );
  // Nothing of the wallet's accounts goes into the address bar.
  expect(new URL(page.url()).search).toBe('');
  await page.getByRole('button', { name: 'Connected account only' }).click();
  await expectConnected(page, alice.address);
});

test('twenty rows right to left on a 360 px phone: nothing sticks out, and axe finds nothing serious', async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 740 });
  const list = TWENTY.map(({ entry, address }) => (entry.endsWith('.eth') ? entry : address)).join(',');
  await page.goto(`${site.url}/ar/?address=${list}`);
  await waitForHydration(page);
  await untilAllRead(page, MAX_WATCHED_ACCOUNTS);
  expect(await page.locator('html').getAttribute('dir')).toBe('rtl');
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  expect(await seriousViolations(page)).toEqual([]);
});
