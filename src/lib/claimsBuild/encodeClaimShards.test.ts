import { bytesToHex } from '@noble/hashes/utils.js';
import { describe, expect, it } from 'vitest';
import { CLAIM_CHECK_MAX_BYTES } from '../claims/claimLimits.ts';
import { decodeClaimShard } from '../claims/decodeClaimShard.ts';
import { findClaimShard } from '../claims/findClaimShard.ts';
import { toClaimFilePath } from '../claims/toClaimFilePath.ts';
import { toIndexKey } from '../claims/toIndexKey.ts';
import { verifyClaimShard } from '../claims/verifyClaimShard.ts';
import { buildClaimsList } from './buildClaimsList.ts';
import type { BuiltClaimsList } from './claimsBuildTypes.ts';

/** `count` pseudo-random lower-case addresses with amounts of 1 to about 10^24 (no hashing, so fast). */
function syntheticCsv(count: number, seed = 7): { csv: string; accounts: string[]; amounts: bigint[] } {
  let state = seed;
  const next = () => {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return state >>> 0;
  };
  const accounts: string[] = [];
  const amounts: bigint[] = [];
  for (let entry = 0; entry < count; entry++) {
    accounts.push(`0x${Array.from({ length: 5 }, () => next().toString(16).padStart(8, '0')).join('')}`);
    amounts.push((BigInt(next()) << BigInt(next() % 48)) + 1n);
  }
  return {
    csv: accounts.map((account, entry) => `${account},${amounts[entry]}`).join('\n'),
    accounts,
    amounts,
  };
}

/** The index file and shard (if any) a page fetches for `account`, and what the shard holds for it. */
async function check(list: BuiltClaimsList, account: string) {
  const key = await toIndexKey(account);
  const prefix = bytesToHex(key).slice(0, list.layout.prefixDigits);
  const index = list.files.get(toClaimFilePath({ kind: 'index', prefix }));
  if (!index) throw new Error(`no index file for ${prefix}`);
  const number = findClaimShard(index, key, list.layout.prefixDigits);
  if (number === null) return { bytes: index.length, files: 1, leaf: null, verified: null };
  const file = list.files.get(toClaimFilePath({ kind: 'shard', shard: number }));
  if (!file) throw new Error(`no shard ${number}`);
  const shard = decodeClaimShard(file);
  return {
    bytes: index.length + file.length,
    files: 2,
    leaf: shard.leaves.find((leaf) => leaf.account === account.toLowerCase()) ?? null,
    verified: verifyClaimShard(shard, list.root),
  };
}

describe('encodeClaimShards with findClaimShard, decodeClaimShard and verifyClaimShard', () => {
  it('finds every listed account in a shard that proves to the root, with its index and amount', async () => {
    for (const count of [1, 2, 3, 5, 130, 1_000]) {
      const { csv, accounts, amounts } = syntheticCsv(count, count);
      const list = buildClaimsList({ file: 'list.csv', text: csv, label: 'list.csv' });
      const indexes = new Set<number>();
      for (const [entry, account] of accounts.entries()) {
        const found = await check(list, account);
        expect(found.verified, `${account} of ${count}`).toBe(true);
        expect(found.leaf?.amount).toBe(amounts[entry]);
        indexes.add(found.leaf?.index ?? -1);
      }
      expect([...indexes].sort((a, b) => a - b)).toEqual(accounts.map((_, index) => index));
      expect(list.files.size).toBe(list.layout.indexFiles + list.layout.shards);
    }
  });

  it('says an unlisted account is absent after the index, or shows a shard without it', async () => {
    const { csv } = syntheticCsv(1_000);
    const list = buildClaimsList({ file: 'list.csv', text: csv, label: 'list.csv' });
    const { accounts: strangers } = syntheticCsv(500, 99);
    let absent = 0;
    for (const stranger of strangers) {
      const found = await check(list, stranger);
      expect(found.leaf).toBeNull();
      if (found.files === 1) absent++;
    }
    expect(absent).toBeGreaterThan(450);
  });

  it('keeps every check of a 100,000-entry list to 2 files and 8 KiB', async () => {
    const { csv, accounts } = syntheticCsv(100_000);
    const list = buildClaimsList({ file: 'list.csv', text: csv, label: 'list.csv' });
    expect(list.layout.maxIndexBytes + list.layout.maxShardBytes).toBeLessThanOrEqual(CLAIM_CHECK_MAX_BYTES);
    const largest = (prefix: string) =>
      Math.max(...[...list.files].filter(([path]) => path.startsWith(prefix)).map(([, file]) => file.length));
    expect(largest('i/')).toBe(list.layout.maxIndexBytes);
    expect(largest('s/')).toBe(list.layout.maxShardBytes);
    for (const account of accounts.filter((_, entry) => entry % 997 === 0)) {
      const found = await check(list, account);
      expect(found.files).toBe(2);
      expect(found.bytes).toBeLessThanOrEqual(CLAIM_CHECK_MAX_BYTES);
    }
    expect(list.files.size).toBeLessThan(1_200);
  }, 60_000);
});
