import { readFileSync } from 'node:fs';
import { bytesToHex } from '@noble/hashes/utils.js';
import { concat, getAddress, keccak256, solidityPackedKeccak256 } from 'ethers';
import { describe, expect, it } from 'vitest';
import { buildClaimsTree } from './buildClaimsTree.ts';
import { parseClaimsCsv } from './parseClaimsCsv.ts';
import { toDistribution } from './toDistribution.ts';

const fixture = (name: string) => readFileSync(new URL(`./fixtures/${name}`, import.meta.url), 'utf8');

/** Deterministic pseudo-random addresses and amounts (no hashing: the reference below does its own). */
function randomList(count: number, seed: number): { address: string; amount: bigint }[] {
  let state = seed;
  const next = () => {
    state = (Math.imul(state, 1_103_515_245) + 12_345) >>> 0;
    return state;
  };
  return Array.from({ length: count }, () => ({
    address: getAddress(
      `0x${Array.from({ length: 5 }, () => next().toString(16).padStart(8, '0')).join('')}`,
    ),
    amount: BigInt(next()) * BigInt(next()) + 1n,
  }));
}

/**
 * merkle-distributor's tree written plainly with ethers' hex helpers, as its src/ does (a second, independent
 * way to the same root and proofs): indexes by sorted checksummed address, leaves sorted with Buffer.compare,
 * pairs hashed sorted, an odd last node moved up.
 */
function referenceTree(list: { address: string; amount: bigint }[]) {
  const sorted = list.map((entry) => entry.address).sort();
  const amountOf = new Map(list.map((entry) => [entry.address, entry.amount]));
  const leafOf = (address: string, index: number) =>
    Buffer.from(
      solidityPackedKeccak256(
        ['uint256', 'address', 'uint256'],
        [index, address, amountOf.get(address)],
      ).slice(2),
      'hex',
    );
  const layers: Buffer[][] = [sorted.map(leafOf).sort(Buffer.compare)];
  while ((layers.at(-1)?.length ?? 0) > 1) {
    const below = layers.at(-1) ?? [];
    const layer: Buffer[] = [];
    for (let node = 0; node < below.length; node += 2) {
      const [left, right] = [below[node], below[node + 1]];
      if (!left) break;
      layer.push(
        right ? Buffer.from(keccak256(concat([left, right].sort(Buffer.compare))).slice(2), 'hex') : left,
      );
    }
    layers.push(layer);
  }
  const proofOf = (leaf: Buffer) => {
    let at = layers[0]?.findIndex((candidate) => candidate.equals(leaf)) ?? -1;
    const proof: string[] = [];
    for (const layer of layers.slice(0, -1)) {
      const sibling = layer[at ^ 1];
      if (sibling) proof.push(`0x${sibling.toString('hex')}`);
      at >>= 1;
    }
    return proof;
  };
  return {
    root: `0x${layers.at(-1)?.[0]?.toString('hex')}`,
    claims: Object.fromEntries(
      sorted.map((address, index) => [address, { index, proof: proofOf(leafOf(address, index)) }]),
    ),
  };
}

describe('buildClaimsTree and toDistribution', () => {
  it("make the JSON of merkle-distributor's own test from its balances (CSV ↔ JSON)", () => {
    const entries = parseClaimsCsv(fixture('three-dev-accounts.csv'), 'three-dev-accounts.csv');
    expect(toDistribution(entries, buildClaimsTree(entries))).toEqual(
      JSON.parse(fixture('three-dev-accounts.json')),
    );
  });

  it("make scripts/result.json of merkle-distributor from scripts/example.json's balance", () => {
    const entries = parseClaimsCsv(fixture('example.csv'), 'example.csv');
    const { numDrops: _numDrops, ...published } = JSON.parse(fixture('example-result.json'));
    expect(toDistribution(entries, buildClaimsTree(entries))).toEqual(published);
  });

  it('match a plain reference of merkle-distributor’s algorithm, odd layers included, at every size to 70', () => {
    for (let count = 1; count <= 70; count++) {
      const list = randomList(count, count);
      const csv = list.map((entry) => `${entry.address.toLowerCase()},${entry.amount}`).join('\n');
      const entries = parseClaimsCsv(csv, 'random.csv');
      const built = toDistribution(entries, buildClaimsTree(entries));
      const reference = referenceTree(list);
      expect(built.merkleRoot, `root of ${count}`).toBe(reference.root);
      for (const [address, claim] of Object.entries(reference.claims)) {
        expect(built.claims[address], `${address} of ${count}`).toMatchObject(claim);
      }
    }
  });

  it('sorts leaves by their bytes and keeps the root as the last layer', () => {
    const entries = parseClaimsCsv(fixture('three-dev-accounts.csv'), 'x.csv');
    const tree = buildClaimsTree(entries);
    const leaves = [0, 1, 2].map((position) =>
      bytesToHex(tree.layers[0]?.subarray(position * 32, position * 32 + 32) ?? new Uint8Array()),
    );
    expect([...leaves].sort()).toEqual(leaves);
    expect(tree.layers.map((layer) => layer.length / 32)).toEqual([3, 2, 1]);
    expect(bytesToHex(tree.root)).toBe(bytesToHex(tree.layers[2] ?? new Uint8Array()));
  });
});
