import { bytesToHex, hexToBytes } from '@noble/hashes/utils.js';
import { hashClaimLeaf } from '../claims/hashClaimLeaf.ts';
import { hashSortedPair } from '../claims/hashSortedPair.ts';
import type { ClaimsTree, ListIssue } from './claimsBuildTypes.ts';
import type { ParsedDistribution } from './parseDistributionJson.ts';
import { proveLeaf } from './proveLeaf.ts';

/** True when `proof` takes entry `index`'s leaf to `root` the way OpenZeppelin's `MerkleProof` checks it. */
function provesToRoot(distribution: ParsedDistribution, index: number, root: string): boolean {
  const { entries, proofs } = distribution;
  const amount = hexToBytes((entries.amounts[index] ?? 0n).toString(16).padStart(64, '0'));
  let node = hashClaimLeaf(index, entries.accounts.subarray(index * 20, index * 20 + 20), amount);
  for (const step of proofs[index] ?? []) node = hashSortedPair(node, hexToBytes(step.slice(2)));
  return `0x${bytesToHex(node)}` === root;
}

/**
 * Checks a distribution's file against the tree its entries make (`tree`, built as merkle-distributor builds
 * it): the file's `merkleRoot` is that tree's root, every entry's proof is that tree's proof (compared as
 * strings, no hashing), and `tokenTotal` is the sum of the amounts. When the roots differ, the entries whose
 * proofs do not lead to the file's root are named (the first ten); when every proof does, the tree is valid
 * but laid out otherwise, which this page cannot cut into subtrees, and the message says so.
 */
export function checkDistribution(distribution: ParsedDistribution, tree: ClaimsTree): ListIssue[] {
  const issues: ListIssue[] = [];
  const { entries, merkleRoot, proofs, tokenTotal } = distribution;
  const built = `0x${bytesToHex(tree.root)}`;
  if (built !== merkleRoot) {
    const changed: ListIssue[] = [];
    for (let index = 0; index < entries.count && changed.length < 10; index++) {
      if (provesToRoot(distribution, index, merkleRoot)) continue;
      changed.push({
        where: entries.checksummed[index] ?? '',
        problem:
          'its index, address, amount and proof do not lead to merkleRoot: the entry was changed after the tree was built',
      });
    }
    issues.push({
      where: 'merkleRoot',
      problem:
        changed.length === 0
          ? `is ${merkleRoot}, and every proof leads to it, but the entries laid out as merkle-distributor lays them out (leaves sorted, pairs hashed in sorted order, an odd last node moved up) make ${built}: this page cannot split that tree into shards; regenerate it with merkle-distributor's generate-merkle-root, or give the list as a CSV of address,amount`
          : `is ${merkleRoot}, but the entries make ${built}`,
    });
    return [...issues, ...changed];
  }
  const positions = new Uint32Array(entries.count);
  tree.order.forEach((index, position) => {
    positions[index] = position;
  });
  for (let index = 0; index < entries.count; index++) {
    const expected = proveLeaf(tree, positions[index] ?? 0);
    const given = proofs[index] ?? [];
    const step = expected.findIndex((hash, at) => `0x${bytesToHex(hash)}` !== given[at]?.toLowerCase());
    if (step === -1 && given.length === expected.length) continue;
    issues.push({
      where: entries.checksummed[index] ?? '',
      problem: `proof does not lead to merkleRoot (it differs from the tree's at step ${(step === -1 ? expected.length : step) + 1} of ${expected.length}): claiming with it would fail`,
    });
  }
  const sum = entries.amounts.reduce((total, amount) => total + amount, 0n);
  if (sum !== tokenTotal) {
    issues.push({
      where: 'tokenTotal',
      problem: `is 0x${tokenTotal.toString(16)}, but the amounts add up to 0x${sum.toString(16)}`,
    });
  }
  return issues;
}
