import type { ClaimKeys } from './sortAccountsByIndexKey.ts';

/** The entries whose keys start with one prefix, and the fingerprint bytes that tell them apart. */
export interface PrefixBucket {
  /** The range of the sorted entries in this bucket: [start, end). */
  start: number;
  end: number;
  /** Bytes of each key, after the prefix, that no two entries of the bucket share (at least 1). */
  fingerprintBytes: number;
}

/** The index of the first bit where the keys of entries `a` and `b` differ (256 when equal). */
function firstDifferentBit(keys: Uint8Array, a: number, b: number): number {
  for (let byte = 0; byte < 32; byte++) {
    const difference = (keys[a * 32 + byte] ?? 0) ^ (keys[b * 32 + byte] ?? 0);
    if (difference !== 0) return byte * 8 + Math.clz32(difference) - 24;
  }
  return 256;
}

/**
 * Splits the entries, ordered by key, into the 16^`prefixDigits` buckets of their keys' first hex digits, and
 * finds for each bucket how many bytes of each key after the prefix (its fingerprint) make every entry of the
 * bucket distinct: enough for an index file to say which shard holds an account without holding whole keys.
 */
export function groupByPrefix({ keys, sorted }: ClaimKeys, prefixDigits: number): PrefixBucket[] {
  const bits = prefixDigits * 4;
  const buckets: PrefixBucket[] = [];
  const bucketOf = (entry: number) => {
    let value = 0;
    for (let digit = 0; digit < prefixDigits; digit++) {
      const byte = keys[entry * 32 + (digit >> 1)] ?? 0;
      value = value * 16 + (digit % 2 === 0 ? byte >> 4 : byte & 0x0f);
    }
    return value;
  };
  let at = 0;
  for (let bucket = 0; bucket < 16 ** prefixDigits; bucket++) {
    const start = at;
    let fingerprintBytes = 1;
    while (at < sorted.length && bucketOf(sorted[at] ?? 0) === bucket) {
      if (at > start) {
        const shared = firstDifferentBit(keys, sorted[at - 1] ?? 0, sorted[at] ?? 0) - bits;
        fingerprintBytes = Math.max(fingerprintBytes, Math.floor(shared / 8) + 1);
      }
      at++;
    }
    buckets.push({ start, end: at, fingerprintBytes });
  }
  return buckets;
}
