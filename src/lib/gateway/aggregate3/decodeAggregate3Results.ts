import { GatewayError } from '../GatewayError.ts';

/** One result of an aggregate3: whether the call succeeded and its return (or revert) data, lower-case hex. */
export interface Aggregate3Result {
  success: boolean;
  returnData: string;
}

const WORD = 32;
const HEX_DATA = /^0x(?:[0-9a-fA-F]{2})*$/;
/** Hex digits of a word's upper 28 bytes, which an offset or length below 2^32 leaves zero. */
const HIGH_ZEROS = '0'.repeat(2 * (WORD - 4));
/** The only two words a bool may be. */
const FALSE = '0'.repeat(2 * WORD);
const TRUE = `${'0'.repeat(2 * WORD - 1)}1`;

/** Refuses a malformed upstream answer with the reason. */
function malformed(reason: string): GatewayError {
  return new GatewayError('badResponse', `aggregate3 result is malformed: ${reason}`);
}

/**
 * Decodes the `(bool success, bytes returnData)[]` that Multicall3 `aggregate3` returns, without an ABI
 * library, following every offset as Solidity's decoder does and refusing (GatewayError `badResponse`) what a
 * strict decoder would not read the same way: a word past the end, an offset or length of 2^32 or more, a
 * `success` other than 0 or 1, or results whose data add up to more bytes than the answer holds (offsets that
 * point many results at one large blob). As in Solidity, the zero padding after the last data may be missing.
 */
export function decodeAggregate3Results(returnData: string): Aggregate3Result[] {
  if (!HEX_DATA.test(returnData)) throw malformed('not hex');
  const hex = returnData.slice(2).toLowerCase();
  const size = hex.length / 2;

  /** The hex of the 32-byte word at byte `position`, which must lie inside the answer. */
  const word = (position: number, what: string): string => {
    if (position + WORD > size) throw malformed(`${what} is past the end`);
    return hex.slice(2 * position, 2 * (position + WORD));
  };

  /** A word read as an offset or length: refused unless it is below 2^32 (the answer is far smaller anyway). */
  const small = (position: number, what: string): number => {
    const value = word(position, what);
    if (!value.startsWith(HIGH_ZEROS)) throw malformed(`${what} is too large`);
    return Number.parseInt(value.slice(HIGH_ZEROS.length), 16);
  };

  const arrayAt = small(0, 'the array offset');
  const count = small(arrayAt, 'the array length');
  const headAt = arrayAt + WORD;
  if (count * WORD > size - headAt) throw malformed('the array is longer than the answer');

  const results: Aggregate3Result[] = [];
  let dataBytes = 0;
  for (let index = 0; index < count; index++) {
    const tupleAt = headAt + small(headAt + index * WORD, `result ${index}'s offset`);
    const success = word(tupleAt, `result ${index}'s success`);
    if (success !== FALSE && success !== TRUE) throw malformed(`result ${index}'s success is not a bool`);
    const dataAt = tupleAt + small(tupleAt + WORD, `result ${index}'s data offset`);
    const length = small(dataAt, `result ${index}'s data length`);
    if (length > size - (dataAt + WORD)) throw malformed(`result ${index}'s data is past the end`);
    dataBytes += length;
    if (dataBytes > size) throw malformed('the results hold more data than the answer');
    const start = 2 * (dataAt + WORD);
    results.push({ success: success === TRUE, returnData: `0x${hex.slice(start, start + 2 * length)}` });
  }
  return results;
}
