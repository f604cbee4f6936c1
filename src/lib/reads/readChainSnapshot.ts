import { checkClaim } from '../claims/checkClaim.ts';
import type { ChainConfig } from '../config/siteConfigSchema.ts';
import { AppError, toErrorInfo } from '../errors/AppError.ts';
import { MAX_RPC_BATCH, MAX_RPC_BODY_BYTES } from '../gatewayContract/gatewayContract.ts';
import type { RpcTransport } from '../rpc/createRpcTransport.ts';
import type { JsonRpcAnswer } from '../rpc/postJsonRpc.ts';
import { type RpcCall, sendRpcBatch } from '../rpc/sendRpcBatch.ts';
import { type CallOutcome, toCallOutcome } from '../rpc/toCallOutcome.ts';
import { blockNumberCall } from './chainBlockNumber.ts';
import type { SubCall } from './collectSubCalls.ts';
import { multicall3 } from './contractAbis.ts';
import { type AccountCodes, createAccountCodes } from './createAccountCodes.ts';
import { type Decoded, decodeWord } from './decodeCallResult.ts';
import { type ChainSections, planChainReads, type ReadConfig } from './planChainReads.ts';
import type { ClaimProbes } from './planClaimReads.ts';
import { getCodeCall, readAccountKind, toAccountCode } from './readAccountKind.ts';
import type { ChainSnapshot, Holding } from './readTypes.ts';

/** The config the reads need, with each chain's Multicall3 setting. */
export type SnapshotConfig = Omit<ReadConfig, 'chains'> & {
  chains: readonly Pick<ChainConfig, 'id' | 'nativeCurrency' | 'sequencerUptimeFeed' | 'multicall3'>[];
};

/** The block, its time and the account's native balance: what every read starts with. */
interface Core {
  blockNumber: bigint;
  blockTimestamp: bigint;
  native: Decoded<bigint>;
}

/** What one read of a chain brought: the core, each sub-call's outcome, and the answers to the extra calls. */
interface ChainRead {
  core: Core;
  outcomes: CallOutcome[];
  extras: JsonRpcAnswer[];
}

/** Room left in a request body for the sub-calls of one `aggregate3` (hex doubles their bytes). */
const AGGREGATE_BUDGET_BYTES = Math.floor(MAX_RPC_BODY_BYTES * 0.45);

/** One `eth_call` to `to`, for a batch. */
const ethCall = (to: string, data: string): RpcCall => ({
  method: 'eth_call',
  params: [{ to, data }, 'latest'],
});

/**
 * Reads everything the site shows for `account` on one chain: block, time, native balance, tokens, NFTs,
 * governance, custom calls, the price feeds read on this chain and its sequencer feed. One Multicall3
 * `aggregate3` (allowFailure) carries it all, so a refresh is one request per chain whatever the number of
 * entries (a config too large for one request body is split); each entry fails alone. When the aggregate
 * fails as a whole (one contract that burns all its gas takes every sub-call down with it) or the chain has
 * `multicall3: false`, plain calls in JSON-RPC batches are used instead, where such an entry fails alone. Never throws for the network: the snapshot carries the error
 * (READ_CANCELLED when `signal` aborted the read). Each claims list on the chain is checked against the root
 * read in the same call, with what its files said (`probes`). The account's kind comes from its code, which
 * `codes` (the visit's) says when to read: `eth_getCode` then rides in the same request, as a JSON-RPC batch.
 */
export async function readChainSnapshot(
  transport: RpcTransport,
  config: SnapshotConfig,
  chainId: number,
  account: string,
  signal?: AbortSignal,
  probes?: ClaimProbes,
  codes: AccountCodes = createAccountCodes(),
): Promise<ChainSnapshot> {
  const chain = config.chains.find((candidate) => candidate.id === chainId);
  try {
    if (!chain)
      throw new AppError('UNEXPECTED', {
        detail: { key: 'CHAIN_NOT_CONFIGURED', values: { chainId } },
      });
    const step = codes.next(chainId, account);
    const plan = planChainReads(config, chainId, account, probes, step.known);
    const extra = step.read ? [getCodeCall(account)] : [];
    const read = async (): Promise<ChainRead> => {
      if (chain.multicall3 === false) return readPlain(transport, plan.calls, account, extra, signal);
      try {
        return await readAggregated(
          transport,
          { id: chain.id, multicall3: chain.multicall3 },
          plan.calls,
          account,
          extra,
          signal,
        );
      } catch (error) {
        if (!(error instanceof AppError && error.code === 'CHAIN_READ_REVERTED')) throw error;
        return readPlain(transport, plan.calls, account, extra, signal);
      }
    };
    const { core, outcomes, extras } = await read();
    const sections = plan.interpret(outcomes);
    const code = step.read ? toAccountCode(extras[0]) : undefined;
    if (code !== undefined) codes.remember(chainId, account, code);
    const kind = await readAccountKind(transport, account, code ?? step.known, sections.safeProbes, signal);
    return { ...toSnapshot(chain, core, sections), account: kind };
  } catch (error) {
    const failure = toErrorInfo(error);
    return {
      chainId,
      status: 'error',
      blockNumber: null,
      blockTimestamp: null,
      holdings: [],
      nfts: [],
      governance: [],
      calls: [],
      feeds: [],
      sequencer: null,
      claims: (config.claimLists ?? [])
        .filter((list) => list.chainId === chainId)
        .map((list) => ({ listId: list.id, state: 'unverifiable', error: failure })),
      account: null,
      error: failure,
    };
  }
}

/** The snapshot of a chain from its core reads and sections. */
function toSnapshot(
  chain: SnapshotConfig['chains'][number],
  core: Core,
  sections: ChainSections,
): ChainSnapshot {
  const native = chain.nativeCurrency;
  const holding = (base: Omit<Holding, 'raw' | 'error'>, balance: Decoded<bigint>): Holding =>
    balance.ok
      ? { ...base, raw: balance.value, error: null }
      : { ...base, raw: null, error: toErrorInfo(balance.error) };
  return {
    chainId: chain.id,
    status: 'ok',
    blockNumber: core.blockNumber,
    blockTimestamp: core.blockTimestamp,
    holdings: [
      holding(
        {
          chainId: chain.id,
          token: 'native',
          symbol: native.symbol,
          name: native.name,
          decimals: native.decimals,
        },
        core.native,
      ),
      ...sections.tokens.map(({ token, balance, name }) =>
        holding(
          {
            chainId: chain.id,
            token: token.address,
            symbol: token.symbol,
            name: token.name ?? name ?? token.symbol,
            decimals: token.decimals,
          },
          balance,
        ),
      ),
    ],
    nfts: sections.nfts,
    governance: sections.governance,
    calls: sections.calls,
    feeds: sections.feeds,
    sequencer: sections.sequencer,
    claims: sections.claims.map(({ list, probe, root, claimed }) =>
      checkClaim(list, probe, { root, claimed, blockTimestamp: core.blockTimestamp }),
    ),
    account: null,
    error: null,
  };
}

/** Splits sub-calls into groups whose encoded size fits one request body; `first` leaves room for the core. */
function splitBySize(calls: readonly SubCall[], first: number): SubCall[][] {
  const groups: SubCall[][] = [[]];
  let used = first;
  for (const call of calls) {
    const size = 32 * 5 + (call.callData.length - 2) / 2;
    if (used + size > AGGREGATE_BUDGET_BYTES && (groups.at(-1)?.length ?? 0) > 0) {
      groups.push([]);
      used = 0;
    }
    groups.at(-1)?.push(call);
    used += size;
  }
  return groups;
}

/**
 * The outcomes of one `aggregate3` eth_call of `calls` on the Multicall3 at `target`, and the answers to the
 * `extra` calls sent beside it in the same request (a JSON-RPC batch).
 */
async function aggregate(
  transport: RpcTransport,
  target: string,
  calls: readonly SubCall[],
  extra: readonly RpcCall[],
  signal: AbortSignal | undefined,
): Promise<{ outcomes: CallOutcome[]; extras: JsonRpcAnswer[] }> {
  const data = multicall3.encodeFunctionData('aggregate3', [
    calls.map((call) => ({ target: call.target, allowFailure: true, callData: call.callData })),
  ]);
  const [answer, ...extras] = await sendRpcBatch(transport, [ethCall(target, data), ...extra], signal);
  const outcome = toCallOutcome(answer ?? { jsonrpc: '2.0', id: 0 });
  if (!outcome.success) {
    throw new AppError('CHAIN_READ_REVERTED', {
      detail:
        outcome.nodeError === undefined
          ? { key: 'MULTICALL_REVERTED', values: { target } }
          : { key: 'MULTICALL_NODE_ERROR', values: { target, code: outcome.nodeError } },
    });
  }
  if (outcome.returnData === '0x')
    throw new AppError('CHAIN_NO_MULTICALL', { detail: { key: 'NO_CONTRACT', values: { target } } });
  const [results] = multicall3.decodeFunctionResult('aggregate3', outcome.returnData) as unknown as [
    [boolean, string][],
  ];
  if (results.length !== calls.length) {
    throw new AppError('CHAIN_NO_MULTICALL', { detail: { key: 'UNEXPECTED_ANSWER', values: { target } } });
  }
  return { outcomes: results.map(([success, returnData]) => ({ success, returnData })), extras };
}

/**
 * Everything in one `aggregate3` (or a few, for a config too large for one request body), the `extra` calls in
 * the first one's request.
 */
async function readAggregated(
  transport: RpcTransport,
  chain: { id: number; multicall3: string },
  calls: readonly SubCall[],
  account: string,
  extra: readonly RpcCall[],
  signal: AbortSignal | undefined,
): Promise<ChainRead> {
  const target = chain.multicall3;
  const coreCalls: SubCall[] = [
    blockNumberCall(chain.id, target),
    { target, callData: multicall3.encodeFunctionData('getCurrentBlockTimestamp') },
    { target, callData: multicall3.encodeFunctionData('getEthBalance', [account]) },
  ];
  const [first = [], ...rest] = splitBySize(calls, 32 * 5 * coreCalls.length + 200);
  const groups = await Promise.all(
    [[...coreCalls, ...first], ...rest].map((group, index) =>
      aggregate(transport, target, group, index === 0 ? extra : [], signal),
    ),
  );
  const [blockNumber, blockTimestamp, native, ...outcomes] = groups.flatMap((group) => group.outcomes);
  const block = decodeWord<bigint>(blockNumber, 'uint256', 'CHAIN_NO_MULTICALL');
  const time = decodeWord<bigint>(blockTimestamp, 'uint256', 'CHAIN_NO_MULTICALL');
  if (!block.ok) throw block.error;
  if (!time.ok) throw time.error;
  return {
    core: {
      blockNumber: block.value,
      blockTimestamp: time.value,
      native: decodeWord<bigint>(native, 'uint256', 'TOKEN_CALL_FAILED'),
    },
    outcomes,
    extras: groups[0]?.extras ?? [],
  };
}

/** The block, its time, the native balance, the `extra` calls and one eth_call per sub-call, in JSON-RPC batches. */
async function readPlain(
  transport: RpcTransport,
  calls: readonly SubCall[],
  account: string,
  extra: readonly RpcCall[],
  signal: AbortSignal | undefined,
): Promise<ChainRead> {
  const requests: RpcCall[] = [
    { method: 'eth_getBlockByNumber', params: ['latest', false] },
    { method: 'eth_getBalance', params: [account, 'latest'] },
    ...extra,
    ...calls.map((call) => ethCall(call.target, call.callData)),
  ];
  const batches: RpcCall[][] = [];
  for (let start = 0; start < requests.length; start += MAX_RPC_BATCH) {
    batches.push(requests.slice(start, start + MAX_RPC_BATCH));
  }
  const [block, balance, ...rest] = (
    await Promise.all(batches.map((batch) => sendRpcBatch(transport, batch, signal)))
  ).flat();
  const extras = rest.slice(0, extra.length);
  const answers = rest.slice(extra.length);
  const header = block?.result as { number?: unknown; timestamp?: unknown } | undefined;
  const quantity = (value: unknown) => {
    if (typeof value !== 'string' || !/^0x[0-9a-fA-F]+$/.test(value)) {
      throw new AppError('RPC_BAD_RESPONSE', { detail: { key: 'NOT_HEX_QUANTITY' } });
    }
    return BigInt(value);
  };
  return {
    core: {
      blockNumber: quantity(header?.number),
      blockTimestamp: quantity(header?.timestamp),
      native: balance?.error
        ? {
            ok: false,
            error: new AppError('TOKEN_CALL_FAILED', { detail: { key: 'NO_BALANCE' } }),
          }
        : { ok: true, value: quantity(balance?.result) },
    },
    outcomes: answers.map(toCallOutcome),
    extras,
  };
}
