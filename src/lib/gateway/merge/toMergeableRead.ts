import type { RpcCall } from '../policy/checkRpcCall.ts';
import { AGGREGATE3_SELECTOR, decodeAggregate3Calls } from '../aggregate3/decodeAggregate3Calls.ts';

/** Multicall3's `getEthBalance(address)` and `getBlockNumber()`: eth_getBalance and eth_blockNumber as calls. */
const GET_ETH_BALANCE = '0x4d2301cc';
const GET_BLOCK_NUMBER = '0x42cbb15c';

/**
 * Estimated gas of the parts of a read, for sizing merged calls (generous: a short estimate costs a split).
 * Measured on anvil: the bench's refresh of 18 sub-calls (8 tokens' balanceOf and name, one name 10 KB long)
 * uses 819k gas, calldata included.
 */
export const READ_GAS = {
  /** A nested aggregate3's own cost. */
  aggregate3: 30_000,
  /** Each sub-call of a nested aggregate3 (balanceOf, ownerOf, getVotes, latestRoundData…). */
  subCall: 40_000,
  /** Each byte of calldata, as the node counts it (16 for a non-zero byte). */
  calldataByte: 16,
  /** A plain eth_call (an ENS registry or resolver read, which may call on). */
  call: 200_000,
  /** getEthBalance or getBlockNumber. */
  helper: 5_000,
} as const;

/** ABI overhead of one entry of an aggregate3: offset, target, allowFailure, calldata offset and length. */
const ENTRY_OVERHEAD_BYTES = 5 * 32;

/** A read as one entry of a merged aggregate3, and how to turn its entry's return data back into its answer. */
export interface MergeableRead {
  /** The read as its caller sent it: what goes upstream when it goes alone. */
  call: RpcCall;
  /** Its entry in a merged aggregate3 (lower-case hex). */
  target: string;
  callData: string;
  /** Estimated gas and calldata bytes of the entry. */
  gas: number;
  bytes: number;
  /** A nested aggregate3, whose sub-calls may fail from lack of gas left by an earlier read in the call. */
  starvable: boolean;
  /** The caller's `result` from the entry's successful return data; null when it cannot be (send it alone). */
  toResult(returnData: string): string | null;
}

/** A 32-byte word as a JSON-RPC quantity (`0x0`, `0x1bc16d674ec80000`), as nodes write them; null otherwise. */
function wordToQuantity(returnData: string): string | null {
  if (!/^0x[0-9a-f]{64}$/i.test(returnData)) return null;
  return `0x${BigInt(returnData).toString(16)}`;
}

const byteLength = (hex: string) => (hex.length - 2) / 2;

/**
 * Describes an allowed, canonical read (lower-case hex, block `latest`) as an entry of a merged aggregate3 on
 * `multicall3`: an eth_call as its own target and calldata (a visitor's aggregate3 nested whole, so its result
 * is the very bytes of its own call), eth_getBalance as Multicall3's getEthBalance and eth_blockNumber as its
 * getBlockNumber, both answered as quantities. Without a Multicall3 the read only ever goes alone.
 */
export function toMergeableRead(call: RpcCall, multicall3: string | null): MergeableRead {
  const alone: MergeableRead = {
    call,
    target: multicall3 ?? '0x',
    callData: '0x',
    gas: READ_GAS.call,
    bytes: ENTRY_OVERHEAD_BYTES,
    starvable: false,
    toResult: () => null,
  };
  if (multicall3 === null) return alone;
  if (call.method === 'eth_getBalance') {
    const address = String(call.params[0]).slice(2).padStart(64, '0');
    const callData = `${GET_ETH_BALANCE}${address}`;
    return {
      ...alone,
      callData,
      gas: READ_GAS.helper,
      bytes: ENTRY_OVERHEAD_BYTES + 36,
      toResult: wordToQuantity,
    };
  }
  if (call.method === 'eth_blockNumber') {
    return {
      ...alone,
      callData: GET_BLOCK_NUMBER,
      gas: READ_GAS.helper,
      bytes: ENTRY_OVERHEAD_BYTES + 4,
      toResult: wordToQuantity,
    };
  }
  if (call.method !== 'eth_call') return alone;
  const { to, data } = call.params[0] as { to: string; data: string };
  const nested = to === multicall3 && data.startsWith(AGGREGATE3_SELECTOR);
  return {
    ...alone,
    target: to,
    callData: data,
    gas:
      READ_GAS.calldataByte * byteLength(data) +
      (nested ? READ_GAS.aggregate3 + READ_GAS.subCall * decodeAggregate3Calls(data).length : READ_GAS.call),
    bytes: ENTRY_OVERHEAD_BYTES + byteLength(data),
    starvable: nested,
    toResult: (returnData) => returnData,
  };
}
