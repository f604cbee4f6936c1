import { Contract, JsonRpcProvider, NonceManager, Wallet } from 'ethers';
import { erc20 } from '../src/lib/reads/multicall3Abi.ts';
import { readChainSnapshot } from '../src/lib/reads/readChainSnapshot.ts';
import { createRpcTransport } from '../src/lib/rpc/createRpcTransport.ts';
import { deployContract } from '../tests/fixtures/chain/deployContract.ts';
import { DEV_ACCOUNTS } from '../tests/fixtures/chain/devAccounts.ts';
import { startTestWorld } from '../tests/fixtures/chain/testWorld.ts';
import { startRpcProxy } from '../tests/fixtures/rpcProxy/startRpcProxy.ts';
import { worldChainConfig } from '../tests/support/worldConfig.ts';

/** The chain-read figures of the bench. */
export interface ChainReadFigures {
  chains: number;
  tokensPerChain: number;
  rpcRequestsPerRefresh: number;
  naiveRpcRequestsPerRefresh: number;
  balancesShownMs: number;
  naiveBalancesShownMs: number;
}

const CHAIN_IDS = [1, 8453, 42161];
const TOKENS_PER_CHAIN = 20;
const RUNS = 7;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

/** Deploys `count` tokens on a chain and gives `holder` a balance of each. */
async function deployTokens(rpcUrl: string, holder: string, count: number) {
  const provider = new JsonRpcProvider(rpcUrl, undefined, { staticNetwork: true, cacheTimeout: -1 });
  const signer = new NonceManager(new Wallet(DEV_ACCOUNTS[1].privateKey ?? '', provider));
  const addresses: { address: string; decimals: number }[] = [];
  for (let index = 0; index < count; index++) {
    const decimals = [18, 6, 8, 0][index % 4] ?? 18;
    const token = await deployContract(signer, 'TestToken', [`Bench ${index}`, `B${index}`, decimals]);
    await (
      await (token.getFunction('mint')(holder, 10n ** BigInt(decimals) * BigInt(index + 1)) as Promise<{
        wait(): Promise<unknown>;
      }>)
    ).wait();
    addresses.push({ address: await token.getAddress(), decimals });
  }
  provider.destroy();
  return addresses;
}

/**
 * Reads 3 chains × 20 tokens on local anvils through counting proxies: this project's reads (one Multicall3
 * call per chain) against one call per balance, as many front ends do. Median of 7 refreshes each.
 */
export async function measureChainReads(): Promise<ChainReadFigures> {
  const world = await startTestWorld({ chainIds: CHAIN_IDS });
  const holder = world.accounts.alice.address;
  const proxies = await Promise.all(world.chains.map((chain) => startRpcProxy({ target: chain.rpcUrl })));
  try {
    const setups = await Promise.all(
      world.chains.map(async (chain, index) => {
        const proxyUrl = proxies[index]?.url ?? '';
        const tokens = (await deployTokens(chain.rpcUrl, holder, TOKENS_PER_CHAIN)).map(
          (token, tokenIndex) => ({
            chainId: chain.chainId,
            address: token.address,
            symbol: `B${tokenIndex}`,
            decimals: token.decimals,
          }),
        );
        const config = worldChainConfig(chain, [proxyUrl]);
        return {
          config,
          tokens,
          ours: createRpcTransport(config),
          naive: new JsonRpcProvider(proxyUrl, chain.chainId, {
            staticNetwork: true,
            batchMaxCount: 1,
            cacheTimeout: -1,
          }),
        };
      }),
    );
    const totalRequests = () =>
      proxies.reduce(
        (sum, proxy) => sum + proxy.requests.reduce((count, request) => count + request.methods.length, 0),
        0,
      );
    const time = async (refresh: () => Promise<unknown>) => {
      await refresh();
      const durations: number[] = [];
      let requests = 0;
      for (let run = 0; run < RUNS; run++) {
        for (const proxy of proxies) proxy.reset();
        const start = performance.now();
        await refresh();
        durations.push(performance.now() - start);
        requests = totalRequests();
      }
      return { ms: Math.round(median(durations)), requests };
    };
    const ours = await time(() =>
      Promise.all(setups.map(({ ours, config, tokens }) => readChainSnapshot(ours, config, tokens, holder))),
    );
    const naive = await time(() =>
      Promise.all(
        setups.flatMap(({ naive, tokens }) => [
          naive.getBlockNumber(),
          naive.getBalance(holder),
          ...tokens.map((token) =>
            new Contract(token.address, erc20, naive).getFunction('balanceOf')(holder),
          ),
        ]),
      ),
    );
    for (const setup of setups) setup.naive.destroy();
    return {
      chains: CHAIN_IDS.length,
      tokensPerChain: TOKENS_PER_CHAIN,
      rpcRequestsPerRefresh: ours.requests,
      naiveRpcRequestsPerRefresh: naive.requests,
      balancesShownMs: ours.ms,
      naiveBalancesShownMs: naive.ms,
    };
  } finally {
    await Promise.all(proxies.map((proxy) => proxy.stop()));
    await world.stop();
  }
}
