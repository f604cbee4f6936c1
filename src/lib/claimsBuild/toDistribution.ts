import { bytesToHex } from '@noble/hashes/utils.js';
import type { ClaimColumns, ClaimsTree } from './claimsBuildTypes.ts';
import { proveLeaf } from './proveLeaf.ts';

/** A distribution in merkle-distributor's JSON format. */
export interface DistributionJson {
  merkleRoot: string;
  tokenTotal: string;
  claims: Record<string, { index: number; amount: string; proof: string[] }>;
}

/** A number as ethers v5's `BigNumber.toHexString` writes it: 0x and an even number of hex digits. */
const toEvenHex = (value: bigint) => {
  const hex = value.toString(16);
  return `0x${hex.length % 2 === 0 ? hex : `0${hex}`}`;
};

/**
 * The JSON merkle-distributor's `parseBalanceMap` writes for `entries` and their tree: the root, the total as
 * hex, and per checksummed address (in index order) its index, amount as hex and proof.
 */
export function toDistribution(entries: ClaimColumns, tree: ClaimsTree): DistributionJson {
  const positions = new Uint32Array(entries.count);
  tree.order.forEach((index, position) => {
    positions[index] = position;
  });
  const claims: DistributionJson['claims'] = {};
  for (let index = 0; index < entries.count; index++) {
    claims[entries.checksummed[index] ?? ''] = {
      index,
      amount: toEvenHex(entries.amounts[index] ?? 0n),
      proof: proveLeaf(tree, positions[index] ?? 0).map((hash) => `0x${bytesToHex(hash)}`),
    };
  }
  return {
    merkleRoot: `0x${bytesToHex(tree.root)}`,
    tokenTotal: toEvenHex(entries.amounts.reduce((total, amount) => total + amount, 0n)),
    claims,
  };
}
