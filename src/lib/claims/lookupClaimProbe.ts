import { bytesToHex } from '@noble/hashes/utils.js';
import { toErrorInfo } from '../errors/AppError.ts';
import type { ClaimListView, ClaimProbe, ClaimShard } from './claimTypes.ts';
import { decodeClaimShard } from './decodeClaimShard.ts';
import { findClaimShard } from './findClaimShard.ts';
import { toClaimFilePath } from './toClaimFilePath.ts';
import { toIndexKey } from './toIndexKey.ts';

/** Fetches a file of the site's own origin by path; rejects (an AppError at best) when it cannot. */
export type FetchBytes = (path: string) => Promise<Uint8Array>;

/** Shards already decoded, by the very bytes they came from: accounts of one shard share one (and its proof). */
const decodedShards = new WeakMap<Uint8Array, ClaimShard>();

/** The shard `bytes` hold, decoded once for the same bytes. */
function decodeShardOnce(bytes: Uint8Array): ClaimShard {
  let shard = decodedShards.get(bytes);
  if (!shard) {
    shard = decodeClaimShard(bytes);
    decodedShards.set(bytes, shard);
  }
  return shard;
}

/**
 * What a list's static files say about `account` (0x hex): the index file of its key's prefix, then, when
 * the index has its fingerprint, the shard that would hold it, with the account's own leaf if it is there.
 * Two files at most, one after the other. Never throws: a file that fails to load or to read gives a
 * `failed` probe.
 */
export async function lookupClaimProbe(
  list: Pick<ClaimListView, 'filesId' | 'prefixDigits'>,
  account: string,
  fetchBytes: FetchBytes,
): Promise<ClaimProbe> {
  const base = `/claims/${list.filesId}/`;
  try {
    const key = await toIndexKey(account);
    const prefix = bytesToHex(key).slice(0, list.prefixDigits);
    const index = await fetchBytes(`${base}${toClaimFilePath({ kind: 'index', prefix })}`);
    const number = findClaimShard(index, key, list.prefixDigits);
    if (number === null) return { kind: 'absent' };
    const shard = decodeShardOnce(
      await fetchBytes(`${base}${toClaimFilePath({ kind: 'shard', shard: number })}`),
    );
    const wanted = account.toLowerCase();
    return { kind: 'shard', shard, leaf: shard.leaves.find((leaf) => leaf.account === wanted) ?? null };
  } catch (error) {
    return { kind: 'failed', error: toErrorInfo(error, 'CLAIMS_FILE_FAILED') };
  }
}
