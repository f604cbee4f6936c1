import { STANDARD_SHARD_HEADER_BYTES, STANDARD_SHARD_VERSION } from '../claims/claimLimits.ts';
import { LEAF_ENCODING_CODES } from '../claims/leafEncodingCodes.ts';
import { depthOf, proveNode, subtreeLeaves, treeDepth } from '../claims/standardSubtree.ts';
import { toClaimFilePath } from '../claims/toClaimFilePath.ts';
import { amountBytesOf } from './buildStandardTree.ts';
import { standardIndexBytes } from './chooseStandardShardLayout.ts';
import type { ShardLayout, StandardColumns, StandardTree } from './claimsBuildTypes.ts';
import { countBytes } from './countBytes.ts';
import { encodeIndexFiles } from './encodeIndexFiles.ts';
import type { ClaimKeys } from './sortAccountsByIndexKey.ts';
import { writeNumber } from './writeNumber.ts';
import { encodeShardRecord, writeShardFile } from './writeShardFile.ts';

/**
 * Writes an OpenZeppelin list as the files of `layout`: the same index files as merkle-distributor's lists,
 * and one shard (format version 2, docs/claims.md "The files") per subtree rooted at depth c of OpenZeppelin's
 * array: the subtree root's place and the proof from it to the root, then its leaves by ascending array index
 * (index when the encoding has one, address, amount), from which a page rebuilds the subtree.
 */
export function encodeStandardShards(
  entries: StandardColumns,
  tree: StandardTree,
  keyed: ClaimKeys,
  layout: ShardLayout,
): Map<string, Uint8Array> {
  const files = new Map<string, Uint8Array>();
  const { count } = entries;
  const cut = treeDepth(count) - layout.shardHeight;
  const firstNode = 2 ** cut - 1;
  const shardOfNode = (node: number) => ((node + 1) >> (depthOf(node) - cut)) - 1 - firstNode;
  encodeIndexFiles(
    files,
    keyed,
    layout.prefixDigits,
    (entry) => shardOfNode(tree.nodeOf[entry] ?? 0),
    countBytes(layout.shards - 1),
  );

  const entryAt = new Uint32Array(2 * count - 1);
  tree.nodeOf.forEach((node, entry) => {
    entryAt[node] = entry;
  });
  const indexBytes = standardIndexBytes(entries);
  const encoding = LEAF_ENCODING_CODES.indexOf(entries.encoding);
  for (let shard = 0; shard < layout.shards; shard++) {
    const node = firstNode + shard;
    const proof = proveNode(tree.nodes, node);
    const records = subtreeLeaves(node, count).map((leaf) => {
      const entry = entryAt[leaf] ?? 0;
      return encodeShardRecord(
        indexBytes,
        entries.indexes?.[entry] ?? 0,
        entries.accounts.subarray(entry * 20, entry * 20 + 20),
        amountBytesOf(entries.amounts[entry] ?? 0n),
      );
    });
    const header = new Uint8Array(STANDARD_SHARD_HEADER_BYTES);
    header.set([STANDARD_SHARD_VERSION, encoding, indexBytes], 0);
    writeNumber(header, 3, count, 4);
    writeNumber(header, 7, node, 4);
    writeNumber(header, 11, records.length, 2);
    header[13] = proof.length;
    files.set(toClaimFilePath({ kind: 'shard', shard }), writeShardFile(header, proof, records));
  }
  return files;
}
