import { CLAIM_FILES_VERSION, SHARD_HEADER_BYTES } from '../claims/claimLimits.ts';
import { toClaimFilePath } from '../claims/toClaimFilePath.ts';
import { amountBytesOf } from './buildStandardTree.ts';
import type { ClaimColumns, ClaimsTree, ShardLayout } from './claimsBuildTypes.ts';
import { countBytes } from './countBytes.ts';
import { encodeIndexFiles } from './encodeIndexFiles.ts';
import { proveLeaf } from './proveLeaf.ts';
import type { ClaimKeys } from './sortAccountsByIndexKey.ts';
import { writeNumber } from './writeNumber.ts';
import { encodeShardRecord, writeShardFile } from './writeShardFile.ts';

/**
 * Writes a list as the files of `layout` (byte layout in docs/claims.md, "The files"):
 * - one index file per key prefix (a key is SHA-256 of the address bytes): the fingerprint of each key (the
 *   bytes after the prefix that no other entry of that prefix shares) in key order, each with its shard's number;
 * - one shard per aligned subtree of 2^h leaves: the proof of the subtree's root up to the list's root, then
 *   its leaves in leaf order (index, address, amount), from which a page rebuilds the subtree.
 */
export function encodeClaimShards(
  entries: ClaimColumns,
  tree: ClaimsTree,
  keyed: ClaimKeys,
  layout: ShardLayout,
): Map<string, Uint8Array> {
  const files = new Map<string, Uint8Array>();
  const { count } = entries;
  const size = 2 ** layout.shardHeight;
  const positions = new Uint32Array(count);
  tree.order.forEach((index, position) => {
    positions[index] = position;
  });

  encodeIndexFiles(
    files,
    keyed,
    layout.prefixDigits,
    (entry) => Math.floor((positions[entry] ?? 0) / size),
    countBytes(layout.shards - 1),
  );

  const indexBytes = countBytes(count - 1);
  for (let shard = 0; shard < layout.shards; shard++) {
    const proof = proveLeaf(tree, shard, layout.shardHeight);
    const records: Uint8Array[] = [];
    for (let position = shard * size; position < Math.min(count, (shard + 1) * size); position++) {
      const entry = tree.order[position] ?? 0;
      const account = entries.accounts.subarray(entry * 20, entry * 20 + 20);
      records.push(
        encodeShardRecord(indexBytes, entry, account, amountBytesOf(entries.amounts[entry] ?? 0n)),
      );
    }
    const header = new Uint8Array(SHARD_HEADER_BYTES);
    header.set([CLAIM_FILES_VERSION, indexBytes], 0);
    writeNumber(header, 2, records.length, 2);
    header[4] = proof.length;
    files.set(toClaimFilePath({ kind: 'shard', shard }), writeShardFile(header, proof, records));
  }
  return files;
}
