import { AbiCoder, getAddress, toUtf8String } from 'ethers';
import {
  AppError,
  type DetailValuesArgs,
  type ErrorDetail,
  type ErrorInfo,
  errorDetail,
  type PlainErrorCode,
  toErrorInfo,
} from '../errors/AppError.ts';
import type { DetailCode } from '../errors/detailCodes.ts';
import { toDisplayText } from '../format/toDisplayText.ts';
import type { CallOutcome } from '../rpc/toCallOutcome.ts';

/** A value read from one call, or why it could not be read. */
export type Decoded<T> = { ok: true; value: T } | { ok: false; error: AppError };

/** The one-word types the page reads: unsigned and signed integers of any width, bool and address. */
export type WordType = `uint${number}` | `int${number}` | 'uint' | 'int' | 'bool' | 'address';

const WORD_HEX = 64;
const coder = AbiCoder.defaultAbiCoder();
const ERROR_STRING = '0x08c379a0';

/** The reason of a revert with `Error(string)`, cleaned for display; null for any other revert data. */
function revertReason(data: string): string | null {
  if (!data.startsWith(ERROR_STRING)) return null;
  try {
    const [reason] = coder.decode(['string'], `0x${data.slice(10)}`) as unknown as [string];
    return toDisplayText(reason, 120) || null;
  } catch {
    return null;
  }
}

/** The error a failed or malformed call gives, under `code`, with what happened as its detail. */
function failure<T, Key extends DetailCode>(
  code: PlainErrorCode,
  key: Key,
  ...values: DetailValuesArgs<Key>
): Decoded<T> {
  return { ok: false, error: new AppError(code, { detail: errorDetail(key, ...values) }) };
}

/** The same detail under another code. */
function refail<T>(code: PlainErrorCode, detail: ErrorDetail | undefined): Decoded<T> {
  return { ok: false, error: new AppError(code, detail ? { detail } : {}) };
}

/** Byte count of a 0x hex string. */
const byteLength = (data: string) => (data.length - 2) / 2;

/**
 * Checks a call's outcome and returns its data as `words` 32-byte words, or why not: it reverted (with its
 * reason when it gave one), returned nothing (no contract there?), or returned another length than expected.
 */
export function expectWords(
  outcome: CallOutcome | undefined,
  words: number,
  code: PlainErrorCode,
): Decoded<bigint[]> {
  if (!outcome) return failure(code, 'CALL_NO_ANSWER');
  if (!outcome.success) {
    if (outcome.nodeError !== undefined) return failure(code, 'CALL_NODE_ERROR', { code: outcome.nodeError });
    const reason = revertReason(outcome.returnData);
    return reason ? failure(code, 'CALL_REVERTED_WITH', { reason }) : failure(code, 'CALL_REVERTED');
  }
  const bytes = byteLength(outcome.returnData);
  if (bytes === 0) return failure(code, 'CALL_NO_DATA');
  if (bytes !== words * 32) return failure(code, 'CALL_WRONG_SIZE', { bytes, expected: words * 32 });
  const values: bigint[] = [];
  for (let word = 0; word < words; word++) {
    values.push(BigInt(`0x${outcome.returnData.slice(2 + word * WORD_HEX, 2 + (word + 1) * WORD_HEX)}`));
  }
  return { ok: true, value: values };
}

/** Reads one ABI word as `type`, refusing values the type cannot hold (a bool of 2, an address with high bits). */
export function wordAs(word: bigint, type: WordType): Decoded<bigint | boolean | string> {
  if (type === 'bool') {
    if (word > 1n) return failure('ENTRY_CALL_FAILED', 'CALL_NOT_BOOL', { value: word });
    return { ok: true, value: word === 1n };
  }
  if (type === 'address') {
    if (word >> 160n !== 0n) return failure('ENTRY_CALL_FAILED', 'CALL_NOT_ADDRESS');
    return { ok: true, value: getAddress(`0x${word.toString(16).padStart(40, '0')}`) };
  }
  const signed = type.startsWith('int');
  const bits = BigInt(type.replace(/^u?int/, '') || '256');
  if (!signed) {
    if (word >> bits !== 0n) return failure('ENTRY_CALL_FAILED', 'CALL_TOO_LARGE', { type });
    return { ok: true, value: word };
  }
  const value = BigInt.asIntN(256, word);
  if (BigInt.asIntN(Number(bits), value) !== value) {
    return failure('ENTRY_CALL_FAILED', 'CALL_OUT_OF_RANGE', { type });
  }
  return { ok: true, value };
}

/** One call returning one word of `type`: its value, or why it could not be read (reported under `code`). */
export function decodeWord<T extends bigint | boolean | string>(
  outcome: CallOutcome | undefined,
  type: WordType,
  code: PlainErrorCode,
): Decoded<T> {
  const words = expectWords(outcome, 1, code);
  if (!words.ok) return words;
  const value = wordAs(words.value[0] ?? 0n, type);
  return value.ok ? (value as Decoded<T>) : refail(code, value.error.detail);
}

/**
 * A short string a contract returns (a name or symbol: an ABI string, or the bytes32 some old tokens use), made
 * safe to show and capped at `max` characters; null when there is none or it cannot be read.
 */
export function decodeShortText(outcome: CallOutcome | undefined, max: number): string | null {
  if (!outcome?.success || byteLength(outcome.returnData) === 0) return null;
  let text: string;
  try {
    text =
      byteLength(outcome.returnData) === 32
        ? toUtf8String(outcome.returnData).replace(/\0+$/, '')
        : (coder.decode(['string'], outcome.returnData)[0] as string);
  } catch {
    return null;
  }
  return toDisplayText(text, max) || null;
}

/** The error part of a read value, for a section entry: null when it was read. */
export const errorOf = (decoded: Decoded<unknown>): ErrorInfo | null =>
  decoded.ok ? null : toErrorInfo(decoded.error);

/** The value of a read, or null. */
export const decodedValue = <T>(decoded: Decoded<T>): T | null => (decoded.ok ? decoded.value : null);
