import { createHash } from 'node:crypto';
import type { ClaimColumns } from './claimsBuildTypes.ts';

/** The index keys of a list's accounts, and the entries ordered by them. */
export interface ClaimKeys {
  /** `count` × 32 bytes: SHA-256 of each entry's 20 address bytes. */
  keys: Uint8Array;
  /** Entry indexes ordered by key. */
  sorted: Uint32Array;
}

/**
 * Keys each account for the index files: SHA-256 of its 20 address bytes (a browser has it built in, as
 * `crypto.subtle`). Keys spread evenly whatever the addresses look like, so no index file swells with vanity
 * or contract addresses that share a prefix; the first hex digits of a key name its index file.
 */
export function sortAccountsByIndexKey(entries: ClaimColumns): ClaimKeys {
  const { accounts, count } = entries;
  const keys = new Uint8Array(count * 32);
  for (let entry = 0; entry < count; entry++) {
    keys.set(
      createHash('sha256')
        .update(accounts.subarray(entry * 20, entry * 20 + 20))
        .digest(),
      entry * 32,
    );
  }
  const view = new DataView(keys.buffer);
  const leading = new Uint32Array(count);
  for (let entry = 0; entry < count; entry++) leading[entry] = view.getUint32(entry * 32);
  const sorted = new Uint32Array(count);
  for (let entry = 0; entry < count; entry++) sorted[entry] = entry;
  sorted.sort((a, b) => {
    const byLeading = (leading[a] ?? 0) - (leading[b] ?? 0);
    if (byLeading !== 0) return byLeading;
    for (let byte = 4; byte < 32; byte++) {
      const difference = (keys[a * 32 + byte] ?? 0) - (keys[b * 32 + byte] ?? 0);
      if (difference !== 0) return difference;
    }
    return 0;
  });
  return { keys, sorted };
}
