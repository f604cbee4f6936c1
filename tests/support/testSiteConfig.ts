import type { SiteConfigInput } from '../../src/lib/config/siteConfigSchema.ts';
import {
  ALICE_AVATAR,
  type WorldTokenKey,
  worldTokenAddress,
  worldTokens,
} from '../fixtures/chain/testWorld.ts';

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

/** A token entry for a world token on `chainId`, named in the config or (`named: false`) read on chain. */
function worldToken(chainId: number, key: WorldTokenKey, options: { named?: boolean } = {}) {
  const token = worldTokens.find((candidate) => candidate.key === key);
  if (!token) throw new Error(`no world token ${key}`);
  return {
    chainId,
    address: worldTokenAddress(chainId, key),
    symbol: token.symbol.slice(0, 12),
    decimals: token.decimals,
    ...(options.named === false ? {} : { name: token.name.slice(0, 60) }),
  };
}

/** A chain entry; its RPC URL is a placeholder that every test build replaces with a local endpoint. */
function testChain({ id, name }: { id: number; name: string }) {
  return {
    id,
    name,
    rpcUrls: [`https://rpc-${id}.test.example`],
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    explorerUrl: `https://explorer-${id}.test.example`,
  };
}

/**
 * The site config every test suite builds and serves, whose every contract the local test world deploys at
 * a known address: a 6-decimal token, an unnamed token (its name read on chain), the largest balance, dust, a
 * token whose `balanceOf` reverts, and a 0-decimal token.
 */
export const testSiteConfigInput = {
  name: 'Harbor Test Site',
  tagline: 'A site built by the tests from their own config.',
  description:
    'Harbor is the site the end-to-end tests build: its chains, tokens and hosts are the tests’ own, so an owner’s edits to site.config.ts never break them.',
  url: 'https://harbor.test.example',
  chains: [testChain(TEST_CHAINS.ethereum), testChain(TEST_CHAINS.optimism), testChain(TEST_CHAINS.base)],
  tokens: [
    worldToken(TEST_CHAINS.ethereum.id, 'tusd'),
    worldToken(TEST_CHAINS.ethereum.id, 'tst', { named: false }),
    worldToken(TEST_CHAINS.ethereum.id, 'max'),
    worldToken(TEST_CHAINS.optimism.id, 'dust'),
    worldToken(TEST_CHAINS.optimism.id, 'reverting'),
    worldToken(TEST_CHAINS.base.id, 'whole'),
  ],
  ens: {
    chainId: TEST_CHAINS.ethereum.id,
    ipfsGateway: 'https://ipfs.test.example/ipfs/',
    avatarHosts: [new URL(ALICE_AVATAR).origin],
  },
  theme: { accent: '#1d4ed8' },
  links: [{ label: 'Test docs', href: 'https://docs.test.example' }],
} satisfies SiteConfigInput;
