import { StandardMerkleTree } from '@openzeppelin/merkle-tree';
import { describe, expect, it } from 'vitest';
import { isAppError } from '../errors/AppError.ts';
import { parseStandardTreeDump } from './parseStandardTreeDump.ts';

const ALICE = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
const BOB = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const CAROL = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC';
const LABEL = 'claims/drop.json (claims[0], "Drop")';

type Dump = ReturnType<StandardMerkleTree<unknown[]>['dump']>;

/** OpenZeppelin's own dump of three Sablier-style leaves (index, recipient, uint128 amount). */
const sablierDump = (): Dump =>
  StandardMerkleTree.of(
    [
      ['0', ALICE, '100'],
      ['1', BOB, '250'],
      ['2', CAROL, '400'],
    ],
    ['uint256', 'address', 'uint128'],
  ).dump();

/** The build's message for `dump`, or 'read' when it reads. */
function messageOf(dump: unknown): string {
  try {
    parseStandardTreeDump(JSON.stringify(dump), LABEL);
    return 'read';
  } catch (error) {
    if (isAppError(error, 'CLAIMS_LIST_INVALID')) return error.message;
    throw error;
  }
}

describe('parseStandardTreeDump', () => {
  it('reads OpenZeppelin’s dump as it is: values in order, its own tree and root', () => {
    const dump = sablierDump();
    const { entries, tree } = parseStandardTreeDump(JSON.stringify(dump), LABEL);
    expect(entries).toMatchObject({
      count: 3,
      checksummed: [ALICE, BOB, CAROL],
      amounts: [100n, 250n, 400n],
      indexes: [0, 1, 2],
      encoding: 'uint256,address,uint128',
    });
    expect([...tree.nodeOf]).toEqual(dump.values.map((value) => value.treeIndex));
    expect(Buffer.from(tree.root).toString('hex')).toBe(dump.tree[0]?.slice(2));
  });

  it('refuses a value changed after the tree was built, and a tree that does not agree with itself', () => {
    const changed = sablierDump();
    (changed.values[1] as { value: unknown[] }).value[2] = '251';
    expect(messageOf(changed)).toMatch(
      /^Invalid claims list claims\/drop\.json \(claims\[0\], "Drop"\):\n- values\[1\]: its leaf hash is 0x[0-9a-f]{64}, but tree\[\d\] is 0x[0-9a-f]{64}: the value was changed after the tree was built$/,
    );
    const broken = sablierDump();
    broken.tree[1] = `0x${'ab'.repeat(32)}`;
    expect(messageOf(broken)).toBe(
      `Invalid claims list ${LABEL}:\n- tree[1]: is not the hash of tree[3] and tree[4]: the tree does not agree with its values`,
    );
  });

  it('checks every value fits its encoding, and no account or index is listed twice', () => {
    const dump = sablierDump() as { values: { value: unknown[]; treeIndex: number }[] } & Dump;
    dump.values[0] = {
      ...dump.values[0],
      value: ['0', ALICE, (2n ** 128n).toString()],
      treeIndex: dump.values[0]?.treeIndex ?? 0,
    };
    dump.values[1] = {
      value: ['1', BOB.replace('C8', 'c8'), '1'],
      treeIndex: dump.values[1]?.treeIndex ?? 0,
    };
    dump.values[2] = { value: ['1', CAROL, '400'], treeIndex: dump.values[2]?.treeIndex ?? 0 };
    expect(messageOf(dump)).toBe(
      [
        `Invalid claims list ${LABEL}:`,
        '- values[0]: amount does not fit a uint128',
        '- values[1]: address has mixed-case letters that do not match its checksum: check for a typo',
        '- values[2]: index 1 is also the index of values[1]',
      ].join('\n'),
    );
    const twice = StandardMerkleTree.of(
      [
        [ALICE, '1'],
        [ALICE.toLowerCase(), '2'],
      ],
      ['address', 'uint256'],
    ).dump();
    expect(messageOf(twice)).toBe(
      `Invalid claims list ${LABEL}:\n- values[1]: ${ALICE} is listed twice (first at values[0])`,
    );
    const zero = StandardMerkleTree.of([[BOB, '0']], ['address', 'uint256']).dump();
    expect(messageOf(zero)).toContain('- values[0]: amount must be positive: 0 cannot be claimed');
  });

  it('names what it does not read: another format, another leaf encoding, a tree of the wrong size', () => {
    expect(messageOf({ ...sablierDump(), format: 'simple-v1' })).toContain('- format: must be "standard-v1"');
    const other = StandardMerkleTree.of([[ALICE, '1', '2']], ['address', 'uint256', 'uint256']).dump();
    expect(messageOf(other)).toContain(
      `- leafEncoding: is ["address","uint256","uint256"]; this page reads ['address','uint256'] (account, amount)`,
    );
    const short = sablierDump();
    short.tree.pop();
    expect(messageOf(short)).toContain('- tree: must hold 2n − 1 = 5 nodes for the 3 values; it holds 4');
  });
});
