import { join } from 'node:path';
import type { CallArgument, CallFormat } from '../../src/lib/config/checkCallEntry.ts';
import type { SiteConfigInput } from '../../src/lib/config/siteConfigSchema.ts';
import { LOCALE_CODES } from '../../src/lib/i18n/locales.ts';
import {
  ALICE_AVATAR,
  type WorldTokenKey,
  worldContractAddress,
  worldTokenAddress,
  worldTokens,
} from '../chain/testWorld.ts';
import type { WorldContractKey } from '../chain/worldContracts.ts';
import {
  COMMUNITY_DROP_FILE,
  EARLY_SUPPORTERS_FILE,
  HARBOR_AIRDROP_FILE,
  SABLIER_CAMPAIGN_FILE,
} from '../claims/testClaimsLists.ts';

/**
 * The home page sections of the site the tests build (`content/home/` of their own): an English story with an
 * image, a link and nested headings, a FAQ and a notice with its own anchor; German's own story and notice
 * (its FAQ falls back to English); and a section only Arabic has (the rest fall back to English there).
 */
export const TEST_CONTENT_DIR = join(import.meta.dirname, '..', '..', 'tests', 'fixtures', 'content');

/**
 * The chains of the site the tests build. They are the tests' own: the owner's `site.config.ts` may say
 * anything, and these stay. Chain 1 carries ENS (ethers resolves ENS only on the chains it knows).
 */
export const TEST_CHAINS = {
  ethereum: { id: 1, name: 'Ethereum' },
  optimism: { id: 10, name: 'Optimism' },
  base: { id: 8453, name: 'Base' },
} as const;

/** The ids of {@link TEST_CHAINS}, in config order. */
export const TEST_CHAIN_IDS = Object.values(TEST_CHAINS).map((chain) => chain.id);

const { ethereum, optimism, base } = TEST_CHAINS;

/** The address of a world contract on `chainId`. */
const at = (chainId: number, key: WorldContractKey) => worldContractAddress(chainId, key);

/** A price feed entry for a world feed: read on `chainId`, which need not be the asset's chain. */
const feed = (chainId: number, key: WorldContractKey) => ({ chainId, address: at(chainId, key) });

/** A token entry for a world token on `chainId`, named in the config or (`named: false`) read on chain. */
function worldToken(
  chainId: number,
  key: WorldTokenKey,
  options: { named?: boolean; priceFeed?: { chainId: number; address: string } } = {},
) {
  const token = worldTokens.find((candidate) => candidate.key === key);
  if (!token) throw new Error(`no world token ${key}`);
  return {
    chainId,
    address: worldTokenAddress(chainId, key),
    symbol: token.symbol.slice(0, 12),
    decimals: token.decimals,
    ...(options.named === false ? {} : { name: token.name.slice(0, 60) }),
    ...(options.priceFeed ? { priceFeed: options.priceFeed } : {}),
  };
}

/** A chain entry; its RPC URL is a placeholder that every test build replaces with a local endpoint. */
function testChain(
  { id, name }: { id: number; name: string },
  options: { priceFeed?: { chainId: number; address: string }; sequencerUptimeFeed?: string } = {},
) {
  return {
    id,
    name,
    rpcUrls: [`https://rpc-${id}.test.example`],
    nativeCurrency: {
      name: 'Ether',
      symbol: 'ETH',
      decimals: 18,
      ...(options.priceFeed ? { priceFeed: options.priceFeed } : {}),
    },
    explorerUrl: `https://explorer-${id}.test.example`,
    ...(options.sequencerUptimeFeed ? { sequencerUptimeFeed: options.sequencerUptimeFeed } : {}),
  };
}

/** A custom call on the world's vault of `chainId`. */
function vaultCall(
  chainId: number,
  label: string,
  signature: string,
  format: CallFormat,
  args: CallArgument[] = ['$account'],
) {
  return { chainId, address: at(chainId, 'vault'), label, signature, args, format };
}

/**
 * The site config every test suite builds and serves, whose every contract the local test world deploys at
 * a known address:
 * - Ethereum: a 6-decimal token, an unnamed token (its name read on chain), the largest balance, NFTs of both
 *   standards, a Votes token, every custom-call format, and prices from 8- and 18-decimal feeds and a stale one;
 * - Optimism (an L2 whose sequencer is up): dust, a token whose `balanceOf` reverts, ETH priced by the feed on
 *   Ethereum (a feed read on another chain than its asset), a negative price, a broken governance token;
 * - Base (an L2 whose sequencer restarted a minute ago, so its own prices are not used): a 0-decimal token;
 * - hostile contracts in every section: short data, a 10 kB string where a number is expected, a bool of 2;
 * - four claims lists (rig/claims/testClaimsLists.ts): the Harbor airdrop on Optimism, a merkle-distributor
 *   JSON, open; the early supporters on Ethereum, a CSV, opening in 2099; the community drop on Base, an
 *   OpenZeppelin dump of (account, amount) whose distributor counts amounts claimed; and a Sablier-style
 *   campaign on Ethereum, an OpenZeppelin dump of (index, recipient, uint128 amount);
 * - every language the page ships, English first; German and Arabic with some texts of their own, the others
 *   falling back to English.
 */
export const testSiteConfigInput = {
  locales: [...LOCALE_CODES],
  name: 'Harbor Test Site',
  tagline: {
    en: 'A site built by the tests from their own config.',
    de: 'Eine Seite, die die Tests aus ihrer eigenen Konfiguration bauen.',
    ar: 'موقع تبنيه الاختبارات من إعداداتها الخاصة.',
  },
  description: {
    en: 'Harbor is the site the end-to-end tests build: its chains, tokens and hosts are the tests’ own, so an owner’s edits to site.config.ts never break them.',
    de: 'Harbor ist die Seite, die die End-to-End-Tests bauen: Ketten, Token und Hosts gehören den Tests, Änderungen an site.config.ts brechen sie nie.',
  },
  url: 'https://harbor.test.example',
  chains: [
    testChain(ethereum, { priceFeed: feed(ethereum.id, 'ethUsd') }),
    testChain(optimism, {
      priceFeed: feed(ethereum.id, 'ethUsd'),
      sequencerUptimeFeed: at(optimism.id, 'sequencerUp'),
    }),
    testChain(base, {
      priceFeed: feed(base.id, 'ethUsd'),
      sequencerUptimeFeed: at(base.id, 'sequencerRestarted'),
    }),
  ],
  tokens: [
    worldToken(ethereum.id, 'tusd', { priceFeed: feed(ethereum.id, 'tusdUsd') }),
    worldToken(ethereum.id, 'tst', { named: false, priceFeed: feed(ethereum.id, 'tstUsd') }),
    worldToken(ethereum.id, 'max', { priceFeed: feed(ethereum.id, 'stale') }),
    worldToken(optimism.id, 'dust', { priceFeed: feed(optimism.id, 'negative') }),
    worldToken(optimism.id, 'reverting'),
    worldToken(base.id, 'whole', { priceFeed: feed(base.id, 'tusdUsd') }),
  ],
  nfts: [
    { chainId: ethereum.id, address: at(ethereum.id, 'names'), name: 'Test Names', standard: 'erc721' },
    {
      chainId: ethereum.id,
      address: at(ethereum.id, 'items'),
      name: 'Test Items',
      standard: 'erc1155',
      tokenIds: ['1', '2', '3'],
    },
    { chainId: ethereum.id, address: at(ethereum.id, 'hostile3'), name: 'Short Answers', standard: 'erc721' },
  ],
  governance: [
    { chainId: ethereum.id, token: at(ethereum.id, 'dao'), name: 'Test DAO' },
    { chainId: optimism.id, token: at(optimism.id, 'hostile6'), name: 'Broken DAO' },
  ],
  calls: [
    vaultCall(ethereum.id, 'Staked shares', 'function sharesOf(address) view returns (uint256)', {
      kind: 'amount',
      decimals: 18,
      symbol: 'vTST',
    }),
    vaultCall(ethereum.id, 'Membership', 'function isMember(address) view returns (bool)', {
      kind: 'boolean',
      yes: 'Member',
      no: 'Not a member',
    }),
    vaultCall(ethereum.id, 'Beneficiary', 'function beneficiaryOf(address) view returns (address)', {
      kind: 'address',
    }),
    vaultCall(ethereum.id, 'Unlocks on', 'function unlockTime(address) view returns (uint64)', {
      kind: 'date',
    }),
    vaultCall(ethereum.id, 'Stakes', 'function stakeCount(address) view returns (uint32)', { kind: 'count' }),
    vaultCall(
      ethereum.id,
      'Pool 7 reward',
      'function rewardFor(address account, uint256 poolId) view returns (uint256)',
      { kind: 'amount', decimals: 18, symbol: 'RWD' },
      ['$account', '7'],
    ),
    vaultCall(
      ethereum.id,
      'Vault',
      'function paused() pure returns (bool)',
      { kind: 'boolean', yes: 'Paused', no: 'Open' },
      [],
    ),
    {
      chainId: ethereum.id,
      address: at(ethereum.id, 'hostile5'),
      label: 'Huge answer',
      signature: 'function sharesOf(address) view returns (uint256)',
      args: ['$account'],
      format: { kind: 'count' },
    },
    {
      chainId: ethereum.id,
      address: at(ethereum.id, 'hostile7'),
      label: 'Not a bool',
      signature: 'function isMember(address) view returns (bool)',
      args: ['$account'],
      format: { kind: 'boolean', yes: 'Yes', no: 'No' },
    },
    vaultCall(base.id, 'Stakes on Base', 'function stakeCount(address) view returns (uint32)', {
      kind: 'count',
    }),
  ],
  claims: [
    {
      chainId: optimism.id,
      distributor: at(optimism.id, 'harborAirdrop'),
      name: 'Harbor airdrop',
      symbol: 'AIR',
      decimals: 18,
      file: HARBOR_AIRDROP_FILE,
      claimUrl: 'https://claim.harbor.test.example/airdrop',
    },
    {
      chainId: ethereum.id,
      distributor: at(ethereum.id, 'earlyDrop'),
      name: 'Early supporters',
      symbol: 'HRB',
      decimals: 0,
      file: EARLY_SUPPORTERS_FILE,
      claimUrl: 'https://claim.harbor.test.example/early',
      opensAt: '2099-01-01T00:00:00Z',
    },
    {
      chainId: base.id,
      distributor: at(base.id, 'communityDrop'),
      name: 'Community drop',
      symbol: 'MRD',
      decimals: 18,
      format: 'openzeppelin',
      file: COMMUNITY_DROP_FILE,
      claimed: 'function claimedAmount(address) view returns (uint256)',
      claimUrl: 'https://claim.harbor.test.example/community',
    },
    {
      chainId: ethereum.id,
      distributor: at(ethereum.id, 'sablierCampaign'),
      name: 'Sablier campaign',
      symbol: 'SAB',
      decimals: 0,
      format: 'openzeppelin',
      file: SABLIER_CAMPAIGN_FILE,
      root: 'function MERKLE_ROOT() view returns (bytes32)',
      claimed: 'function hasClaimed(uint256) view returns (bool)',
      claimUrl: 'https://claim.harbor.test.example/sablier',
    },
  ],
  ens: {
    chainId: ethereum.id,
    ipfsGateway: 'https://ipfs.test.example/ipfs/',
    avatarHosts: [new URL(ALICE_AVATAR).origin],
  },
  theme: { accent: '#1d4ed8' },
  links: [{ label: { en: 'Test docs', de: 'Testdoku' }, href: 'https://docs.test.example' }],
} satisfies SiteConfigInput;

/** `value` as JSON in base64url, as a part of Farcaster's account association is written. */
const base64UrlJson = (value: object) =>
  btoa(JSON.stringify(value)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');

/** The web origin that frames the tests' mini app: one of the owner's default hosts, played by a local page. */
export const TEST_MINI_APP_HOST = 'https://farcaster.xyz';

/**
 * The tests' mini-app listing (the site built without a WalletConnect project has it): an account association
 * for the tests' own domain (its signature is not checked by anything offline), a short name and a splash colour.
 */
export const testMiniApp = {
  accountAssociation: {
    header: base64UrlJson({ fid: 1, type: 'custody', key: '0x0000000000000000000000000000000000000001' }),
    payload: base64UrlJson({ domain: new URL(testSiteConfigInput.url).hostname }),
    signature: base64UrlJson({ test: 'not a real signature' }),
  },
  name: 'Harbor',
  splashBackgroundColor: '#0e0e15',
} satisfies SiteConfigInput['miniApp'];
