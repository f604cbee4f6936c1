import { bytesToHex } from '@noble/hashes/utils.js';
import { StandardMerkleTree } from '@openzeppelin/merkle-tree';
import { describe, expect, it } from 'vitest';
import { buildStandardTree } from './buildStandardTree.ts';
import { parseClaimsCsv } from './parseClaimsCsv.ts';

/** A CSV of `count` made-up accounts with amounts that vary in length. */
function csvOf(count: number): { csv: string; values: [string, string][] } {
  const values: [string, string][] = [];
  for (let entry = 0; entry < count; entry++) {
    const address = `0x${(entry + 1).toString(16).padStart(4, '0').repeat(10)}`;
    values.push([address, String(BigInt(entry + 1) * 10n ** BigInt(entry % 20))]);
  }
  return { csv: values.map(([address, amount]) => `${address},${amount}`).join('\n'), values };
}

describe('buildStandardTree', () => {
  it.each([1, 2, 3, 5, 8, 13, 100])(
    'builds the very array StandardMerkleTree.of builds, node for node, for %i entries',
    (count) => {
      const { csv, values } = csvOf(count);
      const entries = {
        ...parseClaimsCsv(csv, 'a.csv'),
        encoding: 'address,uint256' as const,
        indexes: null,
      };
      const tree = buildStandardTree(entries);
      const reference = StandardMerkleTree.of(values, ['address', 'uint256']);
      const dump = reference.dump();
      expect(`0x${bytesToHex(tree.root)}`).toBe(reference.root);
      const nodes = Array.from(
        { length: 2 * count - 1 },
        (_, node) => `0x${bytesToHex(tree.nodes.subarray(node * 32, node * 32 + 32))}`,
      );
      expect(nodes).toEqual(dump.tree);
      for (let entry = 0; entry < count; entry++) {
        const address = entries.checksummed[entry]?.toLowerCase();
        const at = dump.values.findIndex(({ value }) => value[0]?.toLowerCase() === address);
        expect(tree.nodeOf[entry]).toBe(dump.values[at]?.treeIndex);
      }
    },
  );
});
