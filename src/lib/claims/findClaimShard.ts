import { AppError, type DetailValuesArgs, errorDetail } from '../errors/AppError.ts';
import type { DetailCode } from '../errors/detailCodes.ts';
import { INDEX_FILES_VERSION, INDEX_HEADER_BYTES } from './claimLimits.ts';

/** A file that is not what its name says: CLAIMS_FILE_FAILED with what is wrong. */
const malformed = <Key extends DetailCode>(key: Key, ...values: DetailValuesArgs<Key>) =>
  new AppError('CLAIMS_FILE_FAILED', { detail: errorDetail(key, ...values) });

/** Byte `byte` of `key` after its first `prefixDigits` hex digits (0 past its end). */
function keyByte(key: Uint8Array, prefixDigits: number, byte: number): number {
  const at = (prefixDigits >> 1) + byte;
  if (prefixDigits % 2 === 0) return key[at] ?? 0;
  return (((key[at] ?? 0) & 0x0f) << 4) | ((key[at + 1] ?? 0) >> 4);
}

/**
 * Looks an account's key (SHA-256 of its address bytes) up in the index file of its key's first
 * `prefixDigits` hex digits: the number of the shard that holds it, or null when no entry has its fingerprint
 * (it is not on the list). A match may, rarely, be another account with the same fingerprint: the shard
 * decides. Throws CLAIMS_FILE_FAILED for a file that is not a well-formed index file.
 */
export function findClaimShard(file: Uint8Array, key: Uint8Array, prefixDigits: number): number | null {
  if (file.length < INDEX_HEADER_BYTES || file[0] !== INDEX_FILES_VERSION) {
    throw malformed('CLAIMS_INDEX_FORMAT');
  }
  const fingerprintBytes = file[1] ?? 0;
  const width = file[2] ?? 0;
  const count = ((file[3] ?? 0) << 8) | (file[4] ?? 0);
  const entryBytes = fingerprintBytes + width;
  if (fingerprintBytes < 1 || fingerprintBytes > 32 || width < 1 || width > 4) {
    throw malformed('CLAIMS_INDEX_HEADER');
  }
  if (file.length !== INDEX_HEADER_BYTES + count * entryBytes) {
    throw malformed('CLAIMS_INDEX_SIZE', {
      bytes: file.length,
      expected: INDEX_HEADER_BYTES + count * entryBytes,
    });
  }
  let low = 0;
  let high = count - 1;
  while (low <= high) {
    const middle = (low + high) >> 1;
    const offset = INDEX_HEADER_BYTES + middle * entryBytes;
    let order = 0;
    for (let byte = 0; byte < fingerprintBytes && order === 0; byte++) {
      order = (file[offset + byte] ?? 0) - keyByte(key, prefixDigits, byte);
    }
    if (order === 0) {
      let shard = 0;
      for (let byte = 0; byte < width; byte++)
        shard = shard * 256 + (file[offset + fingerprintBytes + byte] ?? 0);
      return shard;
    }
    if (order < 0) low = middle + 1;
    else high = middle - 1;
  }
  return null;
}
