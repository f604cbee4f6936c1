import type { Locator, Page, Request } from '@playwright/test';
import { id } from 'ethers';
import { replaceDistributorRoot } from '../../rig/chain/replaceDistributorRoot.ts';
import { replaceStoredRoot } from '../../rig/chain/replaceStoredRoot.ts';
import { worldContractAddress } from '../../rig/chain/testWorld.ts';
import { worldAccounts } from '../../rig/chain/worldAccounts.ts';
import { HARBOR_AIRDROP_FILE, testClaimsFiles, testClaimsLists } from '../../rig/claims/testClaimsLists.ts';
import { seriousViolations } from '../../rig/e2e/axe.ts';
import { collectResponses } from '../../rig/e2e/collectResponses.ts';
import { expectConnected, installBrowserWallet, pickBrowserWallet } from '../../rig/e2e/connectFlows.ts';
import { loadE2eState } from '../../rig/e2e/e2eState.ts';
import { settleRequests } from '../../rig/e2e/pageClock.ts';
import { chainCard, claimRow } from '../../rig/e2e/panel.ts';
import { expectOneReadPerChain } from '../../rig/e2e/refreshReads.ts';
import { expect, RUNS_ALONE, rpcRequests, test } from '../../rig/e2e/test.ts';
import { TEST_CHAINS } from '../../rig/site/testSiteConfig.ts';
import english from '../../src/i18n/panel/en.ts';
import { REFRESH_INTERVAL_MS } from '../../src/islands/account/useChainSnapshots.ts';
import { buildClaimsList } from '../../src/lib/claimsBuild/buildClaimsList.ts';

/**
 * Airdrop and allowlist checks, as a visitor sees them: the tests' four lists (rig/claims/testClaimsLists.ts)
 * on the test world's distributors. The Harbor airdrop (Optimism, a merkle-distributor JSON of 1,503 entries):
 * alice eligible, bob claimed, mallory not listed. The early supporters (Ethereum, a CSV): alice and mallory
 * eligible, opening in 2099. The community drop (Base, OpenZeppelin's dump of account, amount; its distributor
 * counts what was claimed): alice claimed 40 of 100, bob all, empty nothing, mallory not listed. The Sablier
 * campaign (Ethereum, OpenZeppelin's dump of index, recipient, uint128 amount): bob claimed, alice and mallory
 * eligible. Every claim was a real transaction through the compiled contract.
 */

const { ethereum, optimism, base } = TEST_CHAINS;
const { alice, bob, mallory, empty } = worldAccounts;
const HARBOR = 'Harbor airdrop';
const EARLY = 'Early supporters';
const COMMUNITY = 'Community drop';
const SABLIER = 'Sablier campaign';
const CLAIM_HOST = 'claim.harbor.test.example';
/**
 * What the early supporters' row says of its window, opening on 1 January 2099 at midnight UTC: how long until
 * then, and the date in the visitor's language and time zone (these tests' browsers are in UTC).
 */
const OPENS_2099 = expect.stringMatching(/^Opens in \d+ years · Jan 1, 2099, 12:00 AM UTC$/);

test.use({ timezoneId: 'UTC' });

/** The claims files the page fetches: each one's list (the folder under /claims/), address and bytes as served. */
function recordClaimFiles(page: Page) {
  return collectResponses(page, (response) => {
    const list = /^\/claims\/([0-9a-f]+)\//.exec(new URL(response.url()).pathname)?.[1];
    if (!list) return undefined;
    return response
      .body()
      .catch(() => Buffer.alloc(0))
      .then((body) => ({ list, url: response.url(), bytes: body.length }));
  });
}

/** Opens a shared link to `who` and waits until no list is being checked any more. */
async function watch(page: Page, url: string, who: string) {
  await page.goto(`${url}/?address=${who}`);
  await expect(page.locator('.claim')).toHaveCount(4);
  await expect(page.locator('.claim[aria-busy="true"]')).toHaveCount(0);
}

/** What a row shows, piece by piece: the badge, the amount, the note or link (text for screen readers left out). */
function rowSays(row: Locator): Promise<string[]> {
  return row.locator('.claim-state > *:not(.visually-hidden)').evaluateAll((pieces) =>
    pieces.map((piece) => {
      const copy = piece.cloneNode(true) as Element;
      for (const hidden of copy.querySelectorAll('.visually-hidden, [role="tooltip"]')) hidden.remove();
      return (copy.textContent ?? '').replace(/\s+/g, ' ').trim();
    }),
  );
}

/** Expects a row that cannot be verified, saying why on focus, with a retry and no claim link. */
async function expectUnverifiable(row: Locator, why: string) {
  const label = row.locator('.claim-unverified');
  await expect(label.locator('.info-tip-label')).toHaveText('Cannot be verified');
  await label.focus();
  await expect(label.getByRole('tooltip')).toContainText(why);
  await label.blur();
  await expect(row.getByRole('link')).toHaveCount(0);
  await expect(row.getByRole('button', { name: /^Retry/ })).toBeVisible();
}

test('watch mode: eligible with the exact amount and a claim link, or not yet open, from two files a list', async ({
  page,
  siteUrl,
  pageRecord,
}) => {
  const recorder = recordClaimFiles(page);
  await watch(page, siteUrl, alice.address);
  const harbor = claimRow(page, HARBOR);
  await expect(harbor.locator('.claim-chain')).toHaveText(`on ${optimism.name}`);
  expect(await rowSays(harbor)).toEqual(['Eligible', '1,250.5 AIR', `Claim on ${CLAIM_HOST}`]);
  const link = harbor.getByRole('link', { name: `Claim on ${CLAIM_HOST} (opens in a new tab)` });
  await expect(link).toHaveAttribute('href', 'https://claim.harbor.test.example/airdrop');
  await expect(link).toHaveAttribute('target', '_blank');
  await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  await expect(harbor.locator('.claim-amount')).toHaveAttribute('value', '1250.5');

  const early = claimRow(page, EARLY);
  expect(await rowSays(early)).toEqual(['Eligible', '7 HRB', OPENS_2099]);
  await expect(early.getByRole('link')).toHaveCount(0);

  // OpenZeppelin's lists: partly claimed, with the link while some is left; Sablier's leaves by index.
  const community = claimRow(page, COMMUNITY);
  expect(await rowSays(community)).toEqual(['Eligible', 'Claimed 40 of 100 MRD', `Claim on ${CLAIM_HOST}`]);
  await expect(community.getByRole('link')).toHaveAttribute(
    'href',
    'https://claim.harbor.test.example/community',
  );
  expect(await rowSays(claimRow(page, SABLIER))).toEqual(['Eligible', '7 SAB', `Claim on ${CLAIM_HOST}`]);

  // Each list: its index file and one shard at most, 8 KiB together, static and cached for good.
  const files = Map.groupBy(await recorder.done(), (file) => file.list);
  expect([...files.keys()]).toHaveLength(4);
  for (const [list, fetched] of files) {
    expect(fetched.length, list).toBeLessThanOrEqual(2);
    expect(
      fetched.reduce((total, file) => total + file.bytes, 0),
      list,
    ).toBeLessThanOrEqual(8 * 1024);
  }
  const shard = await page.request.get(files.values().next().value?.[0]?.url ?? '');
  expect(shard.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  // The lists' reads ride in each chain's one call (the account's code beside it, in the same request).
  for (const chainId of [optimism.id, base.id])
    expect(rpcRequests(pageRecord, chainId)).toEqual([['eth_call', 'eth_getCode']]);
});

test('watch mode: claimed, and not on a list, for bob and mallory; an ENS name reads the same as its address', async ({
  page,
  siteUrl,
}) => {
  await watch(page, siteUrl, bob.address);
  expect(await rowSays(claimRow(page, HARBOR))).toEqual(['Claimed', '300 AIR']);
  expect(await rowSays(claimRow(page, EARLY))).toEqual(['Not on this list']);
  expect(await rowSays(claimRow(page, COMMUNITY))).toEqual(['Claimed', '250 MRD']);
  expect(await rowSays(claimRow(page, SABLIER))).toEqual(['Claimed', '3 SAB']);
  await expect(page.locator('.claim').getByRole('link')).toHaveCount(0);

  await watch(page, siteUrl, mallory.address);
  expect(await rowSays(claimRow(page, HARBOR))).toEqual(['Not on this list']);
  expect(await rowSays(claimRow(page, EARLY))).toEqual(['Eligible', '3 HRB', OPENS_2099]);
  expect(await rowSays(claimRow(page, COMMUNITY))).toEqual(['Not on this list']);
  expect(await rowSays(claimRow(page, SABLIER))).toEqual(['Eligible', '11 SAB', `Claim on ${CLAIM_HOST}`]);

  await watch(page, siteUrl, empty.address);
  expect(await rowSays(claimRow(page, COMMUNITY))).toEqual(['Eligible', '42 MRD', `Claim on ${CLAIM_HOST}`]);

  await watch(page, siteUrl, 'alice.eth');
  await expect(page.locator('.account-name')).toHaveText('alice.eth');
  expect(await rowSays(claimRow(page, HARBOR))).toEqual([
    'Eligible',
    '1,250.5 AIR',
    `Claim on ${CLAIM_HOST}`,
  ]);
});

test('connected: the wallet’s account is checked the same way', async ({ page, siteUrl, walletLedger }) => {
  const wallet = await installBrowserWallet(page, walletLedger, [alice.address], { chainId: optimism.id });
  await pickBrowserWallet(page, siteUrl, wallet);
  await expectConnected(page, alice.address);
  await expect(page.locator('.claim[aria-busy="true"]')).toHaveCount(0);
  expect(await rowSays(claimRow(page, HARBOR))).toEqual([
    'Eligible',
    '1,250.5 AIR',
    `Claim on ${CLAIM_HOST}`,
  ]);
  expect(await rowSays(claimRow(page, EARLY))).toEqual(['Eligible', '7 HRB', OPENS_2099]);
  expect(await rowSays(claimRow(page, COMMUNITY))).toEqual([
    'Eligible',
    'Claimed 40 of 100 MRD',
    `Claim on ${CLAIM_HOST}`,
  ]);
});

test('a tampered shard cannot be verified and never offers the link; a retry with the real one can', async ({
  page,
  siteUrl,
}) => {
  await page.route('**/claims/*/s/*.bin', async (route) => {
    const response = await route.fetch();
    const body = Buffer.from(await response.body());
    // The last byte is part of the last leaf's amount: the shard no longer proves to the root.
    body[body.length - 1] = (body[body.length - 1] ?? 0) ^ 1;
    await route.fulfill({ response, body });
  });
  await watch(page, siteUrl, alice.address);
  const harbor = claimRow(page, HARBOR);
  await expectUnverifiable(harbor, english.errors.CLAIMS_PROOF_MISMATCH);
  await expectUnverifiable(claimRow(page, EARLY), english.errors.CLAIMS_PROOF_MISMATCH);
  await expectUnverifiable(claimRow(page, COMMUNITY), english.errors.CLAIMS_PROOF_MISMATCH);
  await expectUnverifiable(claimRow(page, SABLIER), english.errors.CLAIMS_PROOF_MISMATCH);

  await page.unroute('**/claims/*/s/*.bin');
  await harbor.getByRole('button', { name: `Retry ${HARBOR}` }).click();
  await expect(harbor.getByRole('link', { name: /^Claim on/ })).toBeVisible();
});

test('a shard or index that fails to load cannot be verified; the chain cards are unaffected', async ({
  page,
  siteUrl,
}) => {
  await page.route('**/claims/*/s/*.bin', (route) => route.abort('connectionreset'));
  const harborFiles = `/claims/${harborFilesId()}/`;
  await page.route('**/claims/*/i/*.bin', (route) =>
    route.request().url().includes(harborFiles) ? route.fulfill({ status: 503 }) : route.fallback(),
  );
  await watch(page, siteUrl, alice.address);
  await expectUnverifiable(claimRow(page, HARBOR), 'answered HTTP 503');
  await expectUnverifiable(claimRow(page, EARLY), english.errors.CLAIMS_FILE_FAILED);
  await expectUnverifiable(claimRow(page, COMMUNITY), english.errors.CLAIMS_FILE_FAILED);
  await expect(chainCard(page, optimism.name).locator('.chain-block')).toBeVisible();
});

test('a root changed on chain: no one can be verified, listed or not, and no link is offered', {
  tag: RUNS_ALONE,
}, async ({ page }) => {
  // Direct mode: the page reads the chains itself, so no read the gateway shares from before the change.
  const siteUrl = loadE2eState().directSiteUrl;
  const node = loadE2eState().chains.find((chain) => chain.chainId === optimism.id)?.nodeUrl ?? '';
  const restore = await replaceDistributorRoot(
    node,
    optimism.id,
    worldContractAddress(optimism.id, 'harborAirdrop'),
    testClaimsLists().early.root,
  );
  // The community drop keeps its root in storage: a new root there, as its owner would set one.
  const baseNode = loadE2eState().chains.find((chain) => chain.chainId === base.id)?.nodeUrl ?? '';
  const restoreStored = await replaceStoredRoot(
    baseNode,
    base.id,
    worldContractAddress(base.id, 'communityDrop'),
    testClaimsLists().early.root,
  );
  try {
    for (const who of [empty.address, mallory.address]) {
      await watch(page, siteUrl, who);
      await expectUnverifiable(claimRow(page, HARBOR), english.errors.CLAIMS_ROOT_MISMATCH);
      await expectUnverifiable(claimRow(page, COMMUNITY), english.errors.CLAIMS_ROOT_MISMATCH);
    }
    expect(await rowSays(claimRow(page, EARLY))).toEqual(['Eligible', '3 HRB', OPENS_2099]);
  } finally {
    await restore();
    await restoreStored();
  }
  await claimRow(page, HARBOR)
    .getByRole('button', { name: `Retry ${HARBOR}` })
    .click();
  await expect(claimRow(page, HARBOR).locator('.claim-none')).toHaveText('Not on this list');
});

test('a refresh still costs one request per chain, carrying each list’s root and claimed getters', async ({
  page,
  siteUrl,
  pageRecord,
}) => {
  const calls: { chainId: number; body: string }[] = [];
  page.on('request', (request: Request) => {
    const chainId = /\/rpc\/(\d+)$/.exec(new URL(request.url()).pathname)?.[1];
    if (chainId && request.method() === 'POST')
      calls.push({ chainId: Number(chainId), body: request.postData() ?? '' });
  });
  await page.clock.install();
  await watch(page, siteUrl, alice.address);
  // Everything the page reads once is in: each chain's first read, and the account's ENS name on Ethereum.
  for (const chain of [ethereum, optimism, base]) {
    await expect(chainCard(page, chain.name).locator('.chain-block')).toBeVisible();
  }
  await expect(page.locator('.account-name')).toHaveText('alice.eth');
  await settleRequests(page);
  const bodiesSince = calls.length;
  const chainIds = [ethereum, optimism, base].map((chain) => chain.id);
  await expectOneReadPerChain(page, pageRecord, chainIds, REFRESH_INTERVAL_MS);
  const selector = (signature: string) => id(signature).slice(2, 10);
  const bodyOf = (chainId: number) =>
    calls.slice(bodiesSince).find((call) => call.chainId === chainId)?.body ?? '';
  for (const chainId of [optimism.id, ethereum.id]) {
    expect(bodyOf(chainId), `chain ${chainId}`).toContain(selector('merkleRoot()'));
    expect(bodyOf(chainId), `chain ${chainId}`).toContain(selector('isClaimed(uint256)'));
  }
  // Each list's own getters, as its entry names them.
  expect(bodyOf(ethereum.id)).toContain(selector('MERKLE_ROOT()'));
  expect(bodyOf(ethereum.id)).toContain(selector('hasClaimed(uint256)'));
  expect(bodyOf(base.id)).toContain(selector('merkleRoot()'));
  expect(bodyOf(base.id)).toContain(selector('claimedAmount(address)'));
  expect(await rowSays(claimRow(page, HARBOR))).toEqual([
    'Eligible',
    '1,250.5 AIR',
    `Claim on ${CLAIM_HOST}`,
  ]);
});

test('the rows fit a 320 px screen and pass axe; the privacy page says which files a check fetches', async ({
  page,
  siteUrl,
}) => {
  await page.setViewportSize({ width: 320, height: 640 });
  await watch(page, siteUrl, alice.address);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  expect(await seriousViolations(page)).toEqual([]);
  await page.goto(`${siteUrl}/privacy`);
  await expect(page.locator('main')).toContainText('one small index file and at most one part of the list');
  await expect(page.locator('main')).toContainText('never sends the claim');
});

/** The id of the Harbor airdrop's files (the folder under /claims/), as the build makes it: a hash of them. */
function harborFilesId(): string {
  const text = testClaimsFiles()[HARBOR_AIRDROP_FILE] ?? '';
  return buildClaimsList({ file: HARBOR_AIRDROP_FILE, text, label: HARBOR_AIRDROP_FILE }).id;
}
