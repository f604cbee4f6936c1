import { keccak256, toUtf8Bytes } from 'ethers';
import { buildClaimsTree } from '../../src/lib/claims/buildClaimsTree.ts';
import { parseClaimsCsv } from '../../src/lib/claims/parseClaimsCsv.ts';
import { type DistributionJson, toDistribution } from '../../src/lib/claims/toDistribution.ts';
import { worldAccounts } from '../chain/testWorld.ts';

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

/** A made-up account of the Harbor airdrop, and its amount. */
function filler(index: number): string {
  const address = keccak256(toUtf8Bytes(`harbor airdrop filler ${index}`)).slice(0, 42);
  return `${address},${ether(BigInt(index % 997) + 1n) + BigInt(index)}`;
}

/** A list in merkle-distributor's JSON format and as a tree, from CSV lines. */
function distribution(lines: string[]): DistributionJson {
  const entries = parseClaimsCsv(lines.join('\n'), 'test list');
  return toDistribution(entries, buildClaimsTree(entries));
}

let lists: { harbor: DistributionJson; early: { csv: string; root: string } } | null = null;

/**
 * The tests' two claims lists, made here as an owner's tools would make them (the same every time, so the
 * world deploys their distributors with known roots): the Harbor airdrop as merkle-distributor's JSON, with
 * alice, bob and `empty` among 1,500 other accounts; the early supporters as a CSV of alice and mallory.
 */
export function testClaimsLists(): { harbor: DistributionJson; early: { csv: string; root: string } } {
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
  lists = { harbor, early: { csv, root: distribution(csv.split('\n').slice(1)).merkleRoot } };
  return lists;
}

/** The files of the tests' lists, by their path in the site's repository. */
export function testClaimsFiles(): Record<string, string> {
  const { harbor, early } = testClaimsLists();
  return {
    [HARBOR_AIRDROP_FILE]: `${JSON.stringify(harbor, null, 2)}\n`,
    [EARLY_SUPPORTERS_FILE]: early.csv,
  };
}
