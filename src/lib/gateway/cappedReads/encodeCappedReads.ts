import { GatewayError } from '../GatewayError.ts';
import { CAPPED_READS_CODE } from './cappedReadsCode.ts';

/**
 * One read of a capped batch: a `call` of `target` with `data` that gets exactly `gasCap` gas and copies back at
 * most `returnCap` bytes; the `code` of `target` (at most `returnCap` bytes); or the `balance` of `target` in wei.
 */
export type CappedRead =
  | { kind: 'call'; target: string; data: string; gasCap: number; returnCap: number }
  | { kind: 'code'; target: string; returnCap: number }
  | { kind: 'balance'; target: string };

/** The bytes of the code alone. */
export const CAPPED_READS_CODE_BYTES = (CAPPED_READS_CODE.length - 2) / 2;

/** EIP-3860's limit on creation code, which eth_call enforces on data sent without `to`. */
export const MAX_CAPPED_READS_BYTES = 49_152;

/**
 * EIP-170's limit on the code a constructor returns, which bounds the answer: the reader stops before an entry
 * whose answer (9 bytes and its data) would pass it, and that entry and every later one are `notRun`.
 */
export const MAX_CAPPED_READS_ANSWER_BYTES = 24_576;

/** A gas or byte cap fits the answer's 4 bytes. */
const MAX_CAP = 0xffff_ffff;
const ADDRESS = /^0x[0-9a-fA-F]{40}$/;
const HEX_DATA = /^0x(?:[0-9a-fA-F]{2})*$/;
/** Each entry's first byte: what it reads. */
const KIND_HEX = { call: '00', code: '01', balance: '02' } as const;
/** The bytes of each kind's head before its data (kind, target and its caps). */
const HEAD_BYTES = { call: 33, code: 25, balance: 21 } as const;

/** The refusal of a read that cannot be encoded. */
const refused = (index: number, what: string) =>
  new GatewayError('refused', `capped read ${index}'s ${what}`);

/** `value` as 4 bytes of hex; refused unless it is a whole number from 0 to 2^32 - 1. */
function u32Hex(value: number, index: number, what: string): string {
  if (!Number.isInteger(value) || value < 0 || value > MAX_CAP) {
    throw refused(index, `${what} is not a whole number from 0 to ${MAX_CAP}`);
  }
  return value.toString(16).padStart(8, '0');
}

/** The hex (no prefix) of one read's entry. */
function encodeRead(read: CappedRead, index: number): string {
  if (!ADDRESS.test(read.target)) throw refused(index, 'target is not a 20-byte hex address');
  const head = KIND_HEX[read.kind] + read.target.slice(2).toLowerCase();
  if (read.kind === 'balance') return head;
  const returnCap = u32Hex(read.returnCap, index, 'returnCap');
  if (read.kind === 'code') return head + returnCap;
  if (!HEX_DATA.test(read.data)) throw refused(index, 'data is not whole bytes of hex');
  const data = read.data.slice(2).toLowerCase();
  return (
    head + u32Hex(read.gasCap, index, 'gasCap') + returnCap + u32Hex(data.length / 2, index, 'size') + data
  );
}

/** Bytes one read adds to the data (so a caller can pack within MAX_CAPPED_READS_BYTES). */
export function cappedReadBytes(read: CappedRead): number {
  return read.kind === 'call' ? HEAD_BYTES.call + (read.data.length - 2) / 2 : HEAD_BYTES[read.kind];
}

/**
 * The eth_call data (creation code and inputs, lower-case 0x hex) that reads `reads` in order: send it with no
 * `to`. Throws GatewayError `refused` for a target that is not 20 bytes of hex, data that is not whole bytes of
 * hex, a cap outside 0 to 2^32 - 1, or reads that take the data past {@link MAX_CAPPED_READS_BYTES}.
 */
export function encodeCappedReads(reads: readonly CappedRead[]): string {
  let hex = CAPPED_READS_CODE;
  for (const [index, read] of reads.entries()) hex += encodeRead(read, index);
  const bytes = (hex.length - 2) / 2;
  if (bytes > MAX_CAPPED_READS_BYTES) {
    throw new GatewayError(
      'refused',
      `capped reads take ${bytes} bytes, over the ${MAX_CAPPED_READS_BYTES} of EIP-3860`,
    );
  }
  return hex;
}
