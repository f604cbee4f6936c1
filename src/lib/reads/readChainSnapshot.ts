import { checkClaim } from '../claims/checkClaim.ts';
import { toClaimWindow } from '../claims/toClaimWindow.ts';
import type { ChainConfig } from '../config/siteConfigSchema.ts';
import { AppError, toErrorInfo } from '../errors/AppError.ts';
import { MAX_RPC_BODY_BYTES } from '../gatewayContract/gatewayContract.ts';
import type { RpcTransport } from '../rpc/createRpcTransport.ts';
import type { JsonRpcAnswer } from '../rpc/postJsonRpc.ts';
import { sendPackedBatches } from '../rpc/sendPackedBatches.ts';
import type { RpcCall } from '../rpc/sendRpcBatch.ts';
import { type CallOutcome, toCallOutcome } from '../rpc/toCallOutcome.ts';
import { blockNumberCall } from './chainBlockNumber.ts';
import type { SubCall } from './collectSubCalls.ts';
import { multicall3 } from './contractAbis.ts';
import { type AccountCodes, type CodeStep, createAccountCodes } from './createAccountCodes.ts';
import { type Decoded, decodeWord } from './decodeCallResult.ts';
import { type ChainSections, planChainReads, type ReadConfig } from './planChainReads.ts';
import type { ClaimProbes } from './planClaimReads.ts';
import { getCodeCall, readAccountKinds, toAccountCode } from './readAccountKind.ts';
import type { ChainSnapshot, Holding } from './readTypes.ts';
import { shareSubCalls } from './shareSubCalls.ts';

/** The config the reads need, with each chain's Multicall3 setting. */
export type SnapshotConfig = Omit<ReadConfig, 'chains'> & {
  chains: readonly Pick<ChainConfig, 'id' | 'nativeCurrency' | 'sequencerUptimeFeed' | 'multicall3'>[];
};

/** One account of a chain read: its address, and what the claims lists' files said about it. */
export interface AccountRead {
  address: string;
  probes?: ClaimProbes | undefined;
}

/** The block and its time: what every read starts with. */
interface Core {
  blockNumber: bigint;
  blockTimestamp: bigint;
}

/** One account's share of a chain read: its native balance, and the outcomes of its plan's sub-calls. */
interface AccountOutcomes {
  native: Decoded<bigint>;
  outcomes: CallOutcome[];
}

/**
 * What a chain read gave: the block, each account's share, in the order the accounts were given, and the answers
 * to the extra calls sent with it (the accounts' `eth_getCode`), in their order.
 */
interface ChainRead {
  core: Core;
  accounts: AccountOutcomes[];
  extras: JsonRpcAnswer[];
}

/** The outcome of a sub-call whose answer is missing: read as any other failure. */
const NO_OUTCOME: CallOutcome = { success: false, returnData: '0x' };

/**
 * Room in a request body for the ABI-encoded sub-calls of one `aggregate3`: hex doubles their bytes, and the
 * rest of the body (the JSON-RPC envelope, aggregate3's selector and array head) takes a few hundred more.
 */
const AGGREGATE_BUDGET_BYTES = Math.floor(MAX_RPC_BODY_BYTES * 0.48);

/** Bytes of one sub-call in aggregate3's calldata: its offset, target, flag, data offset and length, and its data padded to words. */
const encodedSize = (call: SubCall) => 32 * 5 + Math.ceil((call.callData.length - 2) / 64) * 32;

/** One `eth_call` to `to`, for a batch. */
const ethCall = (to: string, data: string): RpcCall => ({
  method: 'eth_call',
  params: [{ to, data }, 'latest'],
});

/**
 * Reads everything the site shows for `account` on one chain: {@link readChainSnapshots} of that one account.
 * `probes`: what the claims lists' files said about it, checked against the chain in the same call.
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
  const [snapshot] = await readChainSnapshots(
    transport,
    config,
    chainId,
    [{ address: account, probes }],
    signal,
    codes,
  );
  return snapshot ?? failedSnapshot(config, chainId, new AppError('UNEXPECTED'));
}

/**
 * Reads everything the site shows for each of `accounts` on one chain: block, time, native balance, tokens,
 * NFTs, governance, custom calls, the price feeds read on this chain and its sequencer feed. Each account's
 * reads are planned as for one account alone, and all of them go in one Multicall3 `aggregate3` (allowFailure),
 * each distinct sub-call once (a feed, a list's root or a token's name is asked once for every account), so a
 * refresh is one request per chain whatever the number of accounts and entries; only a read too large for one
 * request body is split over several. Each entry fails alone. When the aggregate fails as a whole (one
 * contract that burns all its gas takes every sub-call down with it) or the chain has `multicall3: false`,
 * plain calls in JSON-RPC batches are used instead, where such an entry fails alone. Never throws for the
 * network: each snapshot carries the error (READ_CANCELLED when `signal` aborted the read). Each claims list on
 * the chain is checked against the root read in the same call, with what its files said of each account
 * (`probes`); when the read fails, none can be verified. Each account's kind comes from its code, which `codes`
 * (the visit's) says when to read: each such account's `eth_getCode` then rides in the same request, as a
 * JSON-RPC batch (in the next only where a batch would pass the gateway's limits), and the Safe probes are asked
 * only of accounts known to be contracts ({@link readAccountKinds}). One snapshot per account, in order.
 */
export async function readChainSnapshots(
  transport: RpcTransport,
  config: SnapshotConfig,
  chainId: number,
  accounts: readonly AccountRead[],
  signal?: AbortSignal,
  codes: AccountCodes = createAccountCodes(),
): Promise<ChainSnapshot[]> {
  const chain = config.chains.find((candidate) => candidate.id === chainId);
  try {
    if (!chain)
      throw new AppError('UNEXPECTED', {
        detail: { key: 'CHAIN_NOT_CONFIGURED', values: { chainId } },
      });
    const addresses = accounts.map((account) => account.address);
    const steps = addresses.map((address) => codes.next(chainId, address));
    const plans = accounts.map(({ address, probes }, index) =>
      planChainReads(config, chainId, address, probes, steps[index]?.known),
    );
    const calls = plans.map((plan) => plan.calls);
    const extra = addresses.filter((_, index) => steps[index]?.read).map(getCodeCall);
    const read = async (): Promise<ChainRead> => {
      if (chain.multicall3 === false) return readPlain(transport, calls, addresses, extra, signal);
      try {
        const target = { id: chain.id, multicall3: chain.multicall3 };
        return await readAggregated(transport, target, calls, addresses, extra, signal);
      } catch (error) {
        if (!(error instanceof AppError && error.code === 'CHAIN_READ_REVERTED')) throw error;
        return readPlain(transport, calls, addresses, extra, signal);
      }
    };
    const { core, accounts: shares, extras } = await read();
    const sections = plans.map((plan, index) => plan.interpret(shares[index]?.outcomes ?? []));
    const known = knownCodes(codes, chainId, addresses, steps, extras);
    const kinds = await readAccountKinds(
      transport,
      addresses.map((account, index) => ({
        account,
        code: known[index],
        carried: sections[index]?.safeProbes ?? null,
      })),
      signal,
    );
    return sections.map((own, index) => {
      const native = shares[index]?.native ?? { ok: false, error: new AppError('TOKEN_CALL_FAILED') };
      return { ...toSnapshot(chain, core, native, own), account: kinds[index] ?? null };
    });
  } catch (error) {
    return accounts.map(() => failedSnapshot(config, chainId, error));
  }
}

/**
 * Each account's code after a read: the code its `eth_getCode` brought (kept in `codes`), or, where the read did
 * not ask or the answer was not code, the code as known before it. `extras` holds the answers of the accounts whose
 * step read their code, in order.
 */
function knownCodes(
  codes: AccountCodes,
  chainId: number,
  addresses: readonly string[],
  steps: readonly CodeStep[],
  extras: readonly JsonRpcAnswer[],
): (string | undefined)[] {
  let next = 0;
  return addresses.map((address, index) => {
    const step = steps[index];
    if (!step?.read) return step?.known;
    const code = toAccountCode(extras[next++]);
    if (code === undefined) return step.known;
    codes.remember(chainId, address, code);
    return code;
  });
}

/** A chain's snapshot when its read failed: `error` for the chain, and none of its claims lists verifiable. */
function failedSnapshot(config: SnapshotConfig, chainId: number, error: unknown): ChainSnapshot {
  const failure = toErrorInfo(error);
  const listsOn = (config.claimLists ?? []).filter((list) => list.chainId === chainId);
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
    claims: listsOn.map((list) => ({ listId: list.id, state: 'unverifiable', error: failure })),
    claimWindows: listsOn.map((list) => toClaimWindow(list, null)),
    account: null,
    error: failure,
  };
}

/** The snapshot of a chain from its core reads and sections. */
function toSnapshot(
  chain: SnapshotConfig['chains'][number],
  core: Core,
  nativeBalance: Decoded<bigint>,
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
        nativeBalance,
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
      checkClaim(list, probe, { root, claimed }),
    ),
    claimWindows: sections.claims.map(({ list, deadline }) => toClaimWindow(list, deadline)),
    account: null,
    error: null,
  };
}

/** Splits sub-calls into groups whose encoded size fits one request body; `first` leaves room for the core. */
function splitBySize(calls: readonly SubCall[], first: number): SubCall[][] {
  const groups: SubCall[][] = [[]];
  let used = first;
  for (const call of calls) {
    const size = encodedSize(call);
    if (used + size > AGGREGATE_BUDGET_BYTES && (groups.at(-1)?.length ?? 0) > 0) {
      groups.push([]);
      used = 0;
    }
    groups.at(-1)?.push(call);
    used += size;
  }
  return groups;
}

/** The `aggregate3` eth_call of `calls` on the Multicall3 at `target`. */
const aggregateCall = (target: string, calls: readonly SubCall[]): RpcCall =>
  ethCall(
    target,
    multicall3.encodeFunctionData('aggregate3', [
      calls.map((call) => ({ target: call.target, allowFailure: true, callData: call.callData })),
    ]),
  );

/** The outcomes of `calls` from the `answer` to their `aggregate3` on the Multicall3 at `target`. */
function decodeAggregate(
  target: string,
  calls: readonly SubCall[],
  answer: JsonRpcAnswer | undefined,
): CallOutcome[] {
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
  return results.map(([success, returnData]) => ({ success, returnData }));
}

/**
 * Every account's sub-calls in one `aggregate3` (or a few, for a read too large for one request body), after
 * the block and its time, each distinct call once: an account's own list starts with its native balance. The
 * `extra` calls ride in the aggregates' requests, as JSON-RPC batches, where the gateway's limits leave room.
 */
async function readAggregated(
  transport: RpcTransport,
  chain: { id: number; multicall3: string },
  plans: readonly (readonly SubCall[])[],
  addresses: readonly string[],
  extra: readonly RpcCall[],
  signal: AbortSignal | undefined,
): Promise<ChainRead> {
  const target = chain.multicall3;
  const coreCalls: SubCall[] = [
    blockNumberCall(chain.id, target),
    { target, callData: multicall3.encodeFunctionData('getCurrentBlockTimestamp') },
  ];
  const shared = shareSubCalls(
    addresses.map((address, index) => [
      { target, callData: multicall3.encodeFunctionData('getEthBalance', [address]) },
      ...(plans[index] ?? []),
    ]),
  );
  const [first = [], ...rest] = splitBySize(
    shared.calls,
    coreCalls.map(encodedSize).reduce((a, b) => a + b, 0),
  );
  const groups = [[...coreCalls, ...first], ...rest];
  const sent = await sendPackedBatches(
    transport,
    groups.map((group) => aggregateCall(target, group)),
    extra,
    signal,
  );
  const outcomesOf = groups.map((group, index) => decodeAggregate(target, group, sent.leads[index]));
  const [blockNumber, blockTimestamp, ...outcomes] = outcomesOf.flat();
  const block = decodeWord<bigint>(blockNumber, 'uint256', 'CHAIN_NO_MULTICALL');
  const time = decodeWord<bigint>(blockTimestamp, 'uint256', 'CHAIN_NO_MULTICALL');
  if (!block.ok) throw block.error;
  if (!time.ok) throw time.error;
  return {
    core: { blockNumber: block.value, blockTimestamp: time.value },
    accounts: shared.places.map(([native = -1, ...own]) => ({
      native: decodeWord<bigint>(outcomes[native], 'uint256', 'TOKEN_CALL_FAILED'),
      outcomes: own.map((place) => outcomes[place] ?? NO_OUTCOME),
    })),
    extras: sent.riders,
  };
}

/**
 * The block, its time, each account's native balance, the `extra` calls and one eth_call per distinct sub-call,
 * in JSON-RPC batches within the gateway's limits.
 */
async function readPlain(
  transport: RpcTransport,
  plans: readonly (readonly SubCall[])[],
  addresses: readonly string[],
  extra: readonly RpcCall[],
  signal: AbortSignal | undefined,
): Promise<ChainRead> {
  const shared = shareSubCalls(plans);
  const requests: RpcCall[] = [
    { method: 'eth_getBlockByNumber', params: ['latest', false] },
    ...addresses.map((address) => ({ method: 'eth_getBalance', params: [address, 'latest'] })),
    ...extra,
    ...shared.calls.map((call) => ethCall(call.target, call.callData)),
  ];
  const [block, ...answers] = (await sendPackedBatches(transport, [], requests, signal)).riders;
  const balances = answers.slice(0, addresses.length);
  const extras = answers.slice(addresses.length, addresses.length + extra.length);
  const outcomes = answers.slice(addresses.length + extra.length).map(toCallOutcome);
  const header = block?.result as { number?: unknown; timestamp?: unknown } | undefined;
  const quantity = (value: unknown) => {
    if (typeof value !== 'string' || !/^0x[0-9a-fA-F]+$/.test(value)) {
      throw new AppError('RPC_BAD_RESPONSE', { detail: { key: 'NOT_HEX_QUANTITY' } });
    }
    return BigInt(value);
  };
  return {
    core: { blockNumber: quantity(header?.number), blockTimestamp: quantity(header?.timestamp) },
    accounts: shared.places.map((places, index): AccountOutcomes => {
      const balance = balances[index];
      return {
        native: balance?.error
          ? { ok: false, error: new AppError('TOKEN_CALL_FAILED', { detail: { key: 'NO_BALANCE' } }) }
          : { ok: true, value: quantity(balance?.result) },
        outcomes: places.map((place) => outcomes[place] ?? NO_OUTCOME),
      };
    }),
    extras,
  };
}
