import type { SiteConfigInput } from '../../src/lib/config/siteConfigSchema.ts';
import { worldContractAddress } from '../chain/testWorld.ts';
import type { WorldContractKey } from '../chain/worldContracts.ts';
import { DEADLINE_DROP_END, EARLY_SUPPORTERS_FILE } from '../claims/testClaimsLists.ts';
import { TEST_CHAINS, testSiteConfigInput } from './testSiteConfig.ts';

const { ethereum, optimism, base } = TEST_CHAINS;
const DAY = 86_400;

/** A time of the deadline drop's window, as the config writes times. */
const iso = (seconds: number) => new Date(seconds * 1000).toISOString().replace('.000Z', 'Z');

/** When the deadline drop opens, by its config: 30 days before its distributor's `endTime()`. */
export const DEADLINE_DROP_OPENS = DEADLINE_DROP_END - 30 * DAY;

/**
 * When the config says the deadline drop closes: a day before its distributor's `endTime()`, as an owner's
 * config may drift from the chain. The page shows the distributor's, and tells the owner in the console.
 */
export const DEADLINE_DROP_CONFIG_CLOSES = DEADLINE_DROP_END - DAY;

const at = (chainId: number, key: WorldContractKey) => worldContractAddress(chainId, key);

/** One of the tests' chains, as the main test site has it: its ETH priced by the feed on Ethereum. */
const chain = (id: number) => {
  const found = testSiteConfigInput.chains.find((candidate) => candidate.id === id);
  if (!found) throw new Error(`the test site has no chain ${id}`);
  const { sequencerUptimeFeed: _sequencer, ...rest } = found as typeof found & {
    sequencerUptimeFeed?: string;
  };
  return {
    ...rest,
    nativeCurrency: {
      ...rest.nativeCurrency,
      priceFeed: { chainId: ethereum.id, address: at(ethereum.id, 'ethUsd') },
    },
  };
};

/**
 * The site the many-accounts tests build (tests/e2e/accounts.spec.ts): what an airdrop hunter's page checks, and
 * little else, so that twenty accounts' reads fit one request per chain. Ethereum for ENS names and the ETH
 * price; the Harbor airdrop on Optimism (merkle-distributor's JSON); the community drop on Base (OpenZeppelin's
 * dump, amounts claimed counted); and, on Base too, the deadline drop: the early supporters' list paid by a
 * distributor with an `endTime()`, its window opening 30 days before that and closing, by the config, a day
 * earlier than the chain says. English, German and Arabic.
 */
export const accountsSiteConfigInput = {
  ...testSiteConfigInput,
  locales: ['en', 'de', 'ar'],
  name: 'Harbor Accounts Test Site',
  chains: [chain(ethereum.id), chain(optimism.id), chain(base.id)],
  tokens: [],
  nfts: [],
  governance: [],
  calls: [],
  claims: [
    ...testSiteConfigInput.claims.filter((entry) =>
      ['Harbor airdrop', 'Community drop'].includes(entry.name),
    ),
    {
      chainId: base.id,
      distributor: at(base.id, 'deadlineDrop'),
      name: 'Deadline drop',
      symbol: 'HRB',
      decimals: 0,
      file: EARLY_SUPPORTERS_FILE,
      deadline: 'function endTime() view returns (uint256)',
      claimUrl: 'https://claim.harbor.test.example/deadline',
      opensAt: iso(DEADLINE_DROP_OPENS),
      closesAt: iso(DEADLINE_DROP_CONFIG_CLOSES),
    },
  ],
} satisfies SiteConfigInput;
