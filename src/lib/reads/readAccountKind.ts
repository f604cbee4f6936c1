import type { RpcTransport } from '../rpc/createRpcTransport.ts';
import type { JsonRpcAnswer } from '../rpc/postJsonRpc.ts';
import { type RpcCall, sendRpcBatch } from '../rpc/sendRpcBatch.ts';
import { toCallOutcome } from '../rpc/toCallOutcome.ts';
import { collectSubCalls } from './collectSubCalls.ts';
import { planSafeProbes } from './planSafeProbes.ts';
import { type AccountKind, isContractCode, type SafeProbes, toAccountKind } from './toAccountKind.ts';

const HEX_DATA = /^0x(?:[0-9a-fA-F]{2})*$/;

/** `eth_getCode` of `account` at the latest block: what a refresh carries when it reads the account's code. */
export function getCodeCall(account: string): RpcCall {
  return { method: 'eth_getCode', params: [account, 'latest'] };
}

/** The account's code from the answer to {@link getCodeCall}, lower-case hex; undefined for an error or garbage. */
export function toAccountCode(answer: JsonRpcAnswer | undefined): string | undefined {
  return typeof answer?.result === 'string' && HEX_DATA.test(answer.result)
    ? answer.result.toLowerCase()
    : undefined;
}

/** A contract's Safe probes in one request of their own: its `getThreshold()` and `getOwners()`, one batch. */
async function readSafeProbes(
  transport: RpcTransport,
  account: string,
  code: string,
  signal: AbortSignal | undefined,
): Promise<SafeProbes | null> {
  const { calls, add } = collectSubCalls();
  const probes = planSafeProbes(account, code, add);
  const answers = await sendRpcBatch(
    transport,
    calls.map((call) => ({
      method: 'eth_call',
      params: [{ to: call.target, data: call.callData }, 'latest'],
    })),
    signal,
  );
  return probes(answers.map(toCallOutcome));
}

/**
 * The account's kind after a refresh, from its `code` (undefined while unknown: null) and the Safe probes the
 * refresh carried (null when it carried none). A contract whose probes did not ride in the refresh (its code was
 * only just read, on the visit's first refresh or when it changed) has them read at once, in one follow-up
 * request, so a Safe shows as one without waiting a refresh; null when that request fails.
 */
export async function readAccountKind(
  transport: RpcTransport,
  account: string,
  code: string | undefined,
  carried: SafeProbes | null,
  signal?: AbortSignal,
): Promise<AccountKind | null> {
  if (code === undefined) return null;
  if (!isContractCode(code) || carried !== null) return toAccountKind(code, carried);
  try {
    return toAccountKind(code, await readSafeProbes(transport, account, code, signal));
  } catch (error) {
    if (signal?.aborted) throw error;
    return null;
  }
}
