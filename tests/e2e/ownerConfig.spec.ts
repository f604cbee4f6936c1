import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { StandardMerkleTree } from '@openzeppelin/merkle-tree';
import { parse as parseYaml } from 'yaml';
import { STAND_IN_NFTS, STAND_IN_PRICE, startStandInWorld } from '../../rig/chain/startStandInWorld.ts';
import { worldNative } from '../../rig/chain/testWorld.ts';
import { worldAccounts } from '../../rig/chain/worldAccounts.ts';
import { chainCard, claimRow, entry, holdingRow, waitForHydration } from '../../rig/e2e/panel.ts';
import { expect, test } from '../../rig/e2e/test.ts';
import { buildSiteOnce } from '../../rig/site/buildSiteOnce.ts';
import { serveSite } from '../../rig/site/serveSite.ts';
import { writeSiteSource } from '../../rig/site/writeSiteSource.ts';
import { siteConfigInput } from '../../site.config.ts';
import type { PanelMessages } from '../../src/i18n/catalogueTypes.ts';
import { resolveSiteConfig } from '../../src/lib/config/resolveSiteConfig.ts';
import type { SiteConfigInput } from '../../src/lib/config/siteConfigSchema.ts';
import { defaultLocale, siteTextsIn } from '../../src/lib/config/siteTexts.ts';
import { formatAmount } from '../../src/lib/format/formatAmount.ts';
import { formatCallValue } from '../../src/lib/format/formatCallValue.ts';
import { formatMessage } from '../../src/lib/format/formatMessage.ts';
import { formatUsd } from '../../src/lib/format/formatUsd.ts';
import type { MessageValues, Text } from '../../src/lib/i18n/messageTypes.ts';
import { usdCents } from '../../src/lib/prices/usdCents.ts';

/**
 * What an owner does: edit site.config.ts and the home page's sections (content/home/), then build and look.
 * These build the owner's own config and sections, and an edited copy of them, against local chains standing
 * in for whatever chains and tokens it names, and check that the page shows each one and each section. No
 * value of the demo config or text of its sections is assumed.
 */

const ROOT = join(import.meta.dirname, '..', '..');
const ALICE = worldAccounts.alice.address;

/** A chain id the config does not use yet. */
function unusedChainId(config: SiteConfigInput): number {
  let id = 424_242;
  while (config.chains.some((chain) => chain.id === id)) id += 1;
  return id;
}

/** The list an owner drops into the repository: merkle-distributor's own published output. */
const OWNER_LIST = 'claims/owner-airdrop.json';
const OWNER_LIST_TEXT = readFileSync(
  join(ROOT, 'src/lib/claimsBuild/fixtures/three-dev-accounts.json'),
  'utf8',
);

/** A Sablier-style campaign an owner drops in: OpenZeppelin's own dump of (index, recipient, uint128 amount). */
const OWNER_CAMPAIGN = 'claims/owner-campaign.json';
const OWNER_CAMPAIGN_TEXT = JSON.stringify(
  StandardMerkleTree.of(
    [
      ['0', worldAccounts.bob.address, '5'],
      ['1', worldAccounts.alice.address, '21'],
      ['2', worldAccounts.mallory.address, '8'],
    ],
    ['uint256', 'address', 'uint128'],
  ).dump(),
);

/**
 * The edits an owner makes first: another name, a new chain with a token, one more token, ENS off, an
 * airdrop (merkle-distributor's JSON dropped into the repository and one `claims` entry naming it), and a
 * Sablier-style campaign (OpenZeppelin's dump and one entry naming it and its getters).
 */
function editedCopy(config: SiteConfigInput): SiteConfigInput {
  const newChainId = unusedChainId(config);
  const [firstChain] = config.chains;
  return {
    ...config,
    name: 'An Owner’s Edited Site',
    chains: [
      ...config.chains,
      {
        id: newChainId,
        name: 'Freshly Added Chain',
        rpcUrls: ['https://rpc.freshly-added.example'],
        nativeCurrency: { name: 'Fresh', symbol: 'FRESH', decimals: 18 },
        explorerUrl: 'https://explorer.freshly-added.example',
      },
    ],
    tokens: [
      ...config.tokens,
      {
        chainId: newChainId,
        address: '0x1111111111111111111111111111111111111111',
        symbol: 'NEWT',
        decimals: 8,
      },
      {
        chainId: firstChain?.id ?? newChainId,
        address: '0x2222222222222222222222222222222222222222',
        symbol: 'XTRA',
        decimals: 2,
        name: 'Extra Token',
      },
    ],
    claims: [
      ...(config.claims ?? []),
      {
        chainId: firstChain?.id ?? newChainId,
        distributor: '0x3333333333333333333333333333333333333333',
        name: 'Owner airdrop',
        symbol: 'OWN',
        decimals: 0,
        file: OWNER_LIST,
        claimUrl: 'https://claim.owner.example/',
      },
      {
        chainId: newChainId,
        distributor: '0x4444444444444444444444444444444444444444',
        name: 'Owner campaign',
        symbol: 'CMP',
        decimals: 0,
        format: 'openzeppelin',
        file: OWNER_CAMPAIGN,
        root: 'function MERKLE_ROOT() view returns (bytes32)',
        claimed: 'function hasClaimed(uint256) view returns (bool)',
        claimUrl: 'https://claim.owner.example/campaign',
      },
    ],
    ens: false,
  };
}

/** A section an owner adds to the home page in the site's default language (docs/content.md). */
const addedSection = (config: SiteConfigInput) => ({
  [`content/home/${config.locales?.[0] ?? 'en'}/added-by-owner.md`]:
    '---\ntitle: A Section the Owner Added\norder: 99\n---\n\nWritten by the owner, in Markdown.\n',
});

/** The title of each section in `dir` (a copy's content/home/<locale>/), from its frontmatter. */
function sectionTitles(dir: string): string[] {
  const files = (() => {
    try {
      return readdirSync(dir).filter((name) => name.endsWith('.md'));
    } catch {
      return [];
    }
  })();
  return files.map((name) => {
    const frontmatter = /^---\r?\n([\s\S]*?)\r?\n---/.exec(readFileSync(join(dir, name), 'utf8'))?.[1] ?? '';
    return String((parseYaml(frontmatter) as { title?: unknown }).title);
  });
}

const VARIANTS: [
  string,
  (config: SiteConfigInput) => SiteConfigInput,
  (config: SiteConfigInput) => Record<string, string>,
][] = [
  ["the owner's site.config.ts and content/", (config) => config, () => ({})],
  [
    'an edited copy (another name, a new chain with a token, an extra token, ENS off, an airdrop list, a Sablier campaign, a new section)',
    editedCopy,
    (config) => ({
      [OWNER_LIST]: OWNER_LIST_TEXT,
      [OWNER_CAMPAIGN]: OWNER_CAMPAIGN_TEXT,
      ...addedSection(config),
    }),
  ],
];

for (const [index, [name, edit, filesFor]] of VARIANTS.entries()) {
  test(`${name} builds, serves, and shows what every configured chain holds`, async ({ page }) => {
    test.setTimeout(240_000);
    const input = edit(structuredClone(siteConfigInput));
    const files = filesFor(input);
    const config = resolveSiteConfig(input, {});
    // The stand-in chains start while the site builds: only a build without the gateway names their URLs.
    const starting = startStandInWorld(config, { listFiles: files });
    starting.catch(() => undefined);
    const stops: (() => Promise<void>)[] = [
      () =>
        starting.then(
          (world) => world.stop(),
          () => undefined,
        ),
    ];
    try {
      const source = join(ROOT, 'dist-e2e', `owner-${index}-source`);
      const dir = join(ROOT, 'dist-e2e', `owner-${index}`);
      await writeSiteSource(source, input, { rpcRateLimit: 10_000, files });
      // As deployed: through the gateway its upstreams are Worker variables (secrets in production); an owner
      // who turned the gateway off has the browser read PUBLIC_RPC_URLS_<id> itself.
      const urlsAs = async (prefix: string) =>
        Object.fromEntries(
          (await starting).chains.map((chain) => [`${prefix}${chain.chainId}`, chain.rpcUrl]),
        );
      // Steps, so that a run that stalls says where.
      await test.step('build the copy', async () =>
        buildSiteOnce(dir, config.rpcGateway ? {} : await urlsAs('PUBLIC_RPC_URLS_'), source));
      const world = await test.step('wait for its stand-in chains', () => starting);
      const upstreams = await urlsAs('RPC_UPSTREAMS_');
      const site = await test.step('serve it with wrangler dev', async () =>
        serveSite(dir, { root: source, vars: upstreams }));
      stops.push(() => site.stop());

      // The page at / speaks the owner's default language: its words come from that language's catalogue.
      const locale = defaultLocale(config);
      const words = ((await import(`../../src/i18n/panel/${locale}.ts`)) as { default: PanelMessages })
        .default;
      const say = (text: Text, values: MessageValues = {}) => formatMessage(locale, text, values);
      await page.goto(`${site.url}/?address=${ALICE}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(siteTextsIn(config, locale).name);
      // Every section the owner wrote in the default language shows on /, with its title as its heading.
      const titles = sectionTitles(join(source, 'content', 'home', locale));
      expect((await page.locator('.owner-section > h2').allTextContents()).sort()).toEqual(titles.sort());
      const usdOf = (raw: bigint, decimals: number) =>
        formatUsd(usdCents(raw, decimals, STAND_IN_PRICE, 8), locale);
      for (const chain of config.chains) {
        const card = chainCard(page, chain.name);
        const on = <T extends { chainId: number }>(entries: readonly T[]) =>
          entries.filter((candidate) => candidate.chainId === chain.id);
        const { symbol, decimals, priceFeed } = chain.nativeCurrency;
        const native = holdingRow(card, symbol);
        await expect(native.locator('.holding-amount')).toHaveText(
          formatAmount(worldNative.alice, decimals, locale).display,
        );
        if (priceFeed) {
          await expect(native.locator('.holding-usd .info-tip-label')).toHaveText(
            usdOf(worldNative.alice, decimals),
          );
        }
        for (const token of world.tokens.filter((candidate) => candidate.chainId === chain.id)) {
          const row = holdingRow(card, token.symbol);
          await expect(row.locator('.holding-amount')).toHaveText(
            formatAmount(token.alice, token.decimals, locale).display,
          );
          const configured = on(config.tokens).find((candidate) => candidate.address === token.address);
          if (configured?.priceFeed) {
            await expect(row.locator('.holding-usd .info-tip-label')).toHaveText(
              usdOf(token.alice, token.decimals),
            );
          }
        }
        for (const nft of on(config.nfts)) {
          const value = entry(card, nft.name).locator('.entry-value');
          if (nft.standard === 'erc721') {
            await expect(value).toHaveText(say(words.ui.nftsOwned, { count: STAND_IN_NFTS }));
          } else {
            await expect(value.locator('.nft-token')).toHaveText(
              nft.tokenIds.map((id) => `#${id} × ${STAND_IN_NFTS}`),
            );
          }
        }
        for (const governance of on(config.governance)) {
          await expect(entry(card, governance.name).locator('dd')).toHaveText([
            '100 SIV',
            '100 SIV',
            say(words.ui.yourself),
          ]);
        }
        for (const call of on(config.calls)) {
          // The stand-in answers every call with one word holding 1.
          const one =
            call.format.kind === 'boolean'
              ? true
              : call.format.kind === 'address'
                ? `0x${'0'.repeat(39)}1`
                : 1n;
          await expect(entry(card, call.label).locator('.entry-value')).toContainText(
            formatCallValue(one, call.format, locale).display,
          );
        }
      }
      // Every claims list is proven against its distributor: alice is eligible with her exact amount, or not on it.
      for (const list of world.claims) {
        const row = claimRow(page, list.name).locator('.claim-state');
        if (list.alice === null) await expect(row).toHaveText(say(words.ui.notListed));
        else {
          const amount = formatAmount(list.alice, list.decimals, locale, { allDigits: true }).display;
          await expect(row.locator('.badge')).toHaveText(say(words.ui.eligible));
          await expect(row.locator('.claim-amount')).toHaveText(`${amount} ${list.symbol}`);
          await expect(row.locator('.claim-link')).toBeVisible();
        }
      }
      if (config.ens === false) {
        await page.getByRole('button', { name: say(words.ui.checkAnother) }).click();
        await waitForHydration(page);
        await page.getByLabel(say(words.ui.watchInputLabel)).fill('alice.eth');
        await page.getByLabel(say(words.ui.watchInputLabel)).press('Enter');
        await expect(page.getByRole('alert')).toContainText(say(words.errors.ENS_UNSUPPORTED));
      } else {
        await expect(page.locator('.account-name')).toHaveText('alice.eth');
      }
    } finally {
      for (const stop of stops.reverse()) await stop();
    }
  });
}
