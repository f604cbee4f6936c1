import { bytesToHex, hexToBytes } from '@noble/hashes/utils.js';
import type { LeafEncoding } from '../claims/claimTypes.ts';
import { hashSortedPair } from '../claims/hashSortedPair.ts';
import { hashStandardLeaf } from '../claims/hashStandardLeaf.ts';
import { LEAF_ENCODING_CODES } from '../claims/leafEncodingCodes.ts';
import { amountBytesOf } from './buildStandardTree.ts';
import type { ListIssue, StandardColumns, StandardTree } from './claimsBuildTypes.ts';
import { parseListAddress } from './parseListAddress.ts';
import { toListError } from './toListError.ts';

/** An OpenZeppelin `StandardMerkleTree.dump()`, read and checked: its entries and its own tree. */
export interface ParsedStandardTree {
  entries: StandardColumns;
  tree: StandardTree;
}

const HASH = /^0x[0-9a-fA-F]{64}$/;
const NUMBER = /^(0x[0-9a-fA-F]+|[0-9]+)$/;

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A uint as a dump holds it (a decimal or 0x hex string, or a safe integer), within `bits`; or why not. */
function readUint(value: unknown, bits: number): bigint | string {
  const text = typeof value === 'number' && Number.isSafeInteger(value) ? String(value) : value;
  if (typeof text !== 'string' || !NUMBER.test(text)) {
    return 'is not a whole number (decimal digits or 0x hex, as a string)';
  }
  const number = BigInt(text);
  return number >= 2n ** BigInt(bits) ? `does not fit a uint${bits}` : number;
}

/** The first node of `nodes` that is not the sorted-pair hash of its two children, or -1. */
function firstBrokenNode(nodes: Uint8Array, leaves: number): number {
  const scratch = new Uint8Array(64);
  for (let node = leaves - 2; node >= 0; node--) {
    const parent = hashSortedPair(
      nodes.subarray((2 * node + 1) * 32, (2 * node + 2) * 32),
      nodes.subarray((2 * node + 2) * 32, (2 * node + 3) * 32),
      scratch,
    );
    for (let byte = 0; byte < 32; byte++) if (parent[byte] !== nodes[node * 32 + byte]) return node;
  }
  return -1;
}

/** The file's top-level object once it is JSON and says `format: "standard-v1"`, or CLAIMS_LIST_INVALID. */
function readTopObject(text: string, label: string): Record<string, unknown> {
  let data: unknown;
  try {
    data = JSON.parse(text.replace(/^\uFEFF/, ''));
  } catch (error) {
    throw toListError(label, [
      {
        where: 'the file',
        problem: `is not JSON: ${error instanceof Error ? error.message : String(error)}`,
      },
    ]);
  }
  if (!isObject(data) || data.format !== 'standard-v1') {
    throw toListError(label, [
      {
        where: 'format',
        problem: `must be "standard-v1": the file must be what OpenZeppelin's StandardMerkleTree.dump() returns`,
      },
    ]);
  }
  return data;
}

/** The dump's `leafEncoding` when it is one this page reads, or CLAIMS_LIST_INVALID. */
function readLeafEncoding(leafEncoding: unknown, label: string): LeafEncoding {
  const encodingText = Array.isArray(leafEncoding) ? leafEncoding.join(',') : '';
  const encoding = LEAF_ENCODING_CODES.find((candidate) => candidate === encodingText);
  if (!encoding) {
    throw toListError(label, [
      {
        where: 'leafEncoding',
        problem: `is ${JSON.stringify(leafEncoding)}; this page reads ['address','uint256'] (account, amount), ['uint256','address','uint256'] or ['uint256','address','uint128'] (index, account, amount)`,
      },
    ]);
  }
  return encoding;
}

/** The dump's `values` when it lists at least one, or CLAIMS_LIST_INVALID. */
function readValues(values: unknown, label: string): unknown[] {
  if (!Array.isArray(values) || values.length === 0) {
    throw toListError(label, [
      { where: 'values', problem: 'must list the entries, one { value, treeIndex } each' },
    ]);
  }
  return values;
}

/**
 * The dump's `tree` as 32-byte nodes end to end, when it holds 2n − 1 hashes for its `count` values; or
 * CLAIMS_LIST_INVALID naming its size, or the first ten nodes that are not hashes.
 */
function readTreeNodes(tree: unknown, count: number, label: string): Uint8Array {
  if (!Array.isArray(tree) || tree.length !== 2 * count - 1) {
    throw toListError(label, [
      {
        where: 'tree',
        problem: `must hold 2n − 1 = ${2 * count - 1} nodes for the ${count} values; it holds ${Array.isArray(tree) ? tree.length : 'none'}`,
      },
    ]);
  }
  const nodes = new Uint8Array(tree.length * 32);
  const issues: ListIssue[] = [];
  tree.forEach((node, at) => {
    if (typeof node === 'string' && HASH.test(node)) nodes.set(hexToBytes(node.slice(2)), at * 32);
    else if (issues.length < 10)
      issues.push({ where: `tree[${at}]`, problem: 'must be 0x and 64 hex digits' });
  });
  if (issues.length > 0) throw toListError(label, issues);
  return nodes;
}

/** Why one value is refused. */
interface Problem {
  problem: string;
}

/** What each value is read against: the leaf encoding, its shape, and the dump's `count` values and tree. */
interface DumpShape {
  encoding: LeafEncoding;
  withIndex: boolean;
  amountBits: number;
  count: number;
  nodes: Uint8Array;
}

/** The indexes, accounts and leaves (tree indexes) the values read so far hold, each with the first value to hold it. */
interface Taken {
  indexes: Map<number, number>;
  accounts: Map<string, number>;
  leaves: Map<number, number>;
}

/** One value, read and checked. */
interface DumpValue {
  index: number | null;
  checksummed: string;
  amount: bigint;
  treeIndex: number;
}

/** Value `at`'s index, a uint256 up to 2^53 − 1 that no earlier value holds (then held in `taken`), or why not. */
function readIndex(indexValue: unknown, at: number, taken: Taken): number | Problem {
  const read = readUint(indexValue, 256);
  if (typeof read === 'string') return { problem: `index ${read}` };
  if (read > BigInt(Number.MAX_SAFE_INTEGER)) {
    return { problem: 'index is above 2^53 − 1, more than this page can count' };
  }
  const index = Number(read);
  const other = taken.indexes.get(index);
  if (other !== undefined) return { problem: `index ${index} is also the index of values[${other}]` };
  taken.indexes.set(index, at);
  return index;
}

/** Value `at`'s account, checksummed, that no earlier value holds (then held in `taken`), or why not. */
function readAccount(addressValue: unknown, at: number, taken: Taken): string | Problem {
  const address = parseListAddress(typeof addressValue === 'string' ? addressValue : String(addressValue));
  if (!address.ok) return { problem: `address ${address.problem}` };
  const first = taken.accounts.get(address.checksummed);
  if (first !== undefined) {
    return { problem: `${address.checksummed} is listed twice (first at values[${first}])` };
  }
  taken.accounts.set(address.checksummed, at);
  return address.checksummed;
}

/** A value's amount, a positive uint of `bits`, or why not. */
function readAmount(amountValue: unknown, bits: number): bigint | Problem {
  const amount = readUint(amountValue, bits);
  if (typeof amount === 'string') return { problem: `amount ${amount}` };
  if (amount === 0n) return { problem: 'amount must be positive: 0 cannot be claimed' };
  return amount;
}

/** Value `at`'s `treeIndex`, a leaf of the tree no earlier value holds (then held in `taken`), or why not. */
function readLeaf(treeIndex: unknown, at: number, shape: DumpShape, taken: Taken): number | Problem {
  const nodeCount = shape.nodes.length / 32;
  if (
    typeof treeIndex !== 'number' ||
    !Number.isInteger(treeIndex) ||
    treeIndex < shape.count - 1 ||
    treeIndex >= nodeCount
  ) {
    return { problem: `treeIndex must be a leaf of the tree: ${shape.count - 1} to ${nodeCount - 1}` };
  }
  const shared = taken.leaves.get(treeIndex);
  if (shared !== undefined)
    return { problem: `treeIndex ${treeIndex} is also the leaf of values[${shared}]` };
  taken.leaves.set(treeIndex, at);
  return treeIndex;
}

/** Why the value's leaf hash is not the tree's node at its `treeIndex`, or null when it is. */
function leafMismatch(value: DumpValue, nodes: Uint8Array): Problem | null {
  const leaf = hashStandardLeaf(
    value.index,
    hexToBytes(value.checksummed.slice(2).toLowerCase()),
    amountBytesOf(value.amount),
  );
  const node = nodes.subarray(value.treeIndex * 32, value.treeIndex * 32 + 32);
  if (bytesToHex(leaf) === bytesToHex(node)) return null;
  return {
    problem: `its leaf hash is 0x${bytesToHex(leaf)}, but tree[${value.treeIndex}] is 0x${bytesToHex(node)}: the value was changed after the tree was built`,
  };
}

/**
 * Value `at` of the dump, `{ value, treeIndex }`, checked in order: its shape, index, account, amount, leaf and
 * leaf hash; or the first rule it breaks. What it holds before that stays held in `taken`.
 */
function readValue(entry: unknown, at: number, shape: DumpShape, taken: Taken): DumpValue | Problem {
  const value = isObject(entry) ? entry.value : undefined;
  if (!Array.isArray(value) || value.length !== (shape.withIndex ? 3 : 2)) {
    const types = shape.encoding.split(',').map((type) => `<${type}>`);
    return { problem: `value must be [${types.join(', ')}]` };
  }
  const [indexValue, addressValue, amountValue] = shape.withIndex ? value : [null, ...value];
  const index = shape.withIndex ? readIndex(indexValue, at, taken) : null;
  if (typeof index === 'object' && index !== null) return index;
  const checksummed = readAccount(addressValue, at, taken);
  if (typeof checksummed !== 'string') return checksummed;
  const amount = readAmount(amountValue, shape.amountBits);
  if (typeof amount !== 'bigint') return amount;
  const treeIndex = readLeaf(isObject(entry) ? entry.treeIndex : undefined, at, shape, taken);
  if (typeof treeIndex !== 'number') return treeIndex;
  const read = { index, checksummed, amount, treeIndex };
  return leafMismatch(read, shape.nodes) ?? read;
}

/** Every value read into columns in the dump's order, or CLAIMS_LIST_INVALID naming each value at fault. */
function placeValues(values: unknown[], shape: DumpShape, label: string) {
  const { count, withIndex } = shape;
  const checksummed: string[] = new Array(count).fill('');
  const amounts: bigint[] = new Array(count).fill(0n);
  const indexes: number[] = withIndex ? new Array(count).fill(0) : [];
  const nodeOf = new Uint32Array(count);
  const taken: Taken = { indexes: new Map(), accounts: new Map(), leaves: new Map() };
  const issues: ListIssue[] = [];
  for (const [at, entry] of values.entries()) {
    const value = readValue(entry, at, shape, taken);
    if ('problem' in value) {
      issues.push({ where: `values[${at}]`, problem: value.problem });
      continue;
    }
    checksummed[at] = value.checksummed;
    amounts[at] = value.amount;
    if (value.index !== null) indexes[at] = value.index;
    nodeOf[at] = value.treeIndex;
  }
  if (issues.length > 0) throw toListError(label, issues);
  return { checksummed, amounts, indexes: withIndex ? indexes : null, nodeOf };
}

/** CLAIMS_LIST_INVALID naming the first node above the leaves that is not the hash of its children, if any. */
function checkInnerNodes(nodes: Uint8Array, count: number, label: string): void {
  const broken = firstBrokenNode(nodes, count);
  if (broken === -1) return;
  throw toListError(label, [
    {
      where: `tree[${broken}]`,
      problem: `is not the hash of tree[${2 * broken + 1}] and tree[${2 * broken + 2}]: the tree does not agree with its values`,
    },
  ]);
}

/**
 * Reads OpenZeppelin's `StandardMerkleTree.dump()` as it is (`format: "standard-v1"`, `leafEncoding`, `tree`,
 * `values` of `{ value, treeIndex }`) for the leaf encodings this page checks: `['address','uint256']`, and
 * Sablier's `['uint256','address','uint256']` and `['uint256','address','uint128']` (index, account, amount).
 * Checks every value fits its encoding (a valid address, a positive amount, an index up to 2^53 − 1), no account
 * or index is listed twice, each value's leaf hash is the node at its `treeIndex`, one leaf each, and every
 * other node is the hash of its children: the dump's tree agrees with its values. Throws CLAIMS_LIST_INVALID
 * naming the entries at fault (`values[i]`) and the rule.
 */
export function parseStandardTreeDump(text: string, label: string): ParsedStandardTree {
  const data = readTopObject(text, label);
  const encoding = readLeafEncoding(data.leafEncoding, label);
  const values = readValues(data.values, label);
  const count = values.length;
  const nodes = readTreeNodes(data.tree, count, label);
  const withIndex = encoding !== 'address,uint256';
  const amountBits = encoding === 'uint256,address,uint128' ? 128 : 256;
  const shape: DumpShape = { encoding, withIndex, amountBits, count, nodes };
  const { checksummed, amounts, indexes, nodeOf } = placeValues(values, shape, label);
  checkInnerNodes(nodes, count, label);
  const accounts = new Uint8Array(count * 20);
  checksummed.forEach((address, at) => {
    accounts.set(hexToBytes(address.slice(2).toLowerCase()), at * 20);
  });
  return {
    entries: { count, accounts, checksummed, amounts, encoding, indexes },
    tree: { nodes, nodeOf, root: nodes.slice(0, 32) },
  };
}
