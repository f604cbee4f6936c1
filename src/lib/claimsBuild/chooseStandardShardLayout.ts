import {
  CLAIM_CHECK_MAX_BYTES,
  CLAIM_FILES_MAX,
  INDEX_HEADER_BYTES,
  STANDARD_SHARD_HEADER_BYTES,
} from '../claims/claimLimits.ts';
import { treeDepth } from '../claims/standardSubtree.ts';
import type { LayoutLimits } from './chooseShardLayout.ts';
import type { ShardLayout, StandardColumns, StandardTree } from './claimsBuildTypes.ts';
import { countBytes } from './countBytes.ts';
import { groupByPrefix } from './groupByPrefix.ts';
import type { ClaimKeys } from './sortAccountsByIndexKey.ts';

/** Bytes of one entry's record in a shard: its index (when the leaves have one), address, amount length, amount. */
function standardRecordBytes(entries: StandardColumns, entry: number, indexBytes: number): number {
  return indexBytes + 20 + 1 + countBytes(entries.amounts[entry] ?? 0n);
}

/** Bytes of each entry's index in a shard: 0 when the leaves have none. */
export const standardIndexBytes = (entries: StandardColumns): number =>
  entries.indexes === null
    ? 0
    : countBytes(entries.indexes.reduce((largest, index) => Math.max(largest, index), 0));

/**
 * Chooses how to cut OpenZeppelin's tree into static files, as {@link chooseShardLayout} does for
 * merkle-distributor's: shards are the subtrees rooted at one depth c of OpenZeppelin's array (all 2^c nodes
 * of a depth above the deepest leaves exist, whatever n), so each shard's proof is c hashes; `shardHeight`
 * is the tree's depth minus c. Every candidate is measured exactly; null when none fits within `maxFiles`.
 */
export function chooseStandardShardLayout(
  entries: StandardColumns,
  tree: StandardTree,
  keys: ClaimKeys,
  { maxCheckBytes = CLAIM_CHECK_MAX_BYTES, maxFiles = CLAIM_FILES_MAX }: LayoutLimits = {},
): ShardLayout | null {
  const count = entries.count;
  const depth = treeDepth(count);
  const indexBytes = standardIndexBytes(entries);
  const size = 2 * count - 1;
  const bytes = new Uint32Array(size);
  for (let entry = 0; entry < count; entry++) {
    bytes[tree.nodeOf[entry] ?? 0] = standardRecordBytes(entries, entry, indexBytes);
  }
  for (let node = count - 2; node >= 0; node--) {
    bytes[node] = (bytes[2 * node + 1] ?? 0) + (bytes[2 * node + 2] ?? 0);
  }
  let best: ShardLayout | null = null;
  const deepestCut = Math.max(0, depth - 1);
  for (let prefixDigits = 0; 16 ** prefixDigits < maxFiles; prefixDigits++) {
    const buckets = groupByPrefix(keys, prefixDigits);
    for (let cut = 0; cut <= deepestCut; cut++) {
      const shards = 2 ** cut;
      const files = buckets.length + shards;
      if (files > maxFiles) break;
      let largest = 0;
      for (let node = shards - 1; node < 2 * shards - 1; node++)
        largest = Math.max(largest, bytes[node] ?? 0);
      const maxShardBytes = STANDARD_SHARD_HEADER_BYTES + cut * 32 + largest;
      const width = countBytes(shards - 1);
      const maxIndexBytes = Math.max(
        ...buckets.map(
          (bucket) => INDEX_HEADER_BYTES + (bucket.end - bucket.start) * (bucket.fingerprintBytes + width),
        ),
      );
      if (maxIndexBytes + maxShardBytes > maxCheckBytes) continue;
      const layout = {
        prefixDigits,
        shardHeight: depth - cut,
        indexFiles: buckets.length,
        shards,
        maxIndexBytes,
        maxShardBytes,
      };
      const total = (candidate: ShardLayout) => candidate.maxIndexBytes + candidate.maxShardBytes;
      const filesOf = (candidate: ShardLayout) => candidate.indexFiles + candidate.shards;
      if (
        best === null ||
        filesOf(layout) < filesOf(best) ||
        (filesOf(layout) === filesOf(best) && total(layout) < total(best))
      ) {
        best = layout;
      }
      break;
    }
  }
  return best;
}
