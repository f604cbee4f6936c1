import { INDEX_FILES_VERSION, INDEX_HEADER_BYTES } from '../claims/claimLimits.ts';
import { toClaimFilePath } from '../claims/toClaimFilePath.ts';
import { groupByPrefix } from './groupByPrefix.ts';
import type { ClaimKeys } from './sortAccountsByIndexKey.ts';
import { writeNumber } from './writeNumber.ts';

/** Byte `byte` of a key after its first `prefixDigits` hex digits (0 past its end). */
function fingerprintByte(keys: Uint8Array, entry: number, prefixDigits: number, byte: number): number {
  const at = entry * 32 + (prefixDigits >> 1) + byte;
  const inside = (offset: number) => (offset < entry * 32 + 32 ? (keys[offset] ?? 0) : 0);
  if (prefixDigits % 2 === 0) return inside(at);
  return ((inside(at) & 0x0f) << 4) | (inside(at + 1) >> 4);
}

/**
 * Writes a list's index files into `files`: one per key prefix (a key is SHA-256 of the address bytes), the
 * fingerprint of each key (the bytes after the prefix that no other entry of that prefix shares) in key
 * order, each with the number of its entry's shard (`shardOf`, by entry) in `width` bytes.
 */
export function encodeIndexFiles(
  files: Map<string, Uint8Array>,
  keyed: ClaimKeys,
  prefixDigits: number,
  shardOf: (entry: number) => number,
  width: number,
): void {
  const { keys, sorted } = keyed;
  groupByPrefix(keyed, prefixDigits).forEach((bucket, number) => {
    const entryBytes = bucket.fingerprintBytes + width;
    const file = new Uint8Array(INDEX_HEADER_BYTES + (bucket.end - bucket.start) * entryBytes);
    file.set([INDEX_FILES_VERSION, bucket.fingerprintBytes, width], 0);
    writeNumber(file, 3, bucket.end - bucket.start, 2);
    for (let at = bucket.start; at < bucket.end; at++) {
      const entry = sorted[at] ?? 0;
      const offset = INDEX_HEADER_BYTES + (at - bucket.start) * entryBytes;
      for (let byte = 0; byte < bucket.fingerprintBytes; byte++) {
        file[offset + byte] = fingerprintByte(keys, entry, prefixDigits, byte);
      }
      writeNumber(file, offset + bucket.fingerprintBytes, shardOf(entry), width);
    }
    const prefix = prefixDigits === 0 ? '' : number.toString(16).padStart(prefixDigits, '0');
    files.set(toClaimFilePath({ kind: 'index', prefix }), file);
  });
}
