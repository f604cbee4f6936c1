import { GatewayError } from '../GatewayError.ts';

/** One result of an aggregate3: whether the call succeeded and its return (or revert) data, lower-case hex. */
export interface Aggregate3Result {
  success: boolean;
  returnData: string;
}

const WORD = 32;
const HEX_DATA = /^0x(?:[0-9a-fA-F]{2})*$/;
/** Hex data already in lower case, as nodes write it: it needs no lower-casing, a copy of the whole answer. */
const LOWER_HEX_DATA = /^0x(?:[0-9a-f]{2})*$/;
/** Hex digits of a word's upper 28 bytes, which an offset or length below 2^32 leaves zero. */
const HIGH_ZEROS = '0'.repeat(2 * (WORD - 4));
/** The only two words a bool may be. */
const FALSE = '0'.repeat(2 * WORD);
const TRUE = `${'0'.repeat(2 * WORD - 1)}1`;

/** Refuses a malformed upstream answer with the reason. */
function malformed(reason: string): GatewayError {
  return new GatewayError('badResponse', `aggregate3 result is malformed: ${reason}`);
}

/** The value of the 8 hex digits of `hex` from `at` (lower-case hex, already checked). */
function readUint32(hex: string, at: number): number {
  let value = 0;
  for (let index = at; index < at + 8; index++) {
    const code = hex.charCodeAt(index);
    value = value * 16 + (code <= 57 ? code - 48 : code - 87);
  }
  return value;
}

/**
 * Checks `returnData` as the decoder below reads it and calls `visit` with each result's success and where its
 * data lies in `hex` (the answer without `0x`, lower case), without copying any of it; `visit` may stop the walk
 * by returning true.
 */
function walkAggregate3Results(
  returnData: string,
  visit: (hex: string, success: boolean, start: number, length: number) => boolean,
): void {
  let hex: string;
  if (LOWER_HEX_DATA.test(returnData)) hex = returnData.slice(2);
  else if (HEX_DATA.test(returnData)) hex = returnData.slice(2).toLowerCase();
  else throw malformed('not hex');
  const size = hex.length / 2;

  /** Refuses a word at byte `position` that does not lie inside the answer. */
  const within = (position: number, what: string) => {
    if (position + WORD > size) throw malformed(`${what} is past the end`);
  };

  /** A word read as an offset or length: refused unless it is below 2^32 (the answer is far smaller anyway). */
  const small = (position: number, what: string): number => {
    within(position, what);
    if (!hex.startsWith(HIGH_ZEROS, 2 * position)) throw malformed(`${what} is too large`);
    return readUint32(hex, 2 * position + HIGH_ZEROS.length);
  };

  const arrayAt = small(0, 'the array offset');
  const count = small(arrayAt, 'the array length');
  const headAt = arrayAt + WORD;
  if (count * WORD > size - headAt) throw malformed('the array is longer than the answer');

  let dataBytes = 0;
  for (let index = 0; index < count; index++) {
    const tupleAt = headAt + small(headAt + index * WORD, `result ${index}'s offset`);
    within(tupleAt, `result ${index}'s success`);
    const success = hex.startsWith(TRUE, 2 * tupleAt);
    if (!success && !hex.startsWith(FALSE, 2 * tupleAt)) {
      throw malformed(`result ${index}'s success is not a bool`);
    }
    const dataAt = tupleAt + small(tupleAt + WORD, `result ${index}'s data offset`);
    const length = small(dataAt, `result ${index}'s data length`);
    if (length > size - (dataAt + WORD)) throw malformed(`result ${index}'s data is past the end`);
    dataBytes += length;
    if (dataBytes > size) throw malformed('the results hold more data than the answer');
    if (visit(hex, success, 2 * (dataAt + WORD), 2 * length)) break;
  }
}

/**
 * Decodes the `(bool success, bytes returnData)[]` that Multicall3 `aggregate3` returns, without an ABI
 * library, following every offset as Solidity's decoder does and refusing (GatewayError `badResponse`) what a
 * strict decoder would not read the same way: a word past the end, an offset or length of 2^32 or more, a
 * `success` other than 0 or 1, or results whose data add up to more bytes than the answer holds (offsets that
 * point many results at one large blob). As in Solidity, the zero padding after the last data may be missing.
 */
export function decodeAggregate3Results(returnData: string): Aggregate3Result[] {
  const results: Aggregate3Result[] = [];
  walkAggregate3Results(returnData, (hex, success, start, length) => {
    results.push({ success, returnData: `0x${hex.slice(start, start + length)}` });
    return false;
  });
  return results;
}

/**
 * True when the aggregate3 results in `returnData` hold a failure without data (what running out of gas
 * leaves), read as {@link decodeAggregate3Results} reads them but without copying any result's data. It stops
 * at the first such failure, so it throws the decoder's GatewayError `badResponse` only for a malformed answer
 * without one before the flaw.
 */
export function hasFailureWithoutData(returnData: string): boolean {
  let failed = false;
  walkAggregate3Results(returnData, (_hex, success, _start, length) => {
    failed = !success && length === 0;
    return failed;
  });
  return failed;
}
