import { bytesToHex } from '@noble/hashes/utils.js';
import { StandardMerkleTree } from '@openzeppelin/merkle-tree';
import { describe, expect, it } from 'vitest';
import {
  CLAIM_CHECK_MAX_BYTES,
  CLAIM_INDEX_MAX_BYTES,
  STANDARD_SHARD_HEADER_BYTES,
} from '../claims/claimLimits.ts';
import type { ClaimShard } from '../claims/claimTypes.ts';
import { decodeClaimShard } from '../claims/decodeClaimShard.ts';
import { findClaimShard } from '../claims/findClaimShard.ts';
import { toClaimFilePath } from '../claims/toClaimFilePath.ts';
import { toIndexKey } from '../claims/toIndexKey.ts';
import { verifyClaimShard } from '../claims/verifyClaimShard.ts';
import { isAppError } from '../errors/AppError.ts';
import { buildClaimsList } from './buildClaimsList.ts';
import type { BuiltClaimsList } from './claimsBuildTypes.ts';

/** `count` pseudo-random lower-case addresses with amounts of 1 to about 10^19 (no hashing, so fast). */
function synthetic(count: number, seed = 7): { accounts: string[]; amounts: bigint[] } {
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
    amounts.push((BigInt(next()) << BigInt(next() % 32)) + 1n);
  }
  return { accounts, amounts };
}

/** OpenZeppelin's own dump of a list in one of the encodings (Sablier's indexes run from 0 in list order). */
function dumpOf(encoding: string, accounts: string[], amounts: bigint[]): string {
  const types = encoding.split(',');
  const values = accounts.map((account, entry) =>
    types.length === 2 ? [account, String(amounts[entry])] : [String(entry), account, String(amounts[entry])],
  );
  return JSON.stringify(StandardMerkleTree.of(values, types).dump());
}

/** The index file and shard (if any) a page fetches for `account`, and what the shard holds for it. */
async function check(list: BuiltClaimsList, account: string) {
  const key = await toIndexKey(account);
  const prefix = bytesToHex(key).slice(0, list.layout.prefixDigits);
  const index = list.files.get(toClaimFilePath({ kind: 'index', prefix }));
  if (!index) throw new Error(`no index file for ${prefix}`);
  const number = findClaimShard(index, key, list.layout.prefixDigits);
  if (number === null) return { bytes: index.length, files: 1, leaf: null, shard: null, verified: null };
  const file = list.files.get(toClaimFilePath({ kind: 'shard', shard: number }));
  if (!file) throw new Error(`no shard ${number}`);
  const shard = decodeClaimShard(file);
  return {
    bytes: index.length + file.length,
    files: 2,
    leaf: shard.leaves.find((leaf) => leaf.account === account.toLowerCase()) ?? null,
    shard,
    verified: verifyClaimShard(shard, list.root),
  };
}

const ENCODINGS = ['address,uint256', 'uint256,address,uint256', 'uint256,address,uint128'];

describe('encodeStandardShards with findClaimShard, decodeClaimShard and verifyClaimShard', () => {
  it.each(ENCODINGS)(
    'finds every account of an OpenZeppelin dump (%s) in a subtree that proves to its root',
    async (encoding) => {
      for (const count of [1, 2, 3, 5, 130, 1_000]) {
        const { accounts, amounts } = synthetic(count, count);
        const text = dumpOf(encoding, accounts, amounts);
        const list = buildClaimsList(
          { file: 'drop.json', text, label: 'drop.json', format: 'openzeppelin' },
          { maxCheckBytes: 2048 },
        );
        expect(list.root).toBe(JSON.parse(text).tree[0]);
        expect(list.encoding).toBe(encoding);
        for (const [entry, account] of accounts.entries()) {
          const found = await check(list, account);
          expect(found.verified, `${account} of ${count}`).toBe(true);
          expect(found.leaf?.amount).toBe(amounts[entry]);
          expect(found.leaf?.index).toBe(encoding === 'address,uint256' ? null : entry);
        }
        expect(list.files.size).toBe(list.layout.indexFiles + list.layout.shards);
      }
    },
  );

  it('finds and proves Sablier indexes of 2^48 and above, up to 2^53 − 1: the build and the page agree on 7 bytes', async () => {
    const { accounts, amounts } = synthetic(6, 48);
    const indexes = [0, 2 ** 48 - 1, 2 ** 48, 2 ** 48 + 1, 2 ** 52, Number.MAX_SAFE_INTEGER];
    const values = accounts.map((account, entry) => [
      String(indexes[entry]),
      account,
      String(amounts[entry]),
    ]);
    const text = JSON.stringify(StandardMerkleTree.of(values, ['uint256', 'address', 'uint128']).dump());
    const list = buildClaimsList({ file: 'drop.json', text, label: 'drop.json', format: 'openzeppelin' });
    for (const [entry, account] of accounts.entries()) {
      const found = await check(list, account);
      expect(found.verified, `index ${indexes[entry]}`).toBe(true);
      expect(found.leaf?.index).toBe(indexes[entry]);
      expect(found.leaf?.amount).toBe(amounts[entry]);
    }
    // A shard whose 7-byte index is past 2^53 − 1 is no shard this page reads.
    const [path, shard] = [...list.files].find(([name]) => name.startsWith('s/')) ?? ['', new Uint8Array()];
    const record = STANDARD_SHARD_HEADER_BYTES + (shard[13] ?? 0) * 32;
    expect(shard[2], path).toBe(CLAIM_INDEX_MAX_BYTES);
    const tooLarge = shard.slice();
    tooLarge.set([0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff], record);
    expect(() => decodeClaimShard(tooLarge)).toThrow(
      expect.objectContaining({ code: 'CLAIMS_FILE_FAILED', detail: { key: 'CLAIMS_SHARD_FORMAT' } }),
    );
  });

  it('builds from a CSV what StandardMerkleTree.of(values, ["address","uint256"]) builds, and its files', () => {
    const { accounts, amounts } = synthetic(300);
    const csv = accounts.map((account, entry) => `${account},${amounts[entry]}`).join('\n');
    const fromCsv = buildClaimsList({
      file: 'drop.csv',
      text: csv,
      label: 'drop.csv',
      format: 'openzeppelin',
    });
    const fromDump = buildClaimsList({
      file: 'drop.json',
      text: dumpOf('address,uint256', accounts, amounts),
      label: 'drop.json',
      format: 'openzeppelin',
    });
    expect(fromCsv.root).toBe(
      StandardMerkleTree.of(
        accounts.map((account, entry) => [account, String(amounts[entry])]),
        ['address', 'uint256'],
      ).root,
    );
    expect(fromCsv).toEqual(fromDump);
    const asMerkleDistributor = buildClaimsList({ file: 'drop.csv', text: csv, label: 'drop.csv' });
    expect(asMerkleDistributor.root).not.toBe(fromCsv.root);
  });

  it('cuts a tree whose leaves sit at two depths (5,002 entries) into subtrees of its own array', async () => {
    const { accounts, amounts } = synthetic(5_002);
    const list = buildClaimsList({
      file: 'drop.json',
      text: dumpOf('uint256,address,uint128', accounts, amounts),
      label: 'drop.json',
      format: 'openzeppelin',
    });
    const depths = new Set<number>();
    for (const account of accounts.filter((_, entry) => entry % 7 === 0)) {
      const found = await check(list, account);
      expect(found.verified).toBe(true);
      expect(found.files).toBe(2);
      expect(found.bytes).toBeLessThanOrEqual(CLAIM_CHECK_MAX_BYTES);
      depths.add(found.shard?.leaves.length ?? 0);
    }
    expect(depths.size).toBeGreaterThan(1);
  });

  it('says an unlisted account is absent, and refuses a shard with a leaf changed, moved or dropped', async () => {
    const { accounts, amounts } = synthetic(1_000);
    const list = buildClaimsList(
      {
        file: 'drop.json',
        text: dumpOf('uint256,address,uint256', accounts, amounts),
        label: 'drop.json',
        format: 'openzeppelin',
      },
      { maxCheckBytes: 2048 },
    );
    for (const stranger of synthetic(200, 99).accounts) expect((await check(list, stranger)).leaf).toBeNull();
    const bytes = list.files.get('s/0.bin') ?? new Uint8Array();
    const tampered = (edit: (shard: ClaimShard) => void) => {
      const shard = decodeClaimShard(bytes);
      edit(shard);
      return verifyClaimShard(shard, list.root);
    };
    expect(tampered(() => undefined)).toBe(true);
    expect(tampered((shard) => Object.assign(shard.leaves[1] ?? {}, { index: 999 }))).toBe(false);
    expect(tampered((shard) => Object.assign(shard.leaves[1] ?? {}, { index: null }))).toBe(false);
    expect(tampered((shard) => shard.leaves[1]?.amountBytes.set([0xff], 0))).toBe(false);
    expect(tampered((shard) => shard.leaves[1]?.accountBytes.set([0x12], 19))).toBe(false);
    expect(tampered((shard) => shard.proof[0]?.set([0xab], 7))).toBe(false);
    // Pairs are hashed in sorted order, so only moving a leaf to another pair changes the subtree.
    const swapEnds = (shard: ClaimShard) => {
      const [first, last] = [shard.leaves[0], shard.leaves.at(-1)];
      if (first && last)
        shard.leaves.splice(0, shard.leaves.length, last, ...shard.leaves.slice(1, -1), first);
    };
    expect(decodeClaimShard(bytes).leaves.length).toBeGreaterThan(2);
    expect(tampered(swapEnds)).toBe(false);
    expect(tampered((shard) => shard.leaves.pop())).toBe(false);
    expect(tampered((shard) => Object.assign(shard.standard ?? {}, { node: 2 }))).toBe(false);
  });

  it('refuses a version 2 shard cut short, with bytes left over, or placed outside its tree', () => {
    const { accounts, amounts } = synthetic(300);
    const list = buildClaimsList(
      {
        file: 'drop.json',
        text: dumpOf('address,uint256', accounts, amounts),
        label: 'drop.json',
        format: 'openzeppelin',
      },
      { maxCheckBytes: 2048 },
    );
    const bytes = list.files.get('s/1.bin') ?? new Uint8Array();
    expect(bytes[0]).toBe(2);
    const edited = (edit: (file: Uint8Array) => void) => {
      const file = bytes.slice();
      edit(file);
      return file;
    };
    for (const file of [
      bytes.slice(0, bytes.length - 1),
      new Uint8Array([...bytes, 0]),
      edited((file) => file.set([9], 1)),
      edited((file) => file.set([0xff, 0xff, 0xff, 0xff], 7)),
      edited((file) => file.set([0, 1], 11)),
      bytes.slice(0, 13),
    ]) {
      let caught: unknown = null;
      try {
        decodeClaimShard(file);
      } catch (error) {
        caught = error;
      }
      expect(isAppError(caught, 'CLAIMS_FILE_FAILED')).toBe(true);
    }
  });
});
