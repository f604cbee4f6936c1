import { GatewayError } from '../GatewayError.ts';

/** The selector of Multicall3's `aggregate3((address,bool,bytes)[])`. */
export const AGGREGATE3_SELECTOR = '0x82ad56cb';

/** One inner call of an aggregate3: its target and the first 4 bytes of its calldata (null when shorter). */
export interface Aggregate3Call {
  target: string;
  selector: string | null;
}

const WORD = 32;
const HEX_DATA = /^0x(?:[0-9a-fA-F]{2})*$/;

/** Refuses malformed calldata with the reason. */
function malformed(reason: string): GatewayError {
  return new GatewayError('refused', `aggregate3 calldata is malformed: ${reason}`);
}

function toBytes(data: string): Uint8Array {
  if (!HEX_DATA.test(data)) throw malformed('not hex');
  const bytes = new Uint8Array((data.length - 2) / 2);
  for (let index = 0; index < bytes.length; index++) {
    bytes[index] = Number.parseInt(data.slice(2 + index * 2, 4 + index * 2), 16);
  }
  return bytes;
}

function toHex(bytes: Uint8Array): string {
  return `0x${Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')}`;
}

/**
 * Decodes the targets (and inner selectors) of Multicall3 `aggregate3` calldata without an ABI library,
 * following every offset as Solidity's decoder does and refusing (GatewayError `refused`) anything a strict
 * decoder would not read the same way: a word past the end, an offset or length of 2^32 or more, an address
 * with dirty upper bytes, an `allowFailure` other than 0 or 1, or another selector.
 */
export function decodeAggregate3Calls(data: string): Aggregate3Call[] {
  const bytes = toBytes(data);
  if (bytes.length < 4 || toHex(bytes.subarray(0, 4)) !== AGGREGATE3_SELECTOR) {
    throw malformed('not an aggregate3 call');
  }
  const args = 4;

  /** The 32-byte word at `position`, which must lie inside the calldata. */
  const word = (position: number, what: string): Uint8Array => {
    if (position < 0 || position + WORD > bytes.length) throw malformed(`${what} is past the end`);
    return bytes.subarray(position, position + WORD);
  };

  /** A word read as an offset or length: refused unless it is below 2^32 (the body is far smaller anyway). */
  const small = (position: number, what: string): number => {
    const value = word(position, what);
    if (value.subarray(0, WORD - 4).some((byte) => byte !== 0)) throw malformed(`${what} is too large`);
    return new DataView(value.buffer, value.byteOffset + WORD - 4, 4).getUint32(0);
  };

  const arrayAt = args + small(args, 'the array offset');
  const count = small(arrayAt, 'the array length');
  const headAt = arrayAt + WORD;
  if (count * WORD > bytes.length - headAt) throw malformed('the array is longer than the calldata');

  const calls: Aggregate3Call[] = [];
  for (let index = 0; index < count; index++) {
    const tupleAt = headAt + small(headAt + index * WORD, `call ${index}'s offset`);
    const target = word(tupleAt, `call ${index}'s target`);
    if (target.subarray(0, 12).some((byte) => byte !== 0)) {
      throw malformed(`call ${index}'s target is not an address`);
    }
    const allowFailure = word(tupleAt + WORD, `call ${index}'s allowFailure`);
    if (allowFailure.subarray(0, WORD - 1).some((byte) => byte !== 0) || (allowFailure[WORD - 1] ?? 2) > 1) {
      throw malformed(`call ${index}'s allowFailure is not a bool`);
    }
    const callDataAt = tupleAt + small(tupleAt + 2 * WORD, `call ${index}'s calldata offset`);
    const length = small(callDataAt, `call ${index}'s calldata length`);
    if (length > bytes.length - (callDataAt + WORD))
      throw malformed(`call ${index}'s calldata is past the end`);
    calls.push({
      target: toHex(target.subarray(12)),
      selector: length >= 4 ? toHex(bytes.subarray(callDataAt + WORD, callDataAt + WORD + 4)) : null,
    });
  }
  return calls;
}
