import { GatewayError } from '../GatewayError.ts';

/** The selector of Multicall3's `aggregate3((address,bool,bytes)[])`. */
export const AGGREGATE3_SELECTOR = '0x82ad56cb';

/** One inner call of an aggregate3: its target, the first 4 bytes of its calldata (null when shorter) and its size. */
export interface Aggregate3Call {
  target: string;
  selector: string | null;
  dataBytes: number;
}

/** Hex digits in one 32-byte word. */
const WORD = 64;
const HEX_DATA = /^0x(?:[0-9a-f]{2})*$/;
/** A word's upper 28 bytes, which an offset or length below 2^32 leaves zero. */
const HIGH_ZEROS = '0'.repeat(WORD - 8);
/** An address word's 12 zero bytes before the address. */
const ADDRESS_PAD = '0'.repeat(24);
/** A bool word's 31 zero bytes before its last. */
const BOOL_PAD = '0'.repeat(WORD - 1);

/** Refuses malformed calldata with the reason. */
function malformed(reason: string): GatewayError {
  return new GatewayError('refused', `aggregate3 calldata is malformed: ${reason}`);
}

/**
 * Decodes the targets (and inner selectors) of Multicall3 `aggregate3` calldata without an ABI library,
 * reading the hex in place (only the words it needs), following every offset as Solidity's decoder does and
 * refusing (GatewayError `refused`) anything a strict decoder would not read the same way: a word past the end,
 * an offset or length of 2^32 or more, an address with dirty upper bytes, an `allowFailure` other than 0 or 1,
 * or another selector. Upper-case hex is read as lower case.
 */
export function decodeAggregate3Calls(data: string): Aggregate3Call[] {
  const hex = data.toLowerCase();
  if (!HEX_DATA.test(hex)) throw malformed('not hex');
  if (!hex.startsWith(AGGREGATE3_SELECTOR)) throw malformed('not an aggregate3 call');
  // Positions below are in bytes from the start of the arguments, after the selector.
  const base = AGGREGATE3_SELECTOR.length;
  const size = (hex.length - base) / 2;

  /** The index in `hex` of the 32-byte word at byte `position`, which must lie inside the arguments. */
  const wordAt = (position: number, what: string): number => {
    if (position < 0 || position + 32 > size) throw malformed(`${what} is past the end`);
    return base + 2 * position;
  };

  /** A word read as an offset or length: refused unless it is below 2^32 (the body is far smaller anyway). */
  const small = (position: number, what: string): number => {
    const at = wordAt(position, what);
    if (!hex.startsWith(HIGH_ZEROS, at)) throw malformed(`${what} is too large`);
    return Number.parseInt(hex.slice(at + WORD - 8, at + WORD), 16);
  };

  const arrayAt = small(0, 'the array offset');
  const count = small(arrayAt, 'the array length');
  const headAt = arrayAt + 32;
  if (count * 32 > size - headAt) throw malformed('the array is longer than the calldata');

  const calls: Aggregate3Call[] = new Array(count);
  for (let index = 0; index < count; index++) {
    const tupleAt = headAt + small(headAt + index * 32, `call ${index}'s offset`);
    const target = wordAt(tupleAt, `call ${index}'s target`);
    if (!hex.startsWith(ADDRESS_PAD, target)) throw malformed(`call ${index}'s target is not an address`);
    const allowFailure = wordAt(tupleAt + 32, `call ${index}'s allowFailure`);
    const flag = hex.charCodeAt(allowFailure + WORD - 1);
    if (!hex.startsWith(BOOL_PAD, allowFailure) || (flag !== 48 && flag !== 49)) {
      throw malformed(`call ${index}'s allowFailure is not a bool`);
    }
    const callDataAt = tupleAt + small(tupleAt + 64, `call ${index}'s calldata offset`);
    const length = small(callDataAt, `call ${index}'s calldata length`);
    if (length > size - (callDataAt + 32)) throw malformed(`call ${index}'s calldata is past the end`);
    const start = base + 2 * (callDataAt + 32);
    calls[index] = {
      target: `0x${hex.slice(target + 24, target + WORD)}`,
      selector: length >= 4 ? `0x${hex.slice(start, start + 8)}` : null,
      dataBytes: length,
    };
  }
  return calls;
}
