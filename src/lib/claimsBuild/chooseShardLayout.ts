import {
  CLAIM_CHECK_MAX_BYTES,
  CLAIM_FILES_MAX,
  INDEX_HEADER_BYTES,
  SHARD_HEADER_BYTES,
} from '../claims/claimLimits.ts';
import type { ClaimColumns, ClaimsTree, ShardLayout } from './claimsBuildTypes.ts';
import { countBytes } from './countBytes.ts';
import { groupByPrefix } from './groupByPrefix.ts';
import type { ClaimKeys } from './sortAccountsByIndexKey.ts';

/** Limits a layout must keep. */
export interface LayoutLimits {
  /** Bytes of the largest index file and the largest shard together: the most one check fetches. */
  maxCheckBytes?: number;
  /** Files the list may take. */
  maxFiles?: number;
}

/** Hashes in the proof of node `position` of layer `layer` up to the root (layers with no sibling skipped). */
function upperProofLength(tree: ClaimsTree, layer: number, position: number): number {
  let length = 0;
  let at = position;
  for (let level = layer; level < tree.layers.length - 1; level++) {
    if (((at ^ 1) + 1) * 32 <= (tree.layers[level]?.length ?? 0)) length++;
    at >>= 1;
  }
  return length;
}

/**
 * Chooses how to cut a list into static files so that checking any account fetches one index file and at
 * most one shard, within `maxCheckBytes` together, in as few files as possible (hosts cap the files of a
 * site). Shards are whole subtrees of 2^h leaves, so their entries share the proof above the subtree; index
 * files split the accounts by the first hex digits of their keys (see sortAccountsByIndexKey). Every candidate is measured exactly from the entries
 * (amounts and fingerprints vary in length); null when none fits within `maxFiles`.
 */
export function chooseShardLayout(
  entries: ClaimColumns,
  tree: ClaimsTree,
  keys: ClaimKeys,
  { maxCheckBytes = CLAIM_CHECK_MAX_BYTES, maxFiles = CLAIM_FILES_MAX }: LayoutLimits = {},
): ShardLayout | null {
  const count = entries.count;
  const depth = tree.layers.length - 1;
  const indexBytes = countBytes(count - 1);
  const recordBytes = new Uint8Array(count);
  tree.order.forEach((index, position) => {
    recordBytes[position] = indexBytes + 20 + 1 + countBytes(entries.amounts[index] ?? 0n);
  });
  const maxShardBytes: number[] = [];
  for (let height = 0; height <= depth; height++) {
    const size = 2 ** height;
    let largest = 0;
    for (let shard = 0; shard * size < count; shard++) {
      let bytes = SHARD_HEADER_BYTES + upperProofLength(tree, height, shard) * 32;
      for (let position = shard * size; position < Math.min(count, (shard + 1) * size); position++) {
        bytes += recordBytes[position] ?? 0;
      }
      largest = Math.max(largest, bytes);
    }
    maxShardBytes.push(largest);
  }
  let best: ShardLayout | null = null;
  for (let prefixDigits = 0; 16 ** prefixDigits < maxFiles; prefixDigits++) {
    const buckets = groupByPrefix(keys, prefixDigits);
    for (let height = depth; height >= 0; height--) {
      const shards = Math.ceil(count / 2 ** height);
      const files = buckets.length + shards;
      if (files > maxFiles) break;
      const width = countBytes(shards - 1);
      const maxIndexBytes = Math.max(
        ...buckets.map(
          (bucket) => INDEX_HEADER_BYTES + (bucket.end - bucket.start) * (bucket.fingerprintBytes + width),
        ),
      );
      const shardBytes = maxShardBytes[height] ?? 0;
      if (maxIndexBytes + shardBytes > maxCheckBytes) continue;
      const layout = {
        prefixDigits,
        shardHeight: height,
        indexFiles: buckets.length,
        shards,
        maxIndexBytes,
        maxShardBytes: shardBytes,
      };
      const bytes = (candidate: ShardLayout) => candidate.maxIndexBytes + candidate.maxShardBytes;
      const filesOf = (candidate: ShardLayout) => candidate.indexFiles + candidate.shards;
      if (
        best === null ||
        filesOf(layout) < filesOf(best) ||
        (filesOf(layout) === filesOf(best) && bytes(layout) < bytes(best))
      ) {
        best = layout;
      }
      break;
    }
  }
  return best;
}
