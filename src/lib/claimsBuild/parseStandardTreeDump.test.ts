import { StandardMerkleTree } from '@openzeppelin/merkle-tree';
import { describe, expect, it } from 'vitest';
import { isAppError } from '../errors/AppError.ts';
import { parseStandardTreeDump } from './parseStandardTreeDump.ts';

const ALICE = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
const BOB = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const CAROL = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC';
const LABEL = 'claims/drop.json (claims[0], "Drop")';

type Dump = ReturnType<StandardMerkleTree<unknown[]>['dump']>;

/** A dump whose values may be anything, as a hand-edited file may hold. */
type LooseDump = Omit<Dump, 'values'> & { values: unknown[] };

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

/** The tree index of the Sablier dump's value `at`. */
const treeIndexOf = (at: number): number => sablierDump().values[at]?.treeIndex ?? 0;

/** The build's message for the file `text`, or 'read' when it reads. */
function messageOfText(text: string): string {
  try {
    parseStandardTreeDump(text, LABEL);
    return 'read';
  } catch (error) {
    if (isAppError(error, 'CLAIMS_LIST_INVALID')) return error.message;
    throw error;
  }
}

/** The build's message for `dump`, or 'read' when it reads. */
const messageOf = (dump: unknown): string => messageOfText(JSON.stringify(dump));

/** The build's message for the Sablier dump with `values[at]` set to `entry`, keyed by `at`. */
function messageWith(entries: Record<number, unknown>): string {
  const dump = sablierDump() as LooseDump;
  for (const [at, entry] of Object.entries(entries)) dump.values[Number(at)] = entry;
  return messageOf(dump);
}

/** The message's lines after the first (the list's label), one issue each. */
const issuesOf = (message: string): string[] => message.split('\n').slice(1);

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

  it('reads the two other leaf encodings, indexes and amounts as numbers or 0x hex too', () => {
    const plain = StandardMerkleTree.of(
      [
        [ALICE, '100'],
        [BOB, '250'],
      ],
      ['address', 'uint256'],
    ).dump();
    expect(parseStandardTreeDump(`\uFEFF${JSON.stringify(plain)}`, LABEL).entries).toMatchObject({
      count: 2,
      checksummed: [ALICE, BOB],
      amounts: [100n, 250n],
      encoding: 'address,uint256',
      indexes: null,
    });
    const wide = StandardMerkleTree.of(
      [
        [0, ALICE, '0x64'],
        ['0x1', BOB, 250],
      ],
      ['uint256', 'address', 'uint256'],
    ).dump();
    expect(parseStandardTreeDump(JSON.stringify(wide), LABEL).entries).toMatchObject({
      checksummed: [ALICE, BOB],
      amounts: [100n, 250n],
      encoding: 'uint256,address,uint256',
      indexes: [0, 1],
    });
  });

  it('names a file that is not JSON, not a dump, or has no values or tree', () => {
    expect(messageOfText('{ "format": ')).toMatch(
      /^Invalid claims list claims\/drop\.json \(claims\[0\], "Drop"\):\n- the file: is not JSON: \S/,
    );
    const notDump = `Invalid claims list ${LABEL}:\n- format: must be "standard-v1": the file must be what OpenZeppelin's StandardMerkleTree.dump() returns`;
    expect(messageOf([sablierDump()])).toBe(notDump);
    expect(messageOf(null)).toBe(notDump);
    expect(messageOf({ ...sablierDump(), leafEncoding: 'address,uint256' })).toBe(
      `Invalid claims list ${LABEL}:\n- leafEncoding: is "address,uint256"; this page reads ['address','uint256'] (account, amount), ['uint256','address','uint256'] or ['uint256','address','uint128'] (index, account, amount)`,
    );
    const noValues = `Invalid claims list ${LABEL}:\n- values: must list the entries, one { value, treeIndex } each`;
    expect(messageOf({ ...sablierDump(), values: [] })).toBe(noValues);
    expect(messageOf({ ...sablierDump(), values: undefined, tree: undefined })).toBe(noValues);
    expect(messageOf({ ...sablierDump(), tree: undefined })).toBe(
      `Invalid claims list ${LABEL}:\n- tree: must hold 2n − 1 = 5 nodes for the 3 values; it holds none`,
    );
  });

  it('names the first ten nodes that are not hashes, before any value is read', () => {
    const six = StandardMerkleTree.of(
      [ALICE, BOB, CAROL, ALICE.toLowerCase(), BOB.toLowerCase(), CAROL.toLowerCase()].map((account) => [
        account,
        '0',
      ]),
      ['address', 'uint256'],
    ).dump();
    six.tree = six.tree.map(() => '0x12');
    expect(issuesOf(messageOf(six))).toEqual(
      Array.from({ length: 10 }, (_, at) => `- tree[${at}]: must be 0x and 64 hex digits`),
    );
    const one = sablierDump() as LooseDump;
    one.tree[3] = `0x${'ab'.repeat(31)}`;
    one.values[0] = 'not a value';
    expect(issuesOf(messageOf(one))).toEqual(['- tree[3]: must be 0x and 64 hex digits']);
  });

  it('names each value that does not fit its encoding, in the order it checks them', () => {
    expect(
      issuesOf(messageWith({ 0: 'not a value', 1: { value: ['1', BOB], treeIndex: treeIndexOf(1) } })),
    ).toEqual([
      '- values[0]: value must be [<uint256>, <address>, <uint128>]',
      '- values[1]: value must be [<uint256>, <address>, <uint128>]',
    ]);
    expect(
      issuesOf(
        messageWith({
          0: { value: ['one', ALICE, '100'], treeIndex: treeIndexOf(0) },
          1: { value: [(2n ** 256n).toString(), BOB, '250'], treeIndex: treeIndexOf(1) },
          2: { value: ['9007199254740992', CAROL, '400'], treeIndex: 0 },
        }),
      ),
    ).toEqual([
      '- values[0]: index is not a whole number (decimal digits or 0x hex, as a string)',
      '- values[1]: index does not fit a uint256',
      '- values[2]: index is above 2^53 − 1, more than this page can count',
    ]);
    expect(
      issuesOf(
        messageWith({
          0: { value: ['0', 5, '100'], treeIndex: treeIndexOf(0) },
          1: { value: ['0', BOB, 'x'], treeIndex: treeIndexOf(1) },
          2: { value: ['2', CAROL, 1.5], treeIndex: 0 },
        }),
      ),
    ).toEqual([
      '- values[0]: address is not an address (0x followed by 40 hex digits)',
      '- values[1]: index 0 is also the index of values[0]',
      '- values[2]: amount is not a whole number (decimal digits or 0x hex, as a string)',
    ]);
  });

  it('keeps what a value claims before a later check refuses it, and names every value at fault', () => {
    expect(
      issuesOf(
        messageWith({
          0: { value: ['0', ALICE, '0'], treeIndex: treeIndexOf(0) },
          1: { value: ['1', ALICE, '250'], treeIndex: treeIndexOf(1) },
          2: { value: ['2', CAROL, '400'], treeIndex: 1 },
        }),
      ),
    ).toEqual([
      '- values[0]: amount must be positive: 0 cannot be claimed',
      `- values[1]: ${ALICE} is listed twice (first at values[0])`,
      '- values[2]: treeIndex must be a leaf of the tree: 2 to 4',
    ]);
    expect(
      issuesOf(
        messageWith({
          0: { value: ['0', ALICE, '101'], treeIndex: treeIndexOf(0) },
          1: { value: ['1', BOB, '250'], treeIndex: treeIndexOf(0) },
          2: { value: ['2', CAROL, '400'], treeIndex: 4.5 },
        }),
      ),
    ).toEqual([
      expect.stringMatching(
        /^- values\[0\]: its leaf hash is 0x[0-9a-f]{64}, but tree\[\d\] is 0x[0-9a-f]{64}: /,
      ),
      `- values[1]: treeIndex ${treeIndexOf(0)} is also the leaf of values[0]`,
      '- values[2]: treeIndex must be a leaf of the tree: 2 to 4',
    ]);
    expect(messageWith({ 0: { value: ['0', ALICE, '100'], treeIndex: 5 } })).toContain(
      '- values[0]: treeIndex must be a leaf of the tree: 2 to 4',
    );
    expect(messageWith({ 0: { value: ['0', ALICE, '100'], treeIndex: String(treeIndexOf(0)) } })).toContain(
      '- values[0]: treeIndex must be a leaf of the tree: 2 to 4',
    );
    const zeros = StandardMerkleTree.of(
      Array.from({ length: 12 }, (_, at) => [String(at), ALICE, '0']),
      ['uint256', 'address', 'uint256'],
    ).dump();
    expect(issuesOf(messageOf(zeros))).toEqual([
      '- values[0]: amount must be positive: 0 cannot be claimed',
      ...Array.from(
        { length: 9 },
        (_, at) => `- values[${at + 1}]: ${ALICE} is listed twice (first at values[0])`,
      ),
      '- …and 2 more',
    ]);
  });

  it('checks the values before the nodes above the leaves', () => {
    const dump = sablierDump();
    dump.tree[0] = `0x${'ab'.repeat(32)}`;
    (dump.values[2] as { value: unknown[] }).value[2] = '0';
    expect(issuesOf(messageOf(dump))).toEqual(['- values[2]: amount must be positive: 0 cannot be claimed']);
  });
});
