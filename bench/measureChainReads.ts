import { JsonRpcProvider, NonceManager, type Signer, Wallet } from 'ethers';
import { sendAndConfirm } from '../rig/chain/confirmTransaction.ts';
import { deployContract } from '../rig/chain/deployContract.ts';
import { delegateAs } from '../rig/chain/deployProjectContracts.ts';
import { DEV_ACCOUNTS } from '../rig/chain/devAccounts.ts';
import { startTestWorld } from '../rig/chain/testWorld.ts';
import { startRpcProxy } from '../rig/rpcProxy/startRpcProxy.ts';
import { resolveSiteConfig } from '../src/lib/config/resolveSiteConfig.ts';
import type { SiteConfig, SiteConfigInput } from '../src/lib/config/siteConfigSchema.ts';
import { planChainReads } from '../src/lib/reads/planChainReads.ts';
import { readChainSnapshot } from '../src/lib/reads/readChainSnapshot.ts';
import { createRpcTransport } from '../src/lib/rpc/createRpcTransport.ts';

/** The chain-read figures of the bench. */
export interface ChainReadFigures {
  chains: number;
  tokensPerChain: number;
  nftsPerChain: number;
  governancePerChain: number;
  callsPerChain: number;
  feedsPerChain: number;
  rpcRequestsPerRefresh: number;
  naiveRpcRequestsPerRefresh: number;
  balancesShownMs: number;
  naiveBalancesShownMs: number;
}

const CHAIN_IDS = [1, 8453, 42161];
const TOKENS = 20;
const NFTS = 5;
const GOVERNANCE = 2;
const RUNS = 7;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
const send = sendAndConfirm;

/**
 * Deploys one chain's share of the scenario from `signer` and returns its config entries: 20 tokens, 5 NFT
 * collections (3 ERC-721, 2 ERC-1155 with 3 ids), 2 Votes tokens, 3 custom calls on a vault, and a price
 * feed for the native currency and every token; `holder` holds some of everything.
 */
async function deployScenario(signer: Signer, chainId: number, holder: string) {
  const address = (contract: { getAddress(): Promise<string> }) => contract.getAddress();
  const feed = async () => {
    const aggregator = await deployContract(signer, 'TestAggregator', [8, 'Bench / USD']);
    const now = BigInt(Math.floor(Date.now() / 1000));
    await send(aggregator, 'setRound', 1_00000000n, now, now);
    return { chainId, address: await address(aggregator) };
  };
  const tokens: SiteConfigInput['tokens'] = [];
  for (let index = 0; index < TOKENS; index++) {
    const decimals = [18, 6, 8, 0][index % 4] ?? 18;
    const token = await deployContract(signer, 'TestToken', [`Bench ${index}`, `B${index}`, decimals]);
    await send(token, 'mint', holder, 10n ** BigInt(decimals) * BigInt(index + 1));
    tokens.push({
      chainId,
      address: await address(token),
      symbol: `B${index}`,
      decimals,
      priceFeed: await feed(),
    });
  }
  const nfts: NonNullable<SiteConfigInput['nfts']> = [];
  for (let index = 0; index < NFTS; index++) {
    if (index < 3) {
      const nft = await deployContract(signer, 'TestNft721', [`Bench NFT ${index}`, `BN${index}`]);
      await send(nft, 'mint', holder, 1n);
      nfts.push({ chainId, address: await address(nft), name: `Bench NFT ${index}`, standard: 'erc721' });
    } else {
      const nft = await deployContract(signer, 'TestNft1155', []);
      await send(nft, 'mint', holder, 2n, 5n);
      nfts.push({
        chainId,
        address: await address(nft),
        name: `Bench items ${index}`,
        standard: 'erc1155',
        tokenIds: ['1', '2', '3'],
      });
    }
  }
  const governance: NonNullable<SiteConfigInput['governance']> = [];
  for (let index = 0; index < GOVERNANCE; index++) {
    const votes = await deployContract(signer, 'TestVotes', [`Bench DAO ${index}`, `BD${index}`, 18]);
    await send(votes, 'mint', holder, 10n ** 18n);
    await delegateAs(signer, await address(votes), holder, holder);
    governance.push({ chainId, token: await address(votes), name: `Bench DAO ${index}` });
  }
  const vault = await address(await deployContract(signer, 'TestVault', []));
  const calls: NonNullable<SiteConfigInput['calls']> = [
    ['sharesOf', 'uint256', { kind: 'amount' as const, decimals: 18, symbol: 'sh' }],
    ['isMember', 'bool', { kind: 'boolean' as const, yes: 'yes', no: 'no' }],
    ['unlockTime', 'uint64', { kind: 'date' as const }],
  ].map(([name, type, format]) => ({
    chainId,
    address: vault,
    label: String(name),
    signature: `function ${name}(address) view returns (${type})`,
    args: ['$account'],
    format: format as NonNullable<SiteConfigInput['calls']>[number]['format'],
  }));
  return { tokens, nfts, governance, calls, nativeFeed: await feed() };
}

/**
 * Reads the scenario on 3 local chains through counting proxies: this project's reads (one Multicall3
 * `aggregate3` per chain) against one call per value, as many front ends read (every balance, NFT, vote,
 * delegate, custom call and price on its own). Median of 7 refreshes each.
 */
export async function measureChainReads(): Promise<ChainReadFigures> {
  const world = await startTestWorld({ chainIds: CHAIN_IDS });
  const holder = world.accounts.alice.address;
  const proxies = await Promise.all(world.chains.map((chain) => startRpcProxy({ target: chain.rpcUrl })));
  try {
    const parts = await Promise.all(
      world.chains.map(async (chain) => {
        const provider = new JsonRpcProvider(chain.rpcUrl, undefined, {
          staticNetwork: true,
          cacheTimeout: -1,
        });
        const signer = new NonceManager(new Wallet(DEV_ACCOUNTS[1].privateKey, provider));
        try {
          return await deployScenario(signer, chain.chainId, holder);
        } finally {
          provider.destroy();
        }
      }),
    );
    const config: SiteConfig = resolveSiteConfig({
      name: 'Bench',
      tagline: 'Bench',
      description: 'The bench scenario.',
      url: 'https://bench.example',
      chains: world.chains.map((chain, index) => ({
        id: chain.chainId,
        name: `Chain ${chain.chainId}`,
        rpcUrls: [proxies[index]?.url ?? ''],
        nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18, priceFeed: parts[index]?.nativeFeed },
        explorerUrl: 'https://explorer.example',
      })),
      tokens: parts.flatMap((part) => part.tokens),
      nfts: parts.flatMap((part) => part.nfts),
      governance: parts.flatMap((part) => part.governance),
      calls: parts.flatMap((part) => part.calls),
      ens: false,
      theme: { accent: '#1d4ed8' },
    });
    const ours = config.chains.map((chain) => ({ chain, transport: createRpcTransport(chain) }));
    const naive = config.chains.map((chain, index) => ({
      plan: planChainReads(config, chain.id, holder),
      provider: new JsonRpcProvider(proxies[index]?.url ?? '', chain.id, {
        staticNetwork: true,
        batchMaxCount: 1,
        cacheTimeout: -1,
      }),
    }));
    const totalRequests = () => proxies.reduce((sum, proxy) => sum + proxy.requests.length, 0);
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
    const measured = await time(() =>
      Promise.all(ours.map(({ chain, transport }) => readChainSnapshot(transport, config, chain.id, holder))),
    );
    const oneCallPerValue = await time(() =>
      Promise.all(
        naive.flatMap(({ plan, provider }) => [
          provider.getBlock('latest'),
          provider.getBalance(holder),
          ...plan.calls.map((call) =>
            provider.call({ to: call.target, data: call.callData }).catch(() => '0x'),
          ),
        ]),
      ),
    );
    for (const { provider } of naive) provider.destroy();
    return {
      chains: CHAIN_IDS.length,
      tokensPerChain: TOKENS,
      nftsPerChain: NFTS,
      governancePerChain: GOVERNANCE,
      callsPerChain: 3,
      feedsPerChain: TOKENS + 1,
      rpcRequestsPerRefresh: measured.requests,
      naiveRpcRequestsPerRefresh: oneCallPerValue.requests,
      balancesShownMs: measured.ms,
      naiveBalancesShownMs: oneCallPerValue.ms,
    };
  } finally {
    await Promise.all(proxies.map((proxy) => proxy.stop()));
    await world.stop();
  }
}

if (import.meta.main) console.log(await measureChainReads());
