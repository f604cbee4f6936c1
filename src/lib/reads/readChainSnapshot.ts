import { AbiCoder, toQuantity, toUtf8String } from 'ethers';
import type { ChainConfig, TokenConfig } from '../config/siteConfigSchema.ts';
import { AppError, toErrorInfo } from '../errors/AppError.ts';
import { toDisplayText } from '../format/toDisplayText.ts';
import type { RpcTransport } from '../rpc/createRpcTransport.ts';
import { type RpcCall, sendRpcBatch } from '../rpc/sendRpcBatch.ts';
import { type CallOutcome, toCallOutcome } from '../rpc/toCallOutcome.ts';
import { erc20, multicall3 } from './multicall3Abi.ts';
import type { ChainSnapshot, Holding } from './readTypes.ts';

type ChainReadConfig = Pick<ChainConfig, 'id' | 'nativeCurrency' | 'multicall3'>;
type Balance = { raw: bigint } | { error: AppError };

/** The longest token name shown; longer names read from the chain are cut. */
export const MAX_TOKEN_NAME_LENGTH = 60;
const coder = AbiCoder.defaultAbiCoder();

/**
 * Reads an account's native balance, every token balance of `tokens` on `chain`, the block number, and the
 * on-chain name of any token the config leaves unnamed, in one HTTP request: one Multicall3 `aggregate3` call
 * (`allowFailure`, so a failing token fails alone), or a JSON-RPC batch of plain calls on a chain configured
 * with `multicall3: false`. Never throws for the network: the snapshot carries the error (READ_CANCELLED when
 * `signal` aborted the read).
 */
export async function readChainSnapshot(
  transport: RpcTransport,
  chain: ChainReadConfig,
  tokens: readonly TokenConfig[],
  account: string,
  signal?: AbortSignal,
): Promise<ChainSnapshot> {
  const chainTokens = tokens.filter((token) => token.chainId === chain.id);
  try {
    const read = chain.multicall3 === false ? readPlain : readWithMulticall;
    const { blockNumber, native, balances, names } = await read(
      transport,
      chain,
      chainTokens,
      account,
      signal,
    );
    const holdings = [
      toHolding(chain.id, 'native', chain.nativeCurrency, native),
      ...chainTokens.map((token, index) =>
        toHolding(
          chain.id,
          token.address,
          { ...token, name: token.name ?? names[index] ?? token.symbol },
          balances[index],
        ),
      ),
    ];
    return { chainId: chain.id, status: 'ok', blockNumber, holdings, error: null };
  } catch (error) {
    return {
      chainId: chain.id,
      status: 'error',
      blockNumber: null,
      holdings: [],
      error: toErrorInfo(error),
    };
  }
}

interface RawRead {
  blockNumber: bigint;
  native: Balance;
  balances: Balance[];
  /** Names read from the chain, by token index (only for tokens the config leaves unnamed). */
  names: (string | null)[];
}

/** One `eth_call` to `to`, for a batch. */
const ethCall = (to: string, data: string): RpcCall => ({
  method: 'eth_call',
  params: [{ to, data }, 'latest'],
});

/** Everything in one `aggregate3` eth_call. */
async function readWithMulticall(
  transport: RpcTransport,
  chain: ChainReadConfig,
  tokens: readonly TokenConfig[],
  account: string,
  signal?: AbortSignal,
): Promise<RawRead> {
  const target = chain.multicall3 === false ? '' : chain.multicall3;
  const unnamed = tokens.filter((token) => token.name === undefined);
  const call = (to: string, callData: string) => ({ target: to, allowFailure: true, callData });
  const calls = [
    call(target, multicall3.encodeFunctionData('getBlockNumber')),
    call(target, multicall3.encodeFunctionData('getEthBalance', [account])),
    ...tokens.map((token) => call(token.address, erc20.encodeFunctionData('balanceOf', [account]))),
    ...unnamed.map((token) => call(token.address, erc20.encodeFunctionData('name'))),
  ];
  const [answer] = await sendRpcBatch(
    transport,
    [ethCall(target, multicall3.encodeFunctionData('aggregate3', [calls]))],
    signal,
  );
  const outcome = toCallOutcome(answer ?? { jsonrpc: '2.0', id: 0 });
  if (!outcome.success)
    throw new AppError('CHAIN_READ_REVERTED', { details: `Multicall3 at ${target} reverted.` });
  const data = outcome.returnData;
  if (data === '0x') throw new AppError('CHAIN_NO_MULTICALL', { details: `No contract at ${target}` });
  const [decoded] = multicall3.decodeFunctionResult('aggregate3', data) as unknown as [[boolean, string][]];
  const results: CallOutcome[] = decoded.map(([success, returnData]) => ({ success, returnData }));
  const [block, native] = results.map(decodeUint);
  if (!block || !('raw' in block) || !native) {
    throw new AppError('CHAIN_NO_MULTICALL', { details: `Unexpected answer from ${target}` });
  }
  const nameResults = results.slice(2 + tokens.length);
  return {
    blockNumber: block.raw,
    native,
    balances: results.slice(2, 2 + tokens.length).map(decodeUint),
    names: tokens.map((token) => {
      const index = unnamed.indexOf(token);
      return index < 0 ? null : decodeName(nameResults[index]);
    }),
  };
}

/** Block number, balance and one eth_call per token (and per unnamed token's name) in one JSON-RPC batch. */
async function readPlain(
  transport: RpcTransport,
  _chain: ChainReadConfig,
  tokens: readonly TokenConfig[],
  account: string,
  signal?: AbortSignal,
): Promise<RawRead> {
  const balanceOf = erc20.encodeFunctionData('balanceOf', [account]);
  const nameOf = erc20.encodeFunctionData('name');
  const unnamed = tokens.filter((token) => token.name === undefined);
  const [block, native, ...calls] = await sendRpcBatch(
    transport,
    [
      { method: 'eth_blockNumber', params: [] },
      { method: 'eth_getBalance', params: [account, 'latest'] },
      ...tokens.map((token) => ethCall(token.address, balanceOf)),
      ...unnamed.map((token) => ethCall(token.address, nameOf)),
    ],
    signal,
  );
  const quantity = (answer: typeof block) => {
    if (typeof answer?.result !== 'string')
      throw new AppError('RPC_BAD_RESPONSE', { details: 'Not a number.' });
    return BigInt(toQuantity(answer.result));
  };
  const outcomes = calls.map(toCallOutcome);
  const nameOutcomes = outcomes.slice(tokens.length);
  return {
    blockNumber: quantity(block),
    native: { raw: quantity(native) },
    balances: outcomes.slice(0, tokens.length).map(decodeUint),
    names: tokens.map((token) => {
      const index = unnamed.indexOf(token);
      return index < 0 ? null : decodeName(nameOutcomes[index]);
    }),
  };
}

/** A uint256 from one call's return data, or a TOKEN_CALL_FAILED saying why not. */
function decodeUint({ success, returnData }: CallOutcome): Balance {
  if (!success) return { error: new AppError('TOKEN_CALL_FAILED', { details: 'The call reverted.' }) };
  if (returnData.length !== 66) {
    return {
      error: new AppError('TOKEN_CALL_FAILED', {
        details: `It returned ${(returnData.length - 2) / 2} bytes instead of 32.`,
      }),
    };
  }
  return { raw: coder.decode(['uint256'], returnData)[0] as bigint };
}

/** A token's `name()` (ABI string, or the bytes32 some old tokens return), made safe to show; null if none. */
function decodeName(result: CallOutcome | undefined): string | null {
  if (!result?.success) return null;
  let name: string;
  try {
    name =
      result.returnData.length === 66
        ? toUtf8String(result.returnData).replace(/\0+$/, '')
        : (coder.decode(['string'], result.returnData)[0] as string);
  } catch {
    return null;
  }
  return toDisplayText(name, MAX_TOKEN_NAME_LENGTH) || null;
}

/** A {@link Holding} from a balance or its error. */
function toHolding(
  chainId: number,
  token: Holding['token'],
  meta: { symbol: string; name: string; decimals: number },
  balance: Balance | undefined,
): Holding {
  const base = { chainId, token, symbol: meta.symbol, name: meta.name, decimals: meta.decimals };
  if (balance && 'raw' in balance) return { ...base, raw: balance.raw, error: null };
  return { ...base, raw: null, error: toErrorInfo(balance?.error ?? new AppError('TOKEN_CALL_FAILED')) };
}
