import { AGGREGATE3_SELECTOR } from '../aggregate3/decodeAggregate3Calls.ts';
import { decodeAggregate3Results, hasFailureWithoutData } from '../aggregate3/decodeAggregate3Results.ts';
import type { RpcCall } from '../policy/checkRpcCall.ts';

/** What a merged call's answer says of one of its reads. */
export type MergedEntry =
  /** Its own result (the bytes of its own call, or a helper's word as a quantity). */
  | { kind: 'result'; result: string }
  /** It reverted with `data` (`0x`: without data), as it would alone. */
  | { kind: 'reverted'; data: string }
  /** It failed after another read of the call failed without data (which may have used up the gas): again. */
  | { kind: 'starved' };

/** Multicall3's `getEthBalance(address)` and `getBlockNumber()`: eth_getBalance and eth_blockNumber as calls. */
const GET_ETH_BALANCE = '0x4d2301cc';
const GET_BLOCK_NUMBER = '0x42cbb15c';

/** A read as one entry of a merged aggregate3 on `multicall3`: its target and calldata. */
export function toMergedEntry(call: RpcCall, multicall3: string): { target: string; callData: string } {
  if (call.method === 'eth_getBalance') {
    return {
      target: multicall3,
      callData: `${GET_ETH_BALANCE}${String(call.params[0]).slice(2).padStart(64, '0')}`,
    };
  }
  if (call.method === 'eth_blockNumber') return { target: multicall3, callData: GET_BLOCK_NUMBER };
  const { to, data } = call.params[0] as { to: string; data: string };
  return { target: to, callData: data };
}

/** A 32-byte word as a JSON-RPC quantity (`0x0`, `0x1bc16d674ec80000`), as nodes write them; null otherwise. */
export function wordToQuantity(word: string): string | null {
  if (!/^0x[0-9a-f]{64}$/i.test(word)) return null;
  return `0x${BigInt(word).toString(16)}`;
}

/** True when a nested aggregate3's results hold a failure without data (what running out of gas leaves). */
function hasEmptyFailure(aggregate3Result: string): boolean {
  try {
    return hasFailureWithoutData(aggregate3Result);
  } catch {
    return true;
  }
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

const isNested = (call: RpcCall) =>
  call.method === 'eth_call' && (call.params[0] as { data: string }).data.startsWith(AGGREGATE3_SELECTOR);

/**
 * Reads the `result` of a merged aggregate3 back to its reads' `calls` (in order). Every entry gets all the
 * gas left, so an entry that burns it all (alone, or inside a nested aggregate3, which then holds a failure
 * without data) starves those after it: they fail without data, or a nested aggregate3 among them holds such
 * failures. So the first entry with a failure without data counts as its own answer, and only after it is a
 * failure without data (or a nested one holding one) counted as starved; a revert with data is always the
 * read's own. A helper's word becomes a quantity. Null when the answer is not one result per read: the call
 * failed as a whole.
 */
export function readMergedAnswer(calls: readonly RpcCall[], result: string): MergedEntry[] | null {
  const results = decodeOrNull(result, calls.length);
  if (!results) return null;
  let starving = false;
  /** A failure without data: starved after an earlier one, else its own (and those after it may starve). */
  const emptyFailure = (own: MergedEntry): MergedEntry => {
    if (starving) return { kind: 'starved' };
    starving = true;
    return own;
  };
  return calls.map((call, index) => {
    const { success, returnData } = results[index] as { success: boolean; returnData: string };
    if (!success) {
      return returnData === '0x'
        ? emptyFailure({ kind: 'reverted', data: '0x' })
        : { kind: 'reverted', data: returnData };
    }
    if (call.method === 'eth_getBalance' || call.method === 'eth_blockNumber') {
      const quantity = wordToQuantity(returnData);
      return quantity === null ? { kind: 'starved' } : { kind: 'result', result: quantity };
    }
    const own: MergedEntry = { kind: 'result', result: returnData };
    return isNested(call) && hasEmptyFailure(returnData) ? emptyFailure(own) : own;
  });
}
