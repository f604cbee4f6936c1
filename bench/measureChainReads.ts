import {
  getAddress,
  JsonRpcProvider,
  keccak256,
  NonceManager,
  type Signer,
  toUtf8Bytes,
  Wallet,
} from 'ethers';
import { sendAndConfirm } from '../rig/chain/confirmTransaction.ts';
import { deployContract } from '../rig/chain/deployContract.ts';
import { delegateAs } from '../rig/chain/deployProjectContracts.ts';
import { DEV_ACCOUNTS } from '../rig/chain/devAccounts.ts';
import { startTestWorld, type TestWorld, worldContractAddress } from '../rig/chain/testWorld.ts';
import { buildTestLists } from '../rig/claims/builtTestLists.ts';
import {
  COMMUNITY_DROP_FILE,
  communityFiller,
  EARLY_SUPPORTERS_FILE,
  HARBOR_AIRDROP_FILE,
  harborFiller,
} from '../rig/claims/testClaimsLists.ts';
import { type RpcProxy, startRpcProxy } from '../rig/rpcProxy/startRpcProxy.ts';
import { MAX_WATCHED_ACCOUNTS } from '../src/lib/config/limits.ts';
import { resolveSiteConfig } from '../src/lib/config/resolveSiteConfig.ts';
import type { SiteConfig, SiteConfigInput } from '../src/lib/config/siteConfigSchema.ts';
import { createAccountCodes } from '../src/lib/reads/createAccountCodes.ts';
import { planChainReads } from '../src/lib/reads/planChainReads.ts';
import {
  type AccountRead,
  readChainSnapshot,
  readChainSnapshots,
  type SnapshotConfig,
} from '../src/lib/reads/readChainSnapshot.ts';
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
  /** A refresh of 1 and of 20 accounts on the full scenario: requests, and bytes sent and received. */
  fullScenario: ManyAccountsFigures;
  /** The same on an airdrop checker's site: a claims list a chain, the native balance and one token. */
  airdropSite: ManyAccountsFigures;
}

/** What a refresh of one account, and of twenty at once, costs on every chain of a site. */
export interface ManyAccountsFigures {
  requests1: number;
  requests20: number;
  /** Request bodies and answers, in bytes, over every chain. */
  bytes1: number;
  bytes20: number;
  /** From the request to every value of the twenty accounts in hand, median of 7. */
  ms20: number;
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
 * The twenty accounts of a many-accounts refresh: `holder`, the world's others, made-up accounts of the Harbor
 * airdrop and of the community drop, and strangers to make up the count.
 */
function twentyAccounts(world: TestWorld, holder: string): string[] {
  const known = [
    holder,
    ...Object.values(world.accounts).map((account) => account.address),
    ...Array.from({ length: 8 }, (_, index) => harborFiller(index).address),
    ...Array.from({ length: 8 }, (_, index) => communityFiller(index).address),
  ];
  const unique = [...new Set(known)];
  const strangers = Array.from({ length: MAX_WATCHED_ACCOUNTS }, (_, index) =>
    getAddress(keccak256(toUtf8Bytes(`bench stranger ${index}`)).slice(0, 42)),
  );
  return [...unique, ...strangers].slice(0, MAX_WATCHED_ACCOUNTS);
}

/**
 * Times refreshes of `accounts` on every chain of `config` through the counting proxies, each chain in its one
 * read (after one refresh that proves the chains' ids and reads the accounts' code, which one of the 7 reads
 * again, as every 5th refresh of a visit does): requests and bytes of the last, median time of 7.
 */
async function refreshAccounts(
  config: SiteConfig & Pick<SnapshotConfig, 'claimLists'>,
  accounts: readonly AccountRead[],
  proxies: readonly RpcProxy[],
): Promise<{ requests: number; bytes: number; ms: number }> {
  const transports = config.chains.map((chain) => ({ chain, transport: createRpcTransport(chain) }));
  // One visit's memory of the accounts' code, as the page keeps it: the first refresh reads it.
  const codes = createAccountCodes();
  const refresh = () =>
    Promise.all(
      transports.map(({ chain, transport }) =>
        readChainSnapshots(transport, config, chain.id, accounts, undefined, codes),
      ),
    );
  const first = await refresh();
  const failed = first.flat().find((snapshot) => snapshot.status !== 'ok');
  if (failed) throw new Error(`bench read failed on chain ${failed.chainId}: ${failed.error?.code}`);
  const durations: number[] = [];
  let requests = 0;
  let bytes = 0;
  for (let run = 0; run < RUNS; run++) {
    for (const proxy of proxies) proxy.reset();
    const start = performance.now();
    await refresh();
    durations.push(performance.now() - start);
    const sent = proxies.flatMap((proxy) => proxy.requests);
    requests = sent.length;
    bytes = sent.reduce((sum, request) => sum + request.bytes + request.answerBytes, 0);
  }
  return { requests, bytes, ms: Math.round(median(durations)) };
}

/** One account and twenty, refreshed on `config`: what each costs. */
async function oneAndTwenty(
  config: Parameters<typeof refreshAccounts>[0],
  one: AccountRead,
  twenty: readonly AccountRead[],
  proxies: readonly RpcProxy[],
): Promise<ManyAccountsFigures> {
  const alone = await refreshAccounts(config, [one], proxies);
  const together = await refreshAccounts(config, twenty, proxies);
  return {
    requests1: alone.requests,
    requests20: together.requests,
    bytes1: alone.bytes,
    bytes20: together.bytes,
    ms20: together.ms,
  };
}

/**
 * An airdrop checker's site on the bench chains: each chain's ETH priced, one token with its price, and one
 * claims list a chain (the Harbor airdrop, the community drop, the deadline drop with its endTime()), with the
 * probes each account's files give.
 */
async function airdropSite(input: SiteConfigInput, accounts: readonly string[]) {
  const [first = 0, second = 0, third = 0] = input.chains.map((chain) => chain.id);
  const entry = (chainId: number, key: 'harborAirdrop' | 'communityDrop' | 'deadlineDrop') => ({
    chainId,
    distributor: worldContractAddress(chainId, key),
    claimUrl: 'https://claim.bench.example',
  });
  const config = resolveSiteConfig({
    ...input,
    tokens: input.chains.flatMap((chain) =>
      (input.tokens ?? []).filter((token) => token.chainId === chain.id).slice(0, 1),
    ),
    nfts: [],
    governance: [],
    calls: [],
    claims: [
      {
        ...entry(first, 'harborAirdrop'),
        name: 'Harbor airdrop',
        symbol: 'AIR',
        decimals: 18,
        file: HARBOR_AIRDROP_FILE,
      },
      {
        ...entry(second, 'communityDrop'),
        name: 'Community drop',
        symbol: 'MRD',
        decimals: 18,
        format: 'openzeppelin',
        file: COMMUNITY_DROP_FILE,
        claimed: 'function claimedAmount(address) view returns (uint256)',
      },
      {
        ...entry(third, 'deadlineDrop'),
        name: 'Deadline drop',
        symbol: 'HRB',
        decimals: 0,
        file: EARLY_SUPPORTERS_FILE,
        deadline: 'function endTime() view returns (uint256)',
      },
    ],
  });
  const { claimLists, probesOf } = buildTestLists(config);
  const reads = await Promise.all(
    accounts.map(async (address) => ({ address, probes: await probesOf(address) })),
  );
  return { config: { ...config, claimLists }, reads };
}

/**
 * Reads the scenario on 3 local chains through counting proxies: this project's reads (one Multicall3
 * `aggregate3` per chain) against one call per value, as many front ends read (every balance, NFT, vote,
 * delegate, custom call and price on its own). Median of 7 refreshes each. Then one account and twenty at once,
 * on the scenario and on an airdrop checker's site (a claims list a chain): requests and bytes per refresh, and
 * the time to every value of the twenty.
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
    const input: SiteConfigInput = {
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
    };
    const config: SiteConfig = resolveSiteConfig(input);
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
    const codes = createAccountCodes();
    const measured = await time(() =>
      Promise.all(
        ours.map(({ chain, transport }) =>
          readChainSnapshot(transport, config, chain.id, holder, undefined, undefined, codes),
        ),
      ),
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
    const twenty = twentyAccounts(world, holder);
    const fullScenario = await oneAndTwenty(
      config,
      { address: holder },
      twenty.map((address) => ({ address })),
      proxies,
    );
    const airdrop = await airdropSite(input, twenty);
    const airdropFigures = await oneAndTwenty(
      airdrop.config,
      airdrop.reads[0] ?? { address: holder },
      airdrop.reads,
      proxies,
    );
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
      fullScenario,
      airdropSite: airdropFigures,
    };
  } finally {
    await Promise.all(proxies.map((proxy) => proxy.stop()));
    await world.stop();
  }
}

if (import.meta.main) console.log(await measureChainReads());
