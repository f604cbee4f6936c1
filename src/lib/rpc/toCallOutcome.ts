import { AppError } from '../errors/AppError.ts';
import type { JsonRpcAnswer } from './postJsonRpc.ts';

/** What one `eth_call` gave: its return data, or that it failed (with its revert data, when it reverted). */
export interface CallOutcome {
  success: boolean;
  returnData: string;
  /** The node's JSON-RPC error code when the call failed other than by reverting (out of gas, say). */
  nodeError?: number;
}

/** JSON-RPC error codes nodes use for "the call reverted" (EIP-1474's 3; Nethermind's -32015). */
const REVERT_CODES = new Set([3, -32015]);
const HEX_DATA = /^0x(?:[0-9a-fA-F]{2})*$/;

/**
 * Reads an `eth_call` answer: return data on success; `success: false` with the revert data when the node
 * says the call reverted (told by code, never by message text), or with `nodeError` when it could not run it
 * at all (anvil answers a call that ran out of gas with -32603). A result that is not hex data is
 * RPC_BAD_RESPONSE.
 */
export function toCallOutcome(answer: JsonRpcAnswer): CallOutcome {
  if (answer.error) {
    const data = answer.error.data;
    const returnData = typeof data === 'string' && HEX_DATA.test(data) ? data : '0x';
    return REVERT_CODES.has(answer.error.code)
      ? { success: false, returnData }
      : { success: false, returnData, nodeError: answer.error.code };
  }
  if (typeof answer.result !== 'string' || !HEX_DATA.test(answer.result)) {
    throw new AppError('RPC_BAD_RESPONSE', { detail: { key: 'NOT_HEX_DATA' } });
  }
  return { success: true, returnData: answer.result };
}
