import { AbiCoder, isError, type Provider } from 'ethers';
import type { ChainConfig, TokenConfig } from '../config/siteConfigSchema.ts';
import { AppError, toErrorInfo } from '../errors/AppError.ts';
import { erc20, multicall3 } from './multicall3Abi.ts';
import type { ChainSnapshot, Holding } from './readTypes.ts';

type ChainReadConfig = Pick<ChainConfig, 'id' | 'nativeCurrency' | 'multicall3'>;
type Balance = { raw: bigint } | { error: AppError };

const coder = AbiCoder.defaultAbiCoder();

/**
 * Reads an account's native balance, every token balance of `tokens` on `chain`, and the block number: one
 * Multicall3 `aggregate3` call (`allowFailure`, so a failing token fails alone), or plain calls on a chain
 * configured with `multicall3: false`. Never throws for the network: the snapshot carries the error.
 */
export async function readChainSnapshot(
  provider: Provider,
  chain: ChainReadConfig,
  tokens: readonly TokenConfig[],
  account: string,
): Promise<ChainSnapshot> {
  const chainTokens = tokens.filter((token) => token.chainId === chain.id);
  try {
    const read = chain.multicall3 === false ? readPlain : readWithMulticall;
    const { blockNumber, native, tokenBalances } = await read(provider, chain, chainTokens, account);
    const holdings = [
      toHolding(chain.id, 'native', chain.nativeCurrency, native),
      ...chainTokens.map((token, index) =>
        toHolding(
          chain.id,
          token.address,
          { ...token, name: token.name ?? token.symbol },
          tokenBalances[index],
        ),
      ),
    ];
    return { chainId: chain.id, status: 'ok', blockNumber, holdings, error: null, readAt: Date.now() };
  } catch (error) {
    return {
      chainId: chain.id,
      status: 'error',
      blockNumber: null,
      holdings: [],
      error: toErrorInfo(error),
      readAt: Date.now(),
    };
  }
}

interface RawRead {
  blockNumber: bigint;
  native: Balance;
  tokenBalances: Balance[];
}

/** Everything in one `aggregate3` eth_call. */
async function readWithMulticall(
  provider: Provider,
  chain: ChainReadConfig,
  tokens: readonly TokenConfig[],
  account: string,
): Promise<RawRead> {
  const target = chain.multicall3 === false ? '' : chain.multicall3;
  const calls = [
    { target, allowFailure: true, callData: multicall3.encodeFunctionData('getBlockNumber') },
    { target, allowFailure: true, callData: multicall3.encodeFunctionData('getEthBalance', [account]) },
    ...tokens.map((token) => ({
      target: token.address,
      allowFailure: true,
      callData: erc20.encodeFunctionData('balanceOf', [account]),
    })),
  ];
  const data = await provider.call({
    to: target,
    data: multicall3.encodeFunctionData('aggregate3', [calls]),
  });
  if (data === '0x') throw new AppError('CHAIN_NO_MULTICALL', { details: `No contract at ${target}` });
  const [results] = multicall3.decodeFunctionResult('aggregate3', data) as unknown as [[boolean, string][]];
  const [block, native, ...tokenResults] = results.map(([success, returnData]) =>
    decodeUint(success, returnData),
  );
  if (!block || !('raw' in block) || !native) {
    throw new AppError('CHAIN_NO_MULTICALL', { details: `Unexpected answer from ${target}` });
  }
  return { blockNumber: block.raw, native, tokenBalances: tokenResults };
}

/** Block number, balance and one eth_call per token, for chains without Multicall3. */
async function readPlain(
  provider: Provider,
  _chain: ChainReadConfig,
  tokens: readonly TokenConfig[],
  account: string,
): Promise<RawRead> {
  const data = erc20.encodeFunctionData('balanceOf', [account]);
  const [blockNumber, native, ...tokenBalances] = await Promise.all([
    provider.getBlockNumber(),
    provider.getBalance(account),
    ...tokens.map((token) =>
      provider.call({ to: token.address, data }).then(
        (result) => decodeUint(true, result),
        (error: unknown) => {
          if (!isError(error, 'CALL_EXCEPTION')) throw error;
          return {
            error: new AppError('TOKEN_CALL_FAILED', { cause: error, details: 'The call reverted.' }),
          };
        },
      ),
    ),
  ]);
  return {
    blockNumber: BigInt(blockNumber),
    native: { raw: native },
    tokenBalances: tokenBalances as Balance[],
  };
}

/** A uint256 from one call's return data, or a TOKEN_CALL_FAILED saying why not. */
function decodeUint(success: boolean, returnData: string): Balance {
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
