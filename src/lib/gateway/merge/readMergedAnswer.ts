import { decodeAggregate3Results } from '../aggregate3/decodeAggregate3Results.ts';
import type { MergeableRead } from './toMergeableRead.ts';

/** What a merged call's answer says of each of its reads, by position. */
export interface MergedReading {
  /** Reads answered, with their own result. */
  answered: { index: number; result: string }[];
  /** Reads whose entry failed: to be sent alone, for the node's own error. */
  alone: number[];
  /** Reads with a failure that left no data after another read (which may have used up the gas): to be sent again at the head of a call. */
  atHead: number[];
}

/** The merged call's results, or null when they are not `count` well-formed aggregate3 results. */
function decodeOrNull(result: string, count: number) {
  try {
    const results = decodeAggregate3Results(result);
    return results.length === count ? results : null;
  } catch {
    return null;
  }
}

/** True when a nested aggregate3's results hold a failure without data (what running out of gas leaves). */
function hasEmptyFailure(aggregate3Result: string): boolean {
  try {
    return decodeAggregate3Results(aggregate3Result).some(
      (result) => !result.success && result.returnData === '0x',
    );
  } catch {
    return true;
  }
}

/**
 * Reads the `result` of a merged aggregate3 back to its `reads` (in order): each read's own result, or that it
 * must be sent again alone (its entry failed) or at the head of a call (a failure without data after another
 * read, its own or inside its nested aggregate3). Null when the answer is not one result per read: the call
 * failed as a whole.
 */
export function readMergedAnswer(reads: readonly MergeableRead[], result: string): MergedReading | null {
  const results = decodeOrNull(result, reads.length);
  if (!results) return null;
  const reading: MergedReading = { answered: [], alone: [], atHead: [] };
  reads.forEach((read, index) => {
    const { success, returnData } = results[index] as { success: boolean; returnData: string };
    const mayBeStarved =
      index > 0 && (success ? read.starvable && hasEmptyFailure(returnData) : returnData === '0x');
    const value = success ? read.toResult(returnData) : null;
    if (mayBeStarved) reading.atHead.push(index);
    else if (value === null) reading.alone.push(index);
    else reading.answered.push({ index, result: value });
  });
  return reading;
}
