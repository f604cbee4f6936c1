import type { RpcTransport } from '../rpc/createRpcTransport.ts';
import type { JsonRpcAnswer } from '../rpc/postJsonRpc.ts';
import { sendPackedBatches } from '../rpc/sendPackedBatches.ts';
import type { RpcCall } from '../rpc/sendRpcBatch.ts';
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

/** One account whose kind a chain read tells: its code as known after the read, and the Safe probes it carried. */
export interface KindToTell {
  account: string;
  /** The code (lower-case hex), undefined while it is unknown. */
  code: string | undefined;
  /** The Safe probes the read's `aggregate3` carried, null when it carried none. */
  carried: SafeProbes | null;
}

/** True when `one` is a contract whose Safe probes the read did not carry: they must follow. */
const needsProbes = (one: KindToTell) => isContractCode(one.code) && one.carried === null;

/**
 * The Safe probes of `contracts` (`getThreshold()` and `getOwners()` of each) as plain `eth_call`s in one request,
 * split only where a batch would pass the gateway's limits; each contract's probes, in order.
 */
async function readSafeProbes(
  transport: RpcTransport,
  contracts: readonly { account: string; code: string }[],
  signal: AbortSignal | undefined,
): Promise<(SafeProbes | null)[]> {
  const { calls, add } = collectSubCalls();
  const probes = contracts.map(({ account, code }) => planSafeProbes(account, code, add));
  const { riders } = await sendPackedBatches(
    transport,
    [],
    calls.map((call) => ({
      method: 'eth_call',
      params: [{ to: call.target, data: call.callData }, 'latest'],
    })),
    signal,
  );
  const outcomes = riders.map(toCallOutcome);
  return probes.map((probe) => probe(outcomes));
}

/**
 * The kind of each account after a chain read, from its code (undefined while unknown: null) and the Safe probes
 * the read carried. The contracts whose probes did not ride in the read (their code was only just read, on the
 * visit's first refresh or when it changed) have them read at once, all in one follow-up request, so a Safe shows
 * as one without waiting a refresh; their kinds are null when that request fails. A plain account or an EIP-7702
 * delegation is never called.
 */
export async function readAccountKinds(
  transport: RpcTransport,
  accounts: readonly KindToTell[],
  signal?: AbortSignal,
): Promise<(AccountKind | null)[]> {
  const pending = accounts.flatMap((one) =>
    needsProbes(one) && one.code !== undefined ? [{ account: one.account, code: one.code }] : [],
  );
  let followed: (SafeProbes | null)[] | null = [];
  if (pending.length > 0) {
    try {
      followed = await readSafeProbes(transport, pending, signal);
    } catch (error) {
      if (signal?.aborted) throw error;
      followed = null;
    }
  }
  let next = 0;
  return accounts.map((one) => {
    if (one.code === undefined) return null;
    if (!needsProbes(one)) return toAccountKind(one.code, one.carried);
    const probes = followed?.[next++];
    return probes === undefined ? null : toAccountKind(one.code, probes);
  });
}
