import { StandardMerkleTree } from '@openzeppelin/merkle-tree';
import { getAddress, keccak256, toUtf8Bytes } from 'ethers';
import { buildClaimsTree } from '../../src/lib/claimsBuild/buildClaimsTree.ts';
import { parseClaimsCsv } from '../../src/lib/claimsBuild/parseClaimsCsv.ts';
import { type DistributionJson, toDistribution } from '../../src/lib/claimsBuild/toDistribution.ts';
import { worldAccounts } from '../chain/worldAccounts.ts';

/** Where the tests' site keeps its lists, as an owner would in the repository. */
export const HARBOR_AIRDROP_FILE = 'claims/harbor-airdrop.json';
export const EARLY_SUPPORTERS_FILE = 'claims/early-supporters.csv';

const ether = (whole: bigint) => whole * 10n ** 18n;

/** What world accounts may claim from the Harbor airdrop (18 decimals); bob has claimed his on every chain. */
export const HARBOR_AIRDROP_AMOUNTS = {
  alice: ether(1_250n) + ether(1n) / 2n,
  bob: ether(300n),
  empty: ether(42n),
} as const;

/** Accounts on the Harbor airdrop besides the world's: enough that the list takes several shards. */
export const HARBOR_FILLERS = 1_500;

/** What world accounts may claim from the early supporters' list (0 decimals): it opens in 2099. */
export const EARLY_SUPPORTERS_AMOUNTS = { alice: 7n, mallory: 3n } as const;

/** The `index`-th made-up account of the Harbor airdrop (checksummed), and its amount. */
export function harborFiller(index: number): { address: string; amount: bigint } {
  const address = keccak256(toUtf8Bytes(`harbor airdrop filler ${index}`)).slice(0, 42);
  return { address: getAddress(address), amount: ether(BigInt(index % 997) + 1n) + BigInt(index) };
}

/** The Harbor airdrop's made-up accounts whose claim the world sends, as bob's: real claims on chain. */
export const HARBOR_CLAIMED_FILLERS = [0, 1] as const;

/** A made-up account of the Harbor airdrop, as a CSV line. */
function filler(index: number): string {
  const { address, amount } = harborFiller(index);
  return `${address.toLowerCase()},${amount}`;
}

/** A list in merkle-distributor's JSON format and as a tree, from CSV lines. */
function distribution(lines: string[]): DistributionJson {
  const entries = parseClaimsCsv(lines.join('\n'), 'test list');
  return toDistribution(entries, buildClaimsTree(entries));
}

/** The tests' merkle-distributor lists: the Harbor airdrop, and the early supporters' CSV with the tree it makes. */
type TestLists = {
  harbor: DistributionJson;
  early: { csv: string; root: string; distribution: DistributionJson };
};

let lists: TestLists | null = null;

/**
 * The tests' two claims lists, made here as an owner's tools would make them (the same every time, so the
 * world deploys their distributors with known roots): the Harbor airdrop as merkle-distributor's JSON, with
 * alice, bob and `empty` among 1,500 other accounts; the early supporters as a CSV of alice and mallory.
 */
export function testClaimsLists(): TestLists {
  if (lists) return lists;
  const holders = worldAccounts;
  const harbor = distribution([
    `${holders.alice.address},${HARBOR_AIRDROP_AMOUNTS.alice}`,
    `${holders.bob.address},${HARBOR_AIRDROP_AMOUNTS.bob}`,
    `${holders.empty.address},${HARBOR_AIRDROP_AMOUNTS.empty}`,
    ...Array.from({ length: HARBOR_FILLERS }, (_, index) => filler(index)),
  ]);
  const csv = [
    'address,amount',
    `${holders.alice.address},${EARLY_SUPPORTERS_AMOUNTS.alice}`,
    `${holders.mallory.address.toLowerCase()},${EARLY_SUPPORTERS_AMOUNTS.mallory}`,
    '',
  ].join('\n');
  const early = distribution(csv.split('\n').slice(1).filter(Boolean));
  lists = { harbor, early: { csv, root: early.merkleRoot, distribution: early } };
  return lists;
}

/** The files of the tests' lists (merkle-distributor's and OpenZeppelin's), by their path in the site's repository. */
export function testClaimsFiles(): Record<string, string> {
  const { harbor, early } = testClaimsLists();
  return {
    [HARBOR_AIRDROP_FILE]: `${JSON.stringify(harbor, null, 2)}\n`,
    [EARLY_SUPPORTERS_FILE]: early.csv,
    ...testStandardFiles(),
  };
}

/** Where the tests' site keeps its OpenZeppelin lists. */
export const COMMUNITY_DROP_FILE = 'claims/community-drop.json';
export const SABLIER_CAMPAIGN_FILE = 'claims/sablier-campaign.json';

/**
 * What world accounts may claim from the community drop (an OpenZeppelin list of account, amount; 18
 * decimals): bob claimed all of his, alice 40 of her 100 (`COMMUNITY_DROP_ALICE_CLAIMED`), empty nothing yet.
 */
export const COMMUNITY_DROP_AMOUNTS = { alice: ether(100n), bob: ether(250n), empty: ether(42n) } as const;
export const COMMUNITY_DROP_ALICE_CLAIMED = ether(40n);

/** Sablier-style leaves (index, recipient, uint128 amount; 0 decimals): bob, index 1, claimed his. */
export const SABLIER_CAMPAIGN_AMOUNTS = { alice: 7n, bob: 3n, mallory: 11n } as const;

/** Accounts of the OpenZeppelin lists besides the world's: enough that each takes several shards. */
const STANDARD_FILLERS = 600;

/** A made-up account of an OpenZeppelin list. */
const standardFiller = (list: string, index: number) =>
  keccak256(toUtf8Bytes(`${list} filler ${index}`)).slice(0, 42);

/** The `index`-th made-up account of the community drop (checksummed), and its amount (18 decimals). */
export function communityFiller(index: number): { address: string; amount: bigint } {
  return {
    address: getAddress(standardFiller('community drop', index)),
    amount: ether(BigInt(index % 97) + 1n),
  };
}

/** The community drop's made-up accounts that the world claims for, all of their amount. */
export const COMMUNITY_CLAIMED_FILLERS = [0] as const;

/**
 * When the deadline drop's distributor stops paying (its `endTime()`, unix seconds): 30 June 2099, 12:00 UTC.
 * The drop pays the early supporters' list (alice and mallory) through a distributor with a deadline getter.
 */
export const DEADLINE_DROP_END = Date.UTC(2099, 5, 30, 12) / 1000;

type Dump<T extends unknown[]> = ReturnType<StandardMerkleTree<T>['dump']>;

let standardLists: {
  community: StandardMerkleTree<[string, string]>;
  sablier: StandardMerkleTree<[string, string, string]>;
} | null = null;

/**
 * The tests' two OpenZeppelin lists, made with OpenZeppelin's own `StandardMerkleTree` as an owner would make
 * them: the community drop (account, amount) with alice, bob and `empty` among 600 others, and a Sablier-style
 * campaign (index, recipient, uint128 amount) with alice, bob and mallory at indexes 0 to 2 among 600 others.
 */
export function testStandardLists() {
  if (standardLists) return standardLists;
  const { alice, bob, empty, mallory } = worldAccounts;
  const community = StandardMerkleTree.of<[string, string]>(
    [
      [alice.address, String(COMMUNITY_DROP_AMOUNTS.alice)],
      [bob.address, String(COMMUNITY_DROP_AMOUNTS.bob)],
      [empty.address, String(COMMUNITY_DROP_AMOUNTS.empty)],
      ...Array.from({ length: STANDARD_FILLERS }, (_, index): [string, string] => [
        standardFiller('community drop', index),
        String(communityFiller(index).amount),
      ]),
    ],
    ['address', 'uint256'],
  );
  const sablier = StandardMerkleTree.of<[string, string, string]>(
    [
      ['0', alice.address, String(SABLIER_CAMPAIGN_AMOUNTS.alice)],
      ['1', bob.address, String(SABLIER_CAMPAIGN_AMOUNTS.bob)],
      ['2', mallory.address, String(SABLIER_CAMPAIGN_AMOUNTS.mallory)],
      ...Array.from({ length: STANDARD_FILLERS }, (_, index): [string, string, string] => [
        String(index + 3),
        standardFiller('sablier campaign', index),
        String(index + 1),
      ]),
    ],
    ['uint256', 'address', 'uint128'],
  );
  standardLists = { community, sablier };
  return standardLists;
}

/** The files of the tests' OpenZeppelin lists (`StandardMerkleTree.dump()`, as JSON), by path. */
export function testStandardFiles(): Record<string, string> {
  const { community, sablier } = testStandardLists();
  const json = (dump: Dump<unknown[]>) => `${JSON.stringify(dump, null, 2)}\n`;
  return { [COMMUNITY_DROP_FILE]: json(community.dump()), [SABLIER_CAMPAIGN_FILE]: json(sablier.dump()) };
}
