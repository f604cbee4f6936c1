import { hexToBytes } from '@noble/hashes/utils.js';
import type { ClaimColumns, ListIssue } from './claimsBuildTypes.ts';
import { parseListAddress } from './parseListAddress.ts';
import { toListError } from './toListError.ts';

const MAX_UINT256 = 2n ** 256n - 1n;
const DECIMAL = /^[0-9]+$/;
const HEX = /^0x[0-9a-fA-F]+$/;
const FRACTION = /^[0-9]*\.[0-9]*$/;

/** A field without the spaces around it and one pair of double quotes, as spreadsheets may write it. */
function cell(text: string): string {
  const trimmed = text.trim();
  return trimmed.length >= 2 && trimmed.startsWith('"') && trimmed.endsWith('"')
    ? trimmed.slice(1, -1).trim()
    : trimmed;
}

/** The amount of a line in base units, or the rule it breaks. */
function readAmount(text: string): bigint | string {
  if (FRACTION.test(text)) {
    return `amount "${text}" has a decimal point: amounts are whole numbers of base units (1.5 tokens of 18 decimals is 1500000000000000000)`;
  }
  if (!DECIMAL.test(text) && !HEX.test(text)) {
    return `amount "${text.slice(0, 40)}" is not a whole number (decimal digits, or 0x and hex digits)`;
  }
  const amount = BigInt(text);
  if (amount === 0n) return 'amount must be positive: 0 cannot be claimed';
  if (amount > MAX_UINT256) return 'amount is larger than a uint256 can hold';
  return amount;
}

/**
 * Reads a CSV of `address,amount` lines (an optional `address,amount` header, blank lines ignored; amounts in
 * base units, decimal or 0x hex) into the entries merkle-distributor's `parseBalanceMap` would make: every
 * address checksummed and listed once, every amount positive, and indexes given by the sorted checksummed
 * addresses (JavaScript's default string order). Throws CLAIMS_LIST_INVALID naming the lines at fault.
 */
export function parseClaimsCsv(text: string, label: string): ClaimColumns {
  const lines = text.replace(/^\uFEFF/, '').split(/\r?\n/);
  const issues: ListIssue[] = [];
  const checksummed: string[] = [];
  const amounts: bigint[] = [];
  const firstLine = new Map<string, number>();
  let header = true;
  for (const [offset, line] of lines.entries()) {
    if (line.trim() === '') continue;
    const where = `line ${offset + 1}`;
    const fields = line.split(',').map(cell);
    if (header) {
      header = false;
      if (fields[0]?.toLowerCase() === 'address') continue;
    }
    if (fields.length !== 2) {
      issues.push({ where, problem: `expected 2 fields, address,amount; found ${fields.length}` });
      continue;
    }
    const [addressText = '', amountText = ''] = fields;
    const address = parseListAddress(addressText);
    if (!address.ok) {
      issues.push({ where, problem: `"${addressText.slice(0, 50)}" ${address.problem}` });
      continue;
    }
    const amount = readAmount(amountText);
    if (typeof amount === 'string') {
      issues.push({ where, problem: amount });
      continue;
    }
    const first = firstLine.get(address.checksummed);
    if (first !== undefined) {
      issues.push({ where, problem: `${address.checksummed} is listed twice (first on line ${first})` });
      continue;
    }
    firstLine.set(address.checksummed, offset + 1);
    checksummed.push(address.checksummed);
    amounts.push(amount);
  }
  if (issues.length === 0 && checksummed.length === 0) {
    issues.push({ where: 'the file', problem: 'lists no entries' });
  }
  if (issues.length > 0) throw toListError(label, issues);
  const order = checksummed.map((_, position) => position);
  order.sort((a, b) => {
    const [left = '', right = ''] = [checksummed[a], checksummed[b]];
    return left < right ? -1 : left > right ? 1 : 0;
  });
  const sorted = order.map((position) => checksummed[position] ?? '');
  const accounts = new Uint8Array(order.length * 20);
  sorted.forEach((address, index) => {
    accounts.set(hexToBytes(address.slice(2).toLowerCase()), index * 20);
  });
  return {
    count: order.length,
    accounts,
    checksummed: sorted,
    amounts: order.map((position) => amounts[position] ?? 0n),
  };
}
