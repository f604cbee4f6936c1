import { createHash } from 'node:crypto';
import { bytesToHex } from '@noble/hashes/utils.js';
import { CLAIM_CHECK_MAX_BYTES, CLAIM_FILES_MAX } from '../claims/claimLimits.ts';
import type { ClaimsFormat } from '../claims/claimTypes.ts';
import { buildClaimsTree } from './buildClaimsTree.ts';
import { buildStandardTree } from './buildStandardTree.ts';
import { checkDistribution } from './checkDistribution.ts';
import { chooseShardLayout, type LayoutLimits } from './chooseShardLayout.ts';
import { chooseStandardShardLayout } from './chooseStandardShardLayout.ts';
import type {
  BuiltClaimsList,
  ClaimColumns,
  ShardLayout,
  StandardColumns,
  StandardTree,
} from './claimsBuildTypes.ts';
import { encodeClaimShards } from './encodeClaimShards.ts';
import { encodeStandardShards } from './encodeStandardShards.ts';
import { parseClaimsCsv } from './parseClaimsCsv.ts';
import { parseDistributionJson } from './parseDistributionJson.ts';
import { parseStandardTreeDump } from './parseStandardTreeDump.ts';
import { sortAccountsByIndexKey } from './sortAccountsByIndexKey.ts';
import { toListError } from './toListError.ts';

/** A list file to build: its path (`.json` or `.csv`), its text, and how to name it in errors. */
export interface ClaimsListSource {
  file: string;
  text: string;
  /** The file and the config entry, as errors name them: `<file> (claims[0], "Airdrop")`. */
  label: string;
  /** How its tree is made; merkle-distributor's when left out. */
  format?: ClaimsFormat;
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

/** The build's error when no layout fits the limits. */
function tooLarge(label: string, count: number, limits: LayoutLimits) {
  const bytes = limits.maxCheckBytes ?? CLAIM_CHECK_MAX_BYTES;
  const most = bytes % 1024 === 0 ? `${bytes / 1024} KiB` : `${bytes} bytes`;
  return toListError(label, [
    {
      where: 'the file',
      problem: `its ${count.toLocaleString('en-US')} entries cannot be cut into at most ${(limits.maxFiles ?? CLAIM_FILES_MAX).toLocaleString('en-US')} files with at most ${most} fetched per check: split the distribution over several distributors`,
    },
  ]);
}

/** The list's files and what the page and the build log need of them. */
function toBuiltList(
  entries: ClaimColumns,
  root: Uint8Array,
  layout: ShardLayout,
  files: Map<string, Uint8Array>,
  encoding: BuiltClaimsList['encoding'],
): BuiltClaimsList {
  return {
    id: hashFiles(files),
    root: `0x${bytesToHex(root)}`,
    entries: entries.count,
    tokenTotal: entries.amounts.reduce((total, amount) => total + amount, 0n),
    encoding,
    layout,
    files,
  };
}

/**
 * The build step of one OpenZeppelin list: reads `StandardMerkleTree.dump()` JSON (checking its values and
 * that its tree agrees with them) or a CSV of `address,amount` (building what `StandardMerkleTree.of(values,
 * ['address','uint256'])` builds), and cuts OpenZeppelin's array into subtrees.
 */
function buildStandardList(source: ClaimsListSource, limits: LayoutLimits): BuiltClaimsList {
  let entries: StandardColumns;
  let tree: StandardTree;
  if (source.file.toLowerCase().endsWith('.csv')) {
    entries = { ...parseClaimsCsv(source.text, source.label), encoding: 'address,uint256', indexes: null };
    tree = buildStandardTree(entries);
  } else {
    ({ entries, tree } = parseStandardTreeDump(source.text, source.label));
  }
  const keys = sortAccountsByIndexKey(entries);
  const layout = chooseStandardShardLayout(entries, tree, keys, limits);
  if (layout === null) throw tooLarge(source.label, entries.count, limits);
  const files = encodeStandardShards(entries, tree, keys, layout);
  return toBuiltList(entries, tree.root, layout, files, entries.encoding);
}

/**
 * The build step of one claims list. For merkle-distributor's format (the default): reads its JSON (checking
 * every entry, its root, every proof and the total) or a CSV of `address,amount` (making the tree
 * merkle-distributor would), builds the tree on raw bytes, chooses the shard layout and writes its files,
 * named by a hash of their content. For `format: 'openzeppelin'`, the same from OpenZeppelin's dump or a CSV
 * (see buildStandardList). A bad list throws CLAIMS_LIST_INVALID naming the file, the line or address, and
 * the rule.
 */
export function buildClaimsList(source: ClaimsListSource, limits: LayoutLimits = {}): BuiltClaimsList {
  if (source.format === 'openzeppelin') return buildStandardList(source, limits);
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
  const keys = sortAccountsByIndexKey(entries);
  const layout = chooseShardLayout(entries, tree, keys, limits);
  if (layout === null) throw tooLarge(source.label, entries.count, limits);
  return toBuiltList(entries, tree.root, layout, encodeClaimShards(entries, tree, keys, layout), null);
}
