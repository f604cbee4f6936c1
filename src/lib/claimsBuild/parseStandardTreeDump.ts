import { bytesToHex, hexToBytes } from '@noble/hashes/utils.js';
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
  const encodingText = Array.isArray(data.leafEncoding) ? data.leafEncoding.join(',') : '';
  const encoding = LEAF_ENCODING_CODES.find((candidate) => candidate === encodingText);
  if (!encoding) {
    throw toListError(label, [
      {
        where: 'leafEncoding',
        problem: `is ${JSON.stringify(data.leafEncoding)}; this page reads ['address','uint256'] (account, amount), ['uint256','address','uint256'] or ['uint256','address','uint128'] (index, account, amount)`,
      },
    ]);
  }
  const { tree, values } = data;
  if (!Array.isArray(values) || values.length === 0) {
    throw toListError(label, [
      { where: 'values', problem: 'must list the entries, one { value, treeIndex } each' },
    ]);
  }
  const count = values.length;
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

  const withIndex = encoding !== 'address,uint256';
  const amountBits = encoding === 'uint256,address,uint128' ? 128 : 256;
  const checksummed: string[] = new Array(count).fill('');
  const amounts: bigint[] = new Array(count).fill(0n);
  const indexes: number[] = withIndex ? new Array(count).fill(0) : [];
  const nodeOf = new Uint32Array(count);
  const firstOf = new Map<string, number>();
  const indexOf = new Map<number, number>();
  const entryAt = new Map<number, number>();
  for (const [at, entry] of values.entries()) {
    const where = `values[${at}]`;
    const value = isObject(entry) ? entry.value : undefined;
    const treeIndex = isObject(entry) ? entry.treeIndex : undefined;
    if (!Array.isArray(value) || value.length !== (withIndex ? 3 : 2)) {
      issues.push({
        where,
        problem: `value must be [${encoding
          .split(',')
          .map((type) => `<${type}>`)
          .join(', ')}]`,
      });
      continue;
    }
    const [indexValue, addressValue, amountValue] = withIndex ? value : [null, ...value];
    let index: number | null = null;
    if (withIndex) {
      const read = readUint(indexValue, 256);
      if (typeof read === 'string') {
        issues.push({ where, problem: `index ${read}` });
        continue;
      }
      if (read > BigInt(Number.MAX_SAFE_INTEGER)) {
        issues.push({ where, problem: 'index is above 2^53 − 1, more than this page can count' });
        continue;
      }
      index = Number(read);
      const other = indexOf.get(index);
      if (other !== undefined) {
        issues.push({ where, problem: `index ${index} is also the index of values[${other}]` });
        continue;
      }
      indexOf.set(index, at);
    }
    const address = parseListAddress(typeof addressValue === 'string' ? addressValue : String(addressValue));
    if (!address.ok) {
      issues.push({ where, problem: `address ${address.problem}` });
      continue;
    }
    const first = firstOf.get(address.checksummed);
    if (first !== undefined) {
      issues.push({
        where,
        problem: `${address.checksummed} is listed twice (first at values[${first}])`,
      });
      continue;
    }
    firstOf.set(address.checksummed, at);
    const amount = readUint(amountValue, amountBits);
    if (typeof amount === 'string') {
      issues.push({ where, problem: `amount ${amount}` });
      continue;
    }
    if (amount === 0n) {
      issues.push({ where, problem: 'amount must be positive: 0 cannot be claimed' });
      continue;
    }
    if (
      typeof treeIndex !== 'number' ||
      !Number.isInteger(treeIndex) ||
      treeIndex < count - 1 ||
      treeIndex >= tree.length
    ) {
      issues.push({
        where,
        problem: `treeIndex must be a leaf of the tree: ${count - 1} to ${tree.length - 1}`,
      });
      continue;
    }
    const shared = entryAt.get(treeIndex);
    if (shared !== undefined) {
      issues.push({
        where,
        problem: `treeIndex ${treeIndex} is also the leaf of values[${shared}]`,
      });
      continue;
    }
    entryAt.set(treeIndex, at);
    const leaf = hashStandardLeaf(
      index,
      hexToBytes(address.checksummed.slice(2).toLowerCase()),
      amountBytesOf(amount),
    );
    const node = nodes.subarray(treeIndex * 32, treeIndex * 32 + 32);
    if (bytesToHex(leaf) !== bytesToHex(node)) {
      issues.push({
        where,
        problem: `its leaf hash is 0x${bytesToHex(leaf)}, but tree[${treeIndex}] is 0x${bytesToHex(node)}: the value was changed after the tree was built`,
      });
      continue;
    }
    checksummed[at] = address.checksummed;
    amounts[at] = amount;
    if (index !== null) indexes[at] = index;
    nodeOf[at] = treeIndex;
  }
  if (issues.length > 0) throw toListError(label, issues);
  const broken = firstBrokenNode(nodes, count);
  if (broken !== -1) {
    throw toListError(label, [
      {
        where: `tree[${broken}]`,
        problem: `is not the hash of tree[${2 * broken + 1}] and tree[${2 * broken + 2}]: the tree does not agree with its values`,
      },
    ]);
  }
  const accounts = new Uint8Array(count * 20);
  checksummed.forEach((address, at) => {
    accounts.set(hexToBytes(address.slice(2).toLowerCase()), at * 20);
  });
  return {
    entries: { count, accounts, checksummed, amounts, encoding, indexes: withIndex ? indexes : null },
    tree: { nodes, nodeOf, root: nodes.slice(0, 32) },
  };
}
