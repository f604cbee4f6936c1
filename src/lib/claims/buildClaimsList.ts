import { createHash } from 'node:crypto';
import { bytesToHex } from '@noble/hashes/utils.js';
import { buildClaimsTree } from './buildClaimsTree.ts';
import { checkDistribution } from './checkDistribution.ts';
import { chooseShardLayout, type LayoutLimits } from './chooseShardLayout.ts';
import { CLAIM_CHECK_MAX_BYTES, CLAIM_FILES_MAX } from './claimLimits.ts';
import type { BuiltClaimsList, ClaimColumns } from './claimTypes.ts';
import { encodeClaimShards } from './encodeClaimShards.ts';
import { keyClaimAccounts } from './keyClaimAccounts.ts';
import { parseClaimsCsv } from './parseClaimsCsv.ts';
import { parseDistributionJson } from './parseDistributionJson.ts';
import { toListError } from './toListError.ts';

/** A list file to build: its path (`.json` or `.csv`), its text, and how to name it in errors. */
export interface ClaimsListSource {
  file: string;
  text: string;
  /** The file and the config entry, as errors name them: `<file> (claims[0], "Airdrop")`. */
  label: string;
}

/** The hex digits of a hash of every file's path and bytes: the list's id, and so the folder of its URLs. */
function hashFiles(files: ReadonlyMap<string, Uint8Array>): string {
  const hash = createHash('sha256');
  for (const [path, bytes] of [...files].sort(([a], [b]) => (a < b ? -1 : 1))) {
    hash.update(`${path}\0${bytes.length}\0`);
    hash.update(bytes);
  }
  return hash.digest('hex').slice(0, 16);
}

/**
 * The build step of one claims list: reads a merkle-distributor JSON (checking every entry, its root, every
 * proof and the total) or a CSV of `address,amount` (making the tree merkle-distributor would), builds the
 * tree on raw bytes, chooses the shard layout and writes its files, named by a hash of their content. A bad
 * list throws CLAIMS_LIST_INVALID naming the file, the line or address, and the rule.
 */
export function buildClaimsList(source: ClaimsListSource, limits: LayoutLimits = {}): BuiltClaimsList {
  let entries: ClaimColumns;
  let check: ((tree: ReturnType<typeof buildClaimsTree>) => void) | null = null;
  if (source.file.toLowerCase().endsWith('.csv')) {
    entries = parseClaimsCsv(source.text, source.label);
  } else {
    const distribution = parseDistributionJson(source.text, source.label);
    entries = distribution.entries;
    check = (tree) => {
      const issues = checkDistribution(distribution, tree);
      if (issues.length > 0) throw toListError(source.label, issues);
    };
  }
  const tree = buildClaimsTree(entries);
  check?.(tree);
  const keys = keyClaimAccounts(entries);
  const layout = chooseShardLayout(entries, tree, keys, limits);
  if (layout === null) {
    const bytes = limits.maxCheckBytes ?? CLAIM_CHECK_MAX_BYTES;
    const most = bytes % 1024 === 0 ? `${bytes / 1024} KiB` : `${bytes} bytes`;
    throw toListError(source.label, [
      {
        where: 'the file',
        problem: `its ${entries.count.toLocaleString('en-US')} entries cannot be cut into at most ${(limits.maxFiles ?? CLAIM_FILES_MAX).toLocaleString('en-US')} files with at most ${most} fetched per check: split the distribution over several distributors`,
      },
    ]);
  }
  const files = encodeClaimShards(entries, tree, keys, layout);
  return {
    id: hashFiles(files),
    root: `0x${bytesToHex(tree.root)}`,
    entries: entries.count,
    tokenTotal: entries.amounts.reduce((total, amount) => total + amount, 0n),
    layout,
    files,
  };
}
