import { hexToBytes } from '@noble/hashes/utils.js';
import type { ClaimColumns, ListIssue } from './claimsBuildTypes.ts';
import { parseListAddress } from './parseListAddress.ts';
import { toListError } from './toListError.ts';

/** A merkle-distributor JSON file, read and checked entry by entry (its tree is checked afterwards). */
export interface ParsedDistribution {
  entries: ClaimColumns;
  /** 0x and lower-case hex. */
  merkleRoot: string;
  tokenTotal: bigint;
  /** Each entry's proof as the file gives it, by index. */
  proofs: string[][];
}

const MAX_UINT256 = 2n ** 256n - 1n;
const HASH = /^0x[0-9a-fA-F]{64}$/;
const AMOUNT = /^(0x[0-9a-fA-F]+|[0-9]+)$/;

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** An amount as merkle-distributor writes it (a hex string; decimal digits are read too), or null. */
function readAmount(value: unknown): bigint | null {
  if (typeof value !== 'string' || !AMOUNT.test(value)) return null;
  const amount = BigInt(value);
  return amount > MAX_UINT256 ? null : amount;
}

/** The first position of the JSON text where JSON.parse stopped, as "line L, column C", when it says. */
function syntaxError(text: string, error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  const position = /position (\d+)/.exec(message)?.[1];
  if (position === undefined) return message;
  const before = text.slice(0, Number(position));
  const line = before.split('\n').length;
  return `${message.replace(/\s*\(line \d+ column \d+\)/, '')} (line ${line}, column ${before.length - before.lastIndexOf('\n')})`;
}

/** The file's top-level object, or CLAIMS_LIST_INVALID when it is not JSON or not an object. */
function readTopObject(text: string, label: string): Record<string, unknown> {
  let data: unknown;
  try {
    data = JSON.parse(text.replace(/^\uFEFF/, ''));
  } catch (error) {
    throw toListError(label, [
      { where: 'the file', problem: `is not valid JSON: ${syntaxError(text, error)}` },
    ]);
  }
  if (!isObject(data)) {
    throw toListError(label, [
      { where: 'the file', problem: 'must be an object with merkleRoot, tokenTotal and claims' },
    ]);
  }
  return data;
}

/** One entry's values, once its own fields are checked. */
interface ClaimEntry {
  index: number;
  amount: bigint;
  proof: string[];
}

/** One entry's `{ index, amount, proof }` checked on its own, for a list of `count` entries, or what is wrong. */
function readClaimEntry(entry: unknown, count: number): ClaimEntry | { problem: string } {
  if (!isObject(entry)) return { problem: 'must be an object { index, amount, proof }' };
  const amount = readAmount(entry.amount);
  if (amount === null) return { problem: 'amount must be an amount written as 0x hex' };
  if (amount === 0n) return { problem: 'amount must be positive: 0 cannot be claimed' };
  const { index, proof } = entry;
  if (typeof index !== 'number' || !Number.isSafeInteger(index) || index < 0) {
    return { problem: 'index must be a whole number, 0 or more' };
  }
  if (!Array.isArray(proof) || !proof.every((step) => typeof step === 'string' && HASH.test(step))) {
    return { problem: 'proof must be a list of 32-byte hashes (0x and 64 hex digits)' };
  }
  if (index >= count) {
    return {
      problem: `index ${index} leaves a gap: the ${count} entries must have indexes 0 to ${count - 1}`,
    };
  }
  return { index, amount, proof: proof as string[] };
}

/** The entries of `claims` placed by index, each checked; what is wrong is added to `issues`. */
function placeClaims(claims: Record<string, unknown>, issues: ListIssue[]) {
  const keys = Object.keys(claims);
  if (keys.length === 0) issues.push({ where: 'claims', problem: 'lists no entries' });
  const count = keys.length;
  const checksummed: string[] = new Array(count).fill('');
  const amounts: bigint[] = new Array(count).fill(0n);
  const proofs: string[][] = new Array(count);
  const listedAs = new Map<string, string>();
  for (const key of keys) {
    const where = key.slice(0, 50);
    const address = parseListAddress(key);
    if (!address.ok) {
      issues.push({ where, problem: address.problem });
      continue;
    }
    const other = listedAs.get(address.checksummed);
    if (other !== undefined) {
      issues.push({ where, problem: `is listed twice (also as ${other})` });
      continue;
    }
    listedAs.set(address.checksummed, key);
    const entry = readClaimEntry(claims[key], count);
    if ('problem' in entry) {
      issues.push({ where, problem: entry.problem });
      continue;
    }
    if (checksummed[entry.index] !== '') {
      issues.push({
        where,
        problem: `index ${entry.index} is also the index of ${checksummed[entry.index]}`,
      });
      continue;
    }
    checksummed[entry.index] = address.checksummed;
    amounts[entry.index] = entry.amount;
    proofs[entry.index] = entry.proof;
  }
  return { count, checksummed, amounts, proofs };
}

/**
 * Reads a distribution in merkle-distributor's JSON format (`merkleRoot`, `tokenTotal`, and `claims` of
 * address → `{ index, amount, proof }`, as its `generate-merkle-root` script writes it) and checks each entry:
 * a valid address listed once (case variants count as the same address), a positive amount, a proof of
 * 32-byte hashes, and indexes running from 0 without gaps. Throws CLAIMS_LIST_INVALID naming the entries at
 * fault; the tree itself is checked by `checkDistribution`.
 */
export function parseDistributionJson(text: string, label: string): ParsedDistribution {
  const { merkleRoot, tokenTotal, claims } = readTopObject(text, label);
  const issues: ListIssue[] = [];
  if (typeof merkleRoot !== 'string' || !HASH.test(merkleRoot)) {
    issues.push({ where: 'merkleRoot', problem: 'must be 0x and 64 hex digits' });
  }
  const total = readAmount(tokenTotal);
  if (total === null) issues.push({ where: 'tokenTotal', problem: 'must be an amount written as 0x hex' });
  if (!isObject(claims)) {
    issues.push({ where: 'claims', problem: 'must be an object of address → { index, amount, proof }' });
    throw toListError(label, issues);
  }
  const { count, checksummed, amounts, proofs } = placeClaims(claims, issues);
  if (issues.length > 0) throw toListError(label, issues);
  const accounts = new Uint8Array(count * 20);
  checksummed.forEach((address, index) => {
    accounts.set(hexToBytes(address.slice(2).toLowerCase()), index * 20);
  });
  return {
    entries: { count, accounts, checksummed, amounts },
    merkleRoot: String(merkleRoot).toLowerCase(),
    tokenTotal: total ?? 0n,
    proofs,
  };
}
