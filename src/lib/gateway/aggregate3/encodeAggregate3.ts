import { GatewayError } from '../GatewayError.ts';
import { AGGREGATE3_SELECTOR } from './decodeAggregate3Calls.ts';

/** One call of an aggregate3: Multicall3 calls `target` with `callData`; `allowFailure` keeps a revert local. */
export interface Aggregate3Entry {
  target: string;
  allowFailure: boolean;
  callData: string;
}

const ADDRESS = /^0x[0-9a-fA-F]{40}$/;
const HEX_DATA = /^0x(?:[0-9a-fA-F]{2})*$/;
const WORD_HEX = 64;

/** A number as one 32-byte word (hex, no prefix). */
const word = (value: number): string => value.toString(16).padStart(WORD_HEX, '0');

/** The bytes of `hex` (no prefix) followed by zeros up to a whole number of words. */
const padded = (hex: string): string => hex.padEnd(Math.ceil(hex.length / WORD_HEX) * WORD_HEX, '0');

/** The ABI encoding (hex, no prefix) of one `(address,bool,bytes)` tuple, its checked fields lower-cased. */
function encodeEntry(entry: Aggregate3Entry, index: number): string {
  if (!ADDRESS.test(entry.target)) {
    throw new GatewayError('refused', `aggregate3 entry ${index}'s target is not a 20-byte hex address`);
  }
  if (!HEX_DATA.test(entry.callData)) {
    throw new GatewayError('refused', `aggregate3 entry ${index}'s calldata is not whole bytes of hex`);
  }
  const callData = entry.callData.slice(2).toLowerCase();
  return [
    entry.target.slice(2).toLowerCase().padStart(WORD_HEX, '0'),
    word(entry.allowFailure ? 1 : 0),
    word(3 * 32),
    word(callData.length / 2),
    padded(callData),
  ].join('');
}

/**
 * Encodes Multicall3 `aggregate3((address,bool,bytes)[])` calldata (selector included, lower-case hex) the way
 * Solidity and ethers do, without an ABI library. Throws GatewayError `refused` for a target that is not 20
 * bytes of hex or calldata that is not whole bytes of hex.
 */
export function encodeAggregate3(calls: readonly Aggregate3Entry[]): string {
  const tuples = calls.map(encodeEntry);
  const offsets: string[] = [];
  let offset = tuples.length * 32;
  for (const tuple of tuples) {
    offsets.push(word(offset));
    offset += tuple.length / 2;
  }
  return [AGGREGATE3_SELECTOR, word(32), word(tuples.length), ...offsets, ...tuples].join('');
}
