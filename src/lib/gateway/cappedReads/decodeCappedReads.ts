import { GatewayError } from '../GatewayError.ts';
import type { CappedRead } from './encodeCappedReads.ts';

/**
 * What one capped read gave. `gasUsed` is the gas the call took from the reader: the callee's own and a warm
 * call's 100 (0 for `code` and `balance`, which the reader does not measure).
 */
export type CappedOutcome =
  | { status: 'success'; data: string; gasUsed: number }
  | { status: 'reverted'; data: string; gasUsed: number }
  /** It used at least 15/16 of its gasCap: its answer may not be its own (a nested call may have starved). */
  | { status: 'outOfGas'; gasUsed: number }
  /** Its return (or code) is over its returnCap: not copied. */
  | { status: 'tooLarge'; size: number }
  /** Not enough gas was left to give it its gasCap, or the answer had no room left for it. */
  | { status: 'notRun' };

/** One entry of the answer: its outcome, and where the next entry starts (a hex index). */
type Decoded = { outcome: CappedOutcome; next: number };

const HEX = /^0x[0-9a-fA-F]*$/;
const UPPER = /[A-F]/;
/** An entry's head: status (1 byte), gas used (4) and size (4), as hex digits. */
const HEAD_HEX = 18;
/** Status bit 0: the call succeeded; bit 1: its return was over its cap and not copied. */
const SUCCEEDED = 1;
const NOT_COPIED = 2;
const BALANCE_BYTES = 32;

/** Refuses a malformed answer with the reason. */
function malformed(reason: string): GatewayError {
  return new GatewayError('badResponse', `capped reads answer is malformed: ${reason}`);
}

/**
 * The `bytes` at hex index `at` of `hex` as a new 0x string. Joined rather than sliced: a slice (and a string
 * built on it) may share the whole answer's memory, and a kept result would keep the whole answer alive.
 */
function copyData(hex: string, at: number, bytes: number): string {
  return ['0x', hex.slice(at, at + 2 * bytes)].join('');
}

/** The data of entry `index` (its head ends at `at`), which must lie inside the answer and fit its cap. */
function readData(hex: string, at: number, size: number, cap: number, index: number): number {
  if (size > cap) throw malformed(`read ${index} copied ${size} bytes, over its cap of ${cap}`);
  const next = at + 2 * size;
  if (next > hex.length) throw malformed(`read ${index}'s data is past the end`);
  return next;
}

/** Decodes entry `index` (a read of `read`) whose head starts at hex index `at`. */
function decodeEntry(hex: string, at: number, read: CappedRead, index: number): Decoded {
  if (at + HEAD_HEX > hex.length) throw malformed(`read ${index}'s head is past the end`);
  const status = Number.parseInt(hex.slice(at, at + 2), 16);
  const gasUsed = Number.parseInt(hex.slice(at + 2, at + 10), 16);
  const size = Number.parseInt(hex.slice(at + 10, at + HEAD_HEX), 16);
  const dataAt = at + HEAD_HEX;
  if (read.kind === 'balance') {
    if (status !== SUCCEEDED || gasUsed !== 0 || size !== BALANCE_BYTES) {
      throw malformed(`read ${index} is not a balance`);
    }
    const next = readData(hex, dataAt, size, BALANCE_BYTES, index);
    return { outcome: { status: 'success', data: copyData(hex, dataAt, size), gasUsed }, next };
  }
  const isCall = read.kind === 'call';
  if (status > (SUCCEEDED | NOT_COPIED)) throw malformed(`read ${index}'s status ${status} is unknown`);
  if (!isCall && ((status & SUCCEEDED) === 0 || gasUsed !== 0)) {
    throw malformed(`read ${index} is not a code read (status ${status}, gas ${gasUsed})`);
  }
  if (status & NOT_COPIED && size <= read.returnCap) {
    throw malformed(`read ${index} was not copied, yet its ${size} bytes are within its cap`);
  }
  const next = status & NOT_COPIED ? dataAt : readData(hex, dataAt, size, read.returnCap, index);
  if (isCall && gasUsed * 16 >= read.gasCap * 15) return { outcome: { status: 'outOfGas', gasUsed }, next };
  if (status & NOT_COPIED) return { outcome: { status: 'tooLarge', size }, next };
  const data = copyData(hex, dataAt, size);
  return { outcome: { status: status & SUCCEEDED ? 'success' : 'reverted', data, gasUsed }, next };
}

/**
 * The outcome of each of `reads` (as encoded by `encodeCappedReads`) from the eth_call `result`, in order:
 * the answer holds the reads that ran, and every read after its end is `notRun`. Throws GatewayError
 * `badResponse` when the answer is malformed: not hex, an entry past the end, a status or size that its read
 * could not give, or bytes after the last read. Returned data are lower-case and share no memory with `result`.
 */
export function decodeCappedReads(result: string, reads: readonly CappedRead[]): CappedOutcome[] {
  if (!HEX.test(result) || result.length % 2 !== 0) throw malformed('not whole bytes of hex');
  const hex = UPPER.test(result) ? result.toLowerCase() : result;
  const outcomes: CappedOutcome[] = [];
  let at = 2;
  for (const [index, read] of reads.entries()) {
    if (at === hex.length) {
      outcomes.push({ status: 'notRun' });
      continue;
    }
    const { outcome, next } = decodeEntry(hex, at, read, index);
    outcomes.push(outcome);
    at = next;
  }
  if (at !== hex.length) throw malformed('it holds more entries than reads were sent');
  return outcomes;
}
