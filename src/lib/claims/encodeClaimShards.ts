import { hexToBytes } from '@noble/hashes/utils.js';
import { CLAIM_FILES_VERSION, INDEX_HEADER_BYTES, SHARD_HEADER_BYTES } from './claimLimits.ts';
import type { ClaimColumns, ClaimsTree, ShardLayout } from './claimTypes.ts';
import { countBytes } from './countBytes.ts';
import { groupByPrefix } from './groupByPrefix.ts';
import type { ClaimKeys } from './keyClaimAccounts.ts';
import { proveLeaf } from './proveLeaf.ts';
import { toClaimFilePath } from './toClaimFilePath.ts';

/** `value` as `bytes` big-endian bytes written at `offset`. */
function writeNumber(target: Uint8Array, offset: number, value: number, bytes: number): void {
  for (let byte = bytes - 1, rest = value; byte >= 0; byte--, rest = Math.floor(rest / 256)) {
    target[offset + byte] = rest % 256;
  }
}

/** Byte `byte` of a key after its first `prefixDigits` hex digits (0 past its end). */
function fingerprintByte(keys: Uint8Array, entry: number, prefixDigits: number, byte: number): number {
  const at = entry * 32 + (prefixDigits >> 1) + byte;
  const inside = (offset: number) => (offset < entry * 32 + 32 ? (keys[offset] ?? 0) : 0);
  if (prefixDigits % 2 === 0) return inside(at);
  return ((inside(at) & 0x0f) << 4) | (inside(at + 1) >> 4);
}

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

  const width = countBytes(layout.shards - 1);
  const { keys, sorted } = keyed;
  groupByPrefix(keyed, layout.prefixDigits).forEach((bucket, number) => {
    const entryBytes = bucket.fingerprintBytes + width;
    const file = new Uint8Array(INDEX_HEADER_BYTES + (bucket.end - bucket.start) * entryBytes);
    file.set([CLAIM_FILES_VERSION, bucket.fingerprintBytes, width], 0);
    writeNumber(file, 3, bucket.end - bucket.start, 2);
    for (let at = bucket.start; at < bucket.end; at++) {
      const entry = sorted[at] ?? 0;
      const offset = INDEX_HEADER_BYTES + (at - bucket.start) * entryBytes;
      for (let byte = 0; byte < bucket.fingerprintBytes; byte++) {
        file[offset + byte] = fingerprintByte(keys, entry, layout.prefixDigits, byte);
      }
      const shard = Math.floor((positions[entry] ?? 0) / size);
      writeNumber(file, offset + bucket.fingerprintBytes, shard, width);
    }
    const prefix = layout.prefixDigits === 0 ? '' : number.toString(16).padStart(layout.prefixDigits, '0');
    files.set(toClaimFilePath({ kind: 'index', prefix }), file);
  });

  const indexBytes = countBytes(count - 1);
  for (let shard = 0; shard < layout.shards; shard++) {
    const proof = proveLeaf(tree, shard, layout.shardHeight);
    const records: Uint8Array[] = [];
    for (let position = shard * size; position < Math.min(count, (shard + 1) * size); position++) {
      const entry = tree.order[position] ?? 0;
      const hex = (entries.amounts[entry] ?? 0n).toString(16);
      const amount = hexToBytes(hex.length % 2 === 0 ? hex : `0${hex}`);
      const record = new Uint8Array(indexBytes + 20 + 1 + amount.length);
      writeNumber(record, 0, entry, indexBytes);
      record.set(entries.accounts.subarray(entry * 20, entry * 20 + 20), indexBytes);
      record[indexBytes + 20] = amount.length;
      record.set(amount, indexBytes + 21);
      records.push(record);
    }
    const length = records.reduce((total, record) => total + record.length, 0);
    const file = new Uint8Array(SHARD_HEADER_BYTES + proof.length * 32 + length);
    file.set([CLAIM_FILES_VERSION, indexBytes], 0);
    writeNumber(file, 2, records.length, 2);
    file[4] = proof.length;
    proof.forEach((hash, step) => {
      file.set(hash, SHARD_HEADER_BYTES + step * 32);
    });
    let offset = SHARD_HEADER_BYTES + proof.length * 32;
    for (const record of records) {
      file.set(record, offset);
      offset += record.length;
    }
    files.set(toClaimFilePath({ kind: 'shard', shard }), file);
  }
  return files;
}
