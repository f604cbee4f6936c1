import { JsonRpcProvider } from 'ethers';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { deployContract } from '../../../rig/chain/deployContract.ts';
import {
  HOSTILE_SYMBOL,
  startTestWorld,
  type TestWorld,
  worldContractAddress,
  worldNative,
  worldTokenAddress,
} from '../../../rig/chain/testWorld.ts';
import { worldAccounts } from '../../../rig/chain/worldAccounts.ts';
import { worldHoldings } from '../../../rig/chain/worldContracts.ts';
import { buildTestLists } from '../../../rig/claims/builtTestLists.ts';
import {
  COMMUNITY_DROP_ALICE_CLAIMED,
  COMMUNITY_DROP_AMOUNTS,
  communityFiller,
  DEADLINE_DROP_END,
  EARLY_SUPPORTERS_AMOUNTS,
  EARLY_SUPPORTERS_FILE,
  HARBOR_AIRDROP_AMOUNTS,
  HARBOR_CLAIMED_FILLERS,
  harborFiller,
  SABLIER_CAMPAIGN_AMOUNTS,
} from '../../../rig/claims/testClaimsLists.ts';
import { detailInEnglish } from '../../../rig/i18n/inEnglish.ts';
import { type RpcProxy, startRpcProxy } from '../../../rig/rpcProxy/startRpcProxy.ts';
import { TEST_CHAIN_IDS, TEST_CHAINS } from '../../../rig/site/testSiteConfig.ts';
import { worldSiteConfig } from '../../../rig/site/worldConfig.ts';
import type { ClaimListView } from '../claims/claimTypes.ts';
import { MAX_WATCHED_ACCOUNTS } from '../config/limits.ts';
import type { SiteConfig, SiteConfigInput } from '../config/siteConfigSchema.ts';
import { MAX_RPC_BATCH, MAX_RPC_BODY_BYTES } from '../gatewayContract/gatewayContract.ts';
import { createRpcTransport, type RpcTransport } from '../rpc/createRpcTransport.ts';
import { multicall3 } from './contractAbis.ts';
import { type AccountCodes, CODE_REREAD_REFRESHES, createAccountCodes } from './createAccountCodes.ts';
import { holdsNothing } from './holdsNothing.ts';
import { MAX_TOKEN_NAME_LENGTH } from './planTokenReads.ts';
import { readChainSnapshot, readChainSnapshots } from './readChainSnapshot.ts';
import type { ChainSnapshot } from './readTypes.ts';

const { ethereum, optimism, base } = TEST_CHAINS;
const ALICE = worldAccounts.alice.address;
let world: TestWorld;
let proxies: Map<number, RpcProxy>;

beforeAll(async () => {
  world = await startTestWorld({ chainIds: TEST_CHAIN_IDS });
  proxies = new Map(
    await Promise.all(
      world.chains.map(
        async (chain) => [chain.chainId, await startRpcProxy({ target: chain.rpcUrl })] as const,
      ),
    ),
  );
});

afterAll(async () => {
  await Promise.all([...proxies.values()].map((proxy) => proxy.stop()));
  await world.stop();
});

beforeEach(() => {
  for (const proxy of proxies.values()) proxy.reset();
});

/** The tests' config, read through the counting proxies; `change` edits it first. */
function proxiedConfig(change?: (input: SiteConfigInput) => SiteConfigInput): SiteConfig {
  const rpcUrls = Object.fromEntries([...proxies].map(([chainId, proxy]) => [chainId, [proxy.url]]));
  return worldSiteConfig(world, rpcUrls, change);
}

/** Reads `account` on every test chain with fresh transports. */
function readAll(config: SiteConfig, account = ALICE): Promise<ChainSnapshot[]> {
  return Promise.all(
    config.chains.map((chain) => readChainSnapshot(createRpcTransport(chain), config, chain.id, account)),
  );
}

/** A snapshot with the parts that do not depend on the block left out, to compare two ways of reading. */
const figures = (snapshot: ChainSnapshot | undefined) => {
  const { blockNumber: _block, blockTimestamp: _time, ...rest } = snapshot ?? ({} as ChainSnapshot);
  return rest;
};

const methods = (chainId: number) => proxies.get(chainId)?.requests.flatMap((request) => request.methods);

/** The methods of each request a chain's proxy saw, beyond a fresh transport's check of the chain id. */
const requestsTo = (chainId: number) =>
  proxies
    .get(chainId)
    ?.requests.map((request) => request.methods)
    .filter((sent) => sent.join() !== 'eth_chainId');

/** How many eth_calls one request carries: more than one only when plain calls stood in for the aggregate. */
const ethCallsIn = (sent: readonly string[]) => sent.filter((method) => method === 'eth_call').length;

describe('readChainSnapshot against anvil', () => {
  it("reads every section exactly, in one eth_call per chain, the account's code in the same request", async () => {
    const [one, ten, eightyFour] = await readAll(proxiedConfig());
    for (const chainId of TEST_CHAIN_IDS) expect(requestsTo(chainId)).toEqual([['eth_call', 'eth_getCode']]);

    expect(one).toMatchObject({ status: 'ok', error: null, sequencer: null });
    expect(one?.blockNumber).toBeGreaterThan(0n);
    expect(one?.blockTimestamp).toBeGreaterThan(1_700_000_000n);
    expect(one?.holdings.map((holding) => [holding.symbol, holding.name, holding.raw])).toEqual([
      ['ETH', 'Ether', worldNative.alice],
      ['TUSD', 'Test USD', 1000000_123456n],
      ['TST', 'Test Token', 1234_500000000000000000n],
      ['MAX', 'Max Balance', 2n ** 256n - 1n],
    ]);
    expect(one?.nfts).toMatchObject([
      { name: 'Test Names', standard: 'erc721', count: 3n, error: null },
      {
        name: 'Test Items',
        standard: 'erc1155',
        count: null,
        tokens: [
          { tokenId: '1', raw: 5n, error: null },
          { tokenId: '2', raw: 0n, error: null },
          { tokenId: '3', raw: 1000n, error: null },
        ],
        error: null,
      },
      {
        name: 'Short Answers',
        count: null,
        error: {
          code: 'ENTRY_CALL_FAILED',
          detail: { key: 'CALL_WRONG_SIZE', values: { bytes: 5, expected: 32 } },
        },
      },
    ]);
    expect(one?.governance).toEqual([
      {
        chainId: ethereum.id,
        token: worldContractAddress(ethereum.id, 'dao'),
        name: 'Test DAO',
        symbol: 'TDAO',
        decimals: 18,
        balance: worldHoldings.dao.alice,
        votes: worldHoldings.dao.alice + worldHoldings.dao.bob,
        delegate: ALICE,
        error: null,
      },
    ]);
    expect(
      one?.calls.map((call) => [
        call.label,
        call.value,
        call.error ? detailInEnglish(call.error.detail) : null,
      ]),
    ).toEqual([
      ['Staked shares', worldHoldings.vault.aliceShares, null],
      ['Membership', true, null],
      ['Beneficiary', worldAccounts.bob.address, null],
      ['Unlocks on', worldHoldings.vault.aliceUnlockTime, null],
      ['Stakes', worldHoldings.vault.aliceStakes, null],
      ['Pool 7 reward', worldHoldings.vault.aliceReward7, null],
      ['Vault', false, null],
      ['Huge answer', null, 'It returned 10080 bytes instead of 32.'],
      ['Not a bool', null, 'It returned 2, which is not a valid bool.'],
    ]);
    expect(one?.feeds.map((feed) => [feed.address, feed.answer, feed.decimals, feed.error])).toEqual([
      [worldContractAddress(ethereum.id, 'ethUsd'), worldHoldings.prices.ethUsd, 8, null],
      [worldContractAddress(ethereum.id, 'tusdUsd'), worldHoldings.prices.tusdUsd, 8, null],
      [worldContractAddress(ethereum.id, 'tstUsd'), worldHoldings.prices.tstUsd, 18, null],
      [worldContractAddress(ethereum.id, 'stale'), 1_00000000n, 8, null],
    ]);
    const stale = one?.feeds[3];
    expect((one?.blockTimestamp ?? 0n) - (stale?.updatedAt ?? 0n)).toBeGreaterThanOrEqual(2n * 86_400n);

    expect(ten?.holdings).toMatchObject([
      { symbol: 'ETH', raw: worldNative.alice },
      { symbol: 'DUST', raw: 1n },
      {
        symbol: 'REVERT',
        raw: null,
        error: {
          code: 'TOKEN_CALL_FAILED',
          detail: { key: 'CALL_REVERTED_WITH', values: { reason: 'RevertingToken: balanceOf disabled' } },
        },
      },
    ]);
    expect(ten?.governance).toMatchObject([
      {
        name: 'Broken DAO',
        error: { code: 'ENTRY_CALL_FAILED', detail: { key: 'CALL_NOT_ADDRESS' } },
      },
    ]);
    expect(ten?.feeds).toMatchObject([
      { address: worldContractAddress(optimism.id, 'negative'), answer: -1n },
    ]);
    expect(ten?.sequencer).toMatchObject({ answer: 0n, error: null });

    expect(eightyFour?.holdings.map((holding) => holding.raw)).toEqual([worldNative.alice, 7n]);
    expect(eightyFour?.calls).toMatchObject([
      { label: 'Stakes on Base', value: worldHoldings.vault.aliceStakes },
    ]);
    const restarted = (eightyFour?.blockTimestamp ?? 0n) - (eightyFour?.sequencer?.startedAt ?? 0n);
    expect(restarted).toBeLessThan(3_600n);
  });

  it('costs one eth_call per chain on every refresh, whatever the number of entries', async () => {
    const config = proxiedConfig();
    const transports = config.chains.map((chain) => ({ chain, transport: createRpcTransport(chain) }));
    const codes = createAccountCodes();
    const refresh = () =>
      Promise.all(
        transports.map(({ chain, transport }) =>
          readChainSnapshot(transport, config, chain.id, ALICE, undefined, undefined, codes),
        ),
      );
    await refresh();
    for (const proxy of proxies.values()) proxy.reset();
    await refresh();
    await refresh();
    for (const chainId of TEST_CHAIN_IDS) expect(methods(chainId)).toEqual(['eth_call', 'eth_call']);
  });

  it('reads the same values with plain calls on a chain without Multicall3, in one batch', async () => {
    const plain = proxiedConfig((input) => ({
      ...input,
      chains: input.chains.map((chain) => ({ ...chain, multicall3: false as const })),
    }));
    const [withMulticall, withoutMulticall] = [await readAll(proxiedConfig()), await readAll(plain)];
    expect(withoutMulticall.map(figures)).toEqual(withMulticall.map(figures));
  });

  it('falls back to plain calls when the aggregate reverts as a whole, so the entries still show', async () => {
    const broken = proxiedConfig((input) => ({
      ...input,
      chains: input.chains.map((chain) =>
        chain.id === ethereum.id
          ? { ...chain, multicall3: worldContractAddress(ethereum.id, 'hostile0') }
          : chain,
      ),
    }));
    const [fallback] = await readAll(broken);
    const [normal] = await readAll(proxiedConfig());
    expect(figures(fallback)).toEqual(figures(normal));
    const ethCalls = methods(ethereum.id)?.filter((method) => method === 'eth_call') ?? [];
    expect(ethCalls.length).toBeGreaterThan(2);
  });

  it('a contract that burns all its gas fails alone, even when it takes the whole aggregate down', async () => {
    const bomb = {
      chainId: base.id,
      address: worldContractAddress(base.id, 'hostile8'),
      name: 'Gas Bomb',
      standard: 'erc721' as const,
    };
    // Three bombs in a row leave no gas for anything after them: the whole aggregate fails.
    const bombs = { ...bomb, name: 'Gas Bombs', standard: 'erc1155' as const, tokenIds: ['1', '2', '3'] };
    for (const [nfts, aggregateSurvives] of [
      [[bomb], true],
      [[bombs], false],
    ] as const) {
      for (const proxy of proxies.values()) proxy.reset();
      const [, , snapshot] = await readAll(proxiedConfig((input) => ({ ...input, nfts: [...nfts] })));
      expect(snapshot?.error).toBeNull();
      expect(snapshot?.holdings.map((holding) => holding.raw)).toEqual([worldNative.alice, 7n]);
      expect(snapshot?.calls).toMatchObject([{ value: worldHoldings.vault.aliceStakes, error: null }]);
      expect(snapshot?.nfts[0]).toMatchObject({ count: null, error: { code: 'ENTRY_CALL_FAILED' } });
      const plainCalls = requestsTo(base.id)?.some((sent) => ethCallsIn(sent) > 1) ?? false;
      expect(plainCalls, 'plain calls were needed').toBe(!aggregateSurvives);
    }
  });

  it('knows when an account holds nothing the page reads on a chain, and never hides a failed entry', async () => {
    const [one, ten, eightyFour] = await readAll(proxiedConfig(), worldAccounts.empty.address);
    expect(eightyFour && holdsNothing(eightyFour)).toBe(true);
    // Nothing held on Ethereum and Optimism either, but their hostile entries failed: those are shown.
    expect(one && holdsNothing(one)).toBe(false);
    expect(ten && holdsNothing(ten)).toBe(false);
    const [, , alice] = await readAll(proxiedConfig());
    expect(alice && holdsNothing(alice)).toBe(false);
  });

  it('reports a missing Multicall3 as a chain error', async () => {
    const missing = proxiedConfig((input) => ({
      ...input,
      chains: input.chains.map((chain) => ({
        ...chain,
        multicall3: '0x000000000000000000000000000000000000dEaD',
      })),
    }));
    const [snapshot] = await readAll(missing);
    expect(snapshot).toMatchObject({ status: 'error', error: { code: 'CHAIN_NO_MULTICALL' } });
  });

  it('splits a config too large for one request body, and still reads every entry', async () => {
    const ids = Array.from({ length: 50 }, (_, index) => String(index + 1));
    const many = proxiedConfig((input) => ({
      ...input,
      nfts: Array.from({ length: 12 }, (_, index) => ({
        chainId: base.id,
        address: `0x${(0x1000 + index).toString(16).padStart(40, '0')}`,
        name: `Collection ${index}`,
        standard: 'erc1155' as const,
        tokenIds: ids,
      })),
    }));
    const [, , snapshot] = await readAll(many);
    expect(snapshot?.error).toBeNull();
    expect(snapshot?.nfts.flatMap((nft) => nft.tokens)).toHaveLength(12 * 50);
    expect(snapshot?.holdings.map((holding) => holding.raw)).toEqual([worldNative.alice, 7n]);
    const requests = requestsTo(base.id) ?? [];
    expect(requests.length).toBeGreaterThan(1);
    expect(requests.map(ethCallsIn)).toEqual(requests.map(() => 1));
  });

  it('reads the names the config leaves out in the same call, inert and capped', async () => {
    const named = proxiedConfig((input) => ({
      ...input,
      tokens: [
        ...input.tokens,
        {
          chainId: ethereum.id,
          address: worldTokenAddress(ethereum.id, 'hostile'),
          symbol: HOSTILE_SYMBOL.slice(0, 12),
          decimals: 18,
        },
      ],
    }));
    const [snapshot] = await readAll(named);
    const hostile = snapshot?.holdings.find((holding) => holding.symbol === HOSTILE_SYMBOL.slice(0, 12));
    expect(hostile?.name).toHaveLength(MAX_TOKEN_NAME_LENGTH);
    expect(hostile?.name.startsWith('<img src=x onerror=alert(1)><script>alert(2)</script>')).toBe(true);
    // biome-ignore lint/suspicious/noControlCharactersInRegex: asserting that control characters are gone
    expect(hostile?.name).not.toMatch(/[\u0000-\u001f\u202e\u200b]/);
    expect(hostile?.name.endsWith('…')).toBe(true);
  });
});

describe('claims lists in the chain read', () => {
  /** The config with its lists as the page knows them, and what their files say about `account`. */
  async function claimsOf(config: SiteConfig, account: string, change = (list: ClaimListView) => list) {
    const { claimLists, probesOf } = buildTestLists(config, change);
    return { config: { ...config, claimLists }, probes: await probesOf(account) };
  }

  /** Reads `account` on every chain with its claims; the statuses of every list, in chain order. */
  async function statuses(
    config: SiteConfig,
    account: string,
    change?: (list: ClaimListView) => ClaimListView,
  ) {
    const { config: withLists, probes } = await claimsOf(config, account, change);
    const snapshots = await Promise.all(
      config.chains.map((chain) =>
        readChainSnapshot(createRpcTransport(chain), withLists, chain.id, account, undefined, probes),
      ),
    );
    return snapshots.flatMap((snapshot) => snapshot.claims.map(({ listId: _id, ...status }) => status));
  }

  it("reads each list's root and claimed getter in the chain's one eth_call, and proves the account's shard", async () => {
    const config = proxiedConfig();
    // By chain: Ethereum's early supporters and Sablier campaign, Optimism's Harbor airdrop, Base's community drop.
    expect(await statuses(config, ALICE)).toEqual([
      {
        state: 'eligible',
        amount: EARLY_SUPPORTERS_AMOUNTS.alice,
        index: expect.any(Number),
        claimedSoFar: 0n,
      },
      {
        state: 'eligible',
        amount: SABLIER_CAMPAIGN_AMOUNTS.alice,
        index: 0,
        claimedSoFar: 0n,
      },
      {
        state: 'eligible',
        amount: HARBOR_AIRDROP_AMOUNTS.alice,
        index: expect.any(Number),
        claimedSoFar: 0n,
      },
      // Alice claimed 40 of her 100 through the contract: the rest is still hers to claim.
      {
        state: 'eligible',
        amount: COMMUNITY_DROP_AMOUNTS.alice,
        index: null,
        claimedSoFar: COMMUNITY_DROP_ALICE_CLAIMED,
      },
    ]);
    for (const chainId of TEST_CHAIN_IDS) expect(requestsTo(chainId)).toEqual([['eth_call', 'eth_getCode']]);
    expect(await statuses(config, worldAccounts.bob.address)).toEqual([
      { state: 'notListed' },
      { state: 'claimed', amount: SABLIER_CAMPAIGN_AMOUNTS.bob, index: 1 },
      { state: 'claimed', amount: HARBOR_AIRDROP_AMOUNTS.bob, index: expect.any(Number) },
      { state: 'claimed', amount: COMMUNITY_DROP_AMOUNTS.bob, index: null },
    ]);
    expect(await statuses(config, worldAccounts.mallory.address)).toMatchObject([
      { state: 'eligible', amount: EARLY_SUPPORTERS_AMOUNTS.mallory },
      { state: 'eligible', amount: SABLIER_CAMPAIGN_AMOUNTS.mallory, index: 2 },
      { state: 'notListed' },
      { state: 'notListed' },
    ]);
    expect((await statuses(config, worldAccounts.empty.address)).at(-1)).toEqual({
      state: 'eligible',
      amount: COMMUNITY_DROP_AMOUNTS.empty,
      index: null,
      claimedSoFar: 0n,
    });
  });

  it("asks the getters the owner names: the community drop's hasClaimed(address) says only whether all was claimed", async () => {
    const byFlag = (list: ClaimListView) =>
      list.name === 'Community drop'
        ? { ...list, claimedGetter: 'function hasClaimed(address) view returns (bool)' }
        : list;
    const [alice, bob] = await Promise.all([
      statuses(proxiedConfig(), ALICE, byFlag),
      statuses(proxiedConfig(), worldAccounts.bob.address, byFlag),
    ]);
    expect(alice.at(-1)).toMatchObject({
      state: 'eligible',
      amount: COMMUNITY_DROP_AMOUNTS.alice,
      claimedSoFar: 0n,
    });
    expect(bob.at(-1)).toMatchObject({ state: 'claimed', amount: COMMUNITY_DROP_AMOUNTS.bob });
    // A root getter the campaign does not have: merkleRoot(), where Sablier's is MERKLE_ROOT().
    const missing = await statuses(proxiedConfig(), ALICE, (list) =>
      list.name === 'Sablier campaign'
        ? { ...list, rootGetter: 'function merkleRoot() view returns (bytes32)' }
        : list,
    );
    expect(missing[1]).toMatchObject({ state: 'unverifiable', error: { code: 'CLAIMS_READ_FAILED' } });
  });

  it("asks a Sablier campaign named without its getter by Sablier's own, hasClaimed(uint256 index)", async () => {
    const unnamed = proxiedConfig((input) => ({
      ...input,
      claims: (input.claims ?? []).map(({ claimed, ...entry }) =>
        entry.name === 'Sablier campaign' ? entry : { ...entry, claimed },
      ),
    }));
    expect(unnamed.claims.find((entry) => entry.name === 'Sablier campaign')?.claimed).toBeUndefined();
    const [alice, bob] = await Promise.all([
      statuses(unnamed, ALICE),
      statuses(unnamed, worldAccounts.bob.address),
    ]);
    expect(alice[1]).toEqual({
      state: 'eligible',
      amount: SABLIER_CAMPAIGN_AMOUNTS.alice,
      index: 0,
      claimedSoFar: 0n,
    });
    expect(bob[1]).toEqual({ state: 'claimed', amount: SABLIER_CAMPAIGN_AMOUNTS.bob, index: 1 });
  });

  it('reads the same with plain calls on a chain without Multicall3', async () => {
    const plain = proxiedConfig((input) => ({
      ...input,
      chains: input.chains.map((chain) => ({ ...chain, multicall3: false as const })),
    }));
    expect(await statuses(plain, ALICE)).toEqual(await statuses(proxiedConfig(), ALICE));
  });

  it('cannot verify any account of a list whose root the distributor does not hold', async () => {
    const other = `0x${'ab'.repeat(32)}`;
    const changed = await statuses(proxiedConfig(), ALICE, (list) => ({ ...list, root: other }));
    expect(changed).toEqual(
      Array.from({ length: 4 }, () =>
        expect.objectContaining({
          state: 'unverifiable',
          error: expect.objectContaining({ code: 'CLAIMS_ROOT_MISMATCH' }),
        }),
      ),
    );
    const stranger = await statuses(proxiedConfig(), worldAccounts.mallory.address, (list) => ({
      ...list,
      root: other,
    }));
    expect(stranger.map((status) => status.state)).toEqual(Array(4).fill('unverifiable'));
  });

  /** 20 accounts: the world's four, made-up accounts of the Harbor airdrop and the community drop, strangers. */
  const twentyAccounts = () => [
    ...Object.values(worldAccounts).map((account) => account.address),
    ...[0, 1, 2, 3, 4, 5].map((index) => harborFiller(index).address),
    ...[0, 1, 2, 3, 4, 5].map((index) => communityFiller(index).address),
    ...[1, 2, 3, 4].map((index) => `0x${String(index).repeat(40)}`),
  ];

  it(`reads ${MAX_WATCHED_ACCOUNTS} accounts in one aggregate3 per chain where a body holds it, each exactly as it reads alone`, async () => {
    const accounts = twentyAccounts();
    expect(accounts).toHaveLength(MAX_WATCHED_ACCOUNTS);
    const config = proxiedConfig();
    const withLists = await Promise.all(accounts.map((account) => claimsOf(config, account)));
    const lists = withLists[0]?.config ?? config;
    const transports = config.chains.map((chain) => createRpcTransport(chain));
    const codes = createAccountCodes();
    const refresh = () =>
      Promise.all(
        config.chains.map((chain, index) =>
          readChainSnapshots(
            transports[index] as RpcTransport,
            lists,
            chain.id,
            accounts.map((address, place) => ({ address, probes: withLists[place]?.probes })),
            undefined,
            codes,
          ),
        ),
      );
    const together = await refresh();
    const requests = new Map([...proxies].map(([chainId, proxy]) => [chainId, [...proxy.requests]]));
    for (const proxy of proxies.values()) proxy.reset();
    const again = await refresh();
    const refreshed = new Map([...proxies].map(([chainId, proxy]) => [chainId, [...proxy.requests]]));
    for (const [chainIndex, chain] of config.chains.entries()) {
      const alone = await Promise.all(
        accounts.map((account, index) =>
          readChainSnapshot(
            createRpcTransport(chain),
            lists,
            chain.id,
            account,
            undefined,
            withLists[index]?.probes,
          ),
        ),
      );
      expect(together[chainIndex]?.map(figures), chain.name).toEqual(alone.map(figures));
      expect(again[chainIndex]?.map(figures), chain.name).toEqual(alone.map(figures));
    }
    // What every account reads alike (feeds, roots, names) is asked once: Base's and Optimism's twenty fit one
    // aggregate3. On the first refresh each account's code rides beside it, one eth_getCode each: a batch holds
    // 20 calls, so the twentieth takes a request of its own; later refreshes are the aggregate3 alone.
    const getCodes = (count: number) => Array<string>(count).fill('eth_getCode');
    for (const chainId of [optimism.id, base.id]) {
      expect(requests.get(chainId)?.map((request) => request.methods)).toEqual([
        ['eth_chainId'],
        ['eth_call', ...getCodes(MAX_RPC_BATCH - 1)],
        getCodes(MAX_WATCHED_ACCOUNTS - (MAX_RPC_BATCH - 1)),
      ]);
    }
    // Ethereum carries the tests' every kind of entry (hostile ones too) for each account: more than one body
    // holds, so its read is split, and the codes ride in the split aggregates' requests, none of its own.
    const ethereumSent = requests.get(ethereum.id) ?? [];
    expect(ethereumSent.filter((request) => request.methods.includes('eth_call')).length).toBeGreaterThan(1);
    expect(ethereumSent.filter((request) => !request.methods.includes('eth_call'))).toEqual([
      expect.objectContaining({ methods: ['eth_chainId'] }),
    ]);
    // Every request within the gateway's limits; the chain id proved once; codes read once in the visit so far.
    for (const chainId of TEST_CHAIN_IDS) {
      const sent = requests.get(chainId) ?? [];
      expect(sent.filter((request) => request.methods.includes('eth_chainId'))).toHaveLength(1);
      for (const request of [...sent, ...(refreshed.get(chainId) ?? [])]) {
        expect(request.bytes).toBeLessThanOrEqual(MAX_RPC_BODY_BYTES);
        expect(request.methods.length).toBeLessThanOrEqual(MAX_RPC_BATCH);
      }
      const methodsSent = sent.flatMap((request) => request.methods);
      expect(methodsSent.filter((method) => method === 'eth_getCode')).toHaveLength(MAX_WATCHED_ACCOUNTS);
      expect(refreshed.get(chainId)?.flatMap((request) => request.methods)).not.toContain('eth_getCode');
    }
    expect(refreshed.get(optimism.id)?.map((request) => request.methods)).toEqual([['eth_call']]);
    expect(refreshed.get(base.id)?.map((request) => request.methods)).toEqual([['eth_call']]);
    const harbor = together[1]?.map((snapshot) => snapshot.claims[0]?.state);
    expect(harbor).toEqual([
      'eligible',
      'claimed',
      'eligible',
      'notListed',
      ...[0, 1, 2, 3, 4, 5].map((index) =>
        (HARBOR_CLAIMED_FILLERS as readonly number[]).includes(index) ? 'claimed' : 'eligible',
      ),
      ...Array(10).fill('notListed'),
    ]);
  });

  it('reads many accounts the same with plain calls, each distinct call once', async () => {
    const accounts = twentyAccounts().slice(0, 6);
    const plain = proxiedConfig((input) => ({
      ...input,
      chains: input.chains.map((chain) => ({ ...chain, multicall3: false as const })),
    }));
    const read = (config: SiteConfig) =>
      Promise.all(
        config.chains.map((chain) =>
          readChainSnapshots(
            createRpcTransport(chain),
            config,
            chain.id,
            accounts.map((address) => ({ address })),
          ),
        ),
      );
    const [aggregated, withoutMulticall] = [await read(proxiedConfig()), await read(plain)];
    expect(withoutMulticall.map((chain) => chain.map(figures))).toEqual(
      aggregated.map((chain) => chain.map(figures)),
    );
  });

  it("reads a list's deadline getter in the same call and prefers it to the config's closesAt", async () => {
    const deadlineDrop = (closesAt: string) =>
      proxiedConfig((input) => ({
        ...input,
        claims: [
          {
            chainId: base.id,
            distributor: worldContractAddress(base.id, 'deadlineDrop'),
            name: 'Deadline drop',
            symbol: 'AIR',
            decimals: 0,
            file: EARLY_SUPPORTERS_FILE,
            claimUrl: 'https://claim.example/deadline',
            deadline: 'function endTime() view returns (uint256)',
            opensAt: '2099-06-01T00:00:00Z',
            closesAt,
          },
        ],
      }));
    const windowOf = async (config: SiteConfig) => {
      const { config: withLists, probes } = await claimsOf(config, ALICE);
      const chain = config.chains.find((candidate) => candidate.id === base.id);
      if (!chain) throw new Error('no Base in the test config');
      proxies.get(base.id)?.reset();
      const snapshot = await readChainSnapshot(
        createRpcTransport(chain),
        withLists,
        base.id,
        ALICE,
        undefined,
        probes,
      );
      expect(requestsTo(base.id)).toEqual([['eth_call', 'eth_getCode']]);
      return { window: snapshot.claimWindows[0], claim: snapshot.claims[0] };
    };
    const agreeing = await windowOf(deadlineDrop(new Date(DEADLINE_DROP_END * 1000).toISOString()));
    expect(agreeing.window).toEqual({
      listId: expect.any(String),
      opensAt: Date.parse('2099-06-01T00:00:00Z') / 1000,
      closesAt: DEADLINE_DROP_END,
      closesFrom: 'chain',
      differsFromConfig: false,
    });
    expect(agreeing.claim).toMatchObject({ state: 'eligible', amount: EARLY_SUPPORTERS_AMOUNTS.alice });
    const differing = await windowOf(deadlineDrop('2099-06-29T12:00:00Z'));
    expect(differing.window).toMatchObject({
      closesAt: DEADLINE_DROP_END,
      closesFrom: 'chain',
      differsFromConfig: true,
    });
  });

  it('cannot verify a list when its chain does not answer', async () => {
    const config = proxiedConfig();
    proxies.get(optimism.id)?.setFault('http500');
    const [, , harbor] = await statuses(config, ALICE);
    expect(harbor).toMatchObject({ state: 'unverifiable', error: { code: 'RPC_SERVER_ERROR' } });
  });
});

describe('what kind of account is looking', () => {
  let node: JsonRpcProvider;
  beforeAll(() => {
    node = new JsonRpcProvider(world.chain(ethereum.id).rpcUrl, ethereum.id, { staticNetwork: true });
  });
  afterAll(() => node.destroy());

  /** A fresh address for each account a test makes, so no test reads another's. */
  let made = 0;
  const freshAddress = () => `0x7702${(++made).toString(16).padStart(36, '0')}`;
  const setCode = (address: string, code: string) => node.send('anvil_setCode', [address, code]);
  const delegation = (delegate: string) => `0xef0100${delegate.slice(2).toLowerCase()}`;

  /** The addresses a request's eth_calls reach: each call's `to`, and every inner target of an aggregate3. */
  function callTargets(payload: unknown): string[] {
    const calls = (Array.isArray(payload) ? payload : [payload]) as { method: string; params: unknown[] }[];
    return calls
      .filter((call) => call.method === 'eth_call')
      .flatMap((call) => {
        const { to, data } = call.params[0] as { to: string; data: string };
        if (!data.startsWith(multicall3.getFunction('aggregate3')?.selector ?? '-'))
          return [to.toLowerCase()];
        const [inner] = multicall3.decodeFunctionData('aggregate3', data) as unknown as [
          { target: string }[],
        ];
        return inner.map((entry) => entry.target.toLowerCase());
      });
  }

  /**
   * A visit's reads of `accounts` on Ethereum, refresh after refresh, through one transport and one memory of
   * code, as the page makes them; each refresh gives each account's kind and each request it sent (its methods,
   * and the addresses its calls reach).
   */
  function visitAll(accounts: readonly string[]) {
    const config = proxiedConfig();
    const chain = config.chains.find((candidate) => candidate.id === ethereum.id);
    if (!chain) throw new Error('no Ethereum in the test config');
    const inner = createRpcTransport(chain);
    const codes: AccountCodes = createAccountCodes();
    let sent: unknown[] = [];
    const transport: RpcTransport = {
      send: (payload, signal) => {
        sent.push(payload);
        return inner.send(payload, signal);
      },
    };
    return async () => {
      sent = [];
      const snapshots = await readChainSnapshots(
        transport,
        config,
        chain.id,
        accounts.map((address) => ({ address })),
        undefined,
        codes,
      );
      for (const snapshot of snapshots) expect(snapshot.error).toBeNull();
      const requests = sent.map((payload) => ({
        methods: (Array.isArray(payload) ? payload : [payload]).map(
          (call: { method: string }) => call.method,
        ),
        targets: callTargets(payload),
      }));
      return { accounts: snapshots.map((snapshot) => snapshot.account), requests };
    };
  }

  /** {@link visitAll} of one account. */
  function visit(account: string) {
    const refresh = visitAll([account]);
    return async () => {
      const { accounts, requests } = await refresh();
      return { account: accounts[0], requests };
    };
  }

  /** The methods of each request of a refresh. */
  const shapes = (refresh: { requests: { methods: string[] }[] }) => refresh.requests.map((r) => r.methods);

  it("reads the account's code in the first refresh's own request, then every 5th; a plain account is never called", async () => {
    const refresh = visit(worldAccounts.bob.address);
    const refreshes = [];
    for (let count = 0; count < 2 * CODE_REREAD_REFRESHES + 1; count++) refreshes.push(await refresh());
    expect(refreshes.map((one) => one.account)).toEqual(refreshes.map(() => ({ kind: 'plain' })));
    expect(refreshes.map(shapes)).toEqual(
      refreshes.map((_, count) => [
        count % CODE_REREAD_REFRESHES === 0 ? ['eth_call', 'eth_getCode'] : ['eth_call'],
      ]),
    );
    // The aggregate calls Multicall3 and the owner's contracts, never the account.
    const targets = refreshes.flatMap((one) => one.requests.flatMap((request) => request.targets));
    expect(targets.length).toBeGreaterThan(20 * refreshes.length);
    expect(targets).not.toContain(worldAccounts.bob.address.toLowerCase());
  });

  it('an EIP-7702 account is delegated whatever its delegate does: runs STOP, reverts or has no code', async () => {
    for (const delegateCode of ['0x00', '0x60006000fd', null]) {
      const [account, delegate] = [freshAddress(), freshAddress()];
      if (delegateCode) await setCode(delegate, delegateCode);
      await setCode(account, delegation(delegate));
      const refresh = visit(account);
      for (const expected of [['eth_call', 'eth_getCode'], ['eth_call']]) {
        const read = await refresh();
        expect(read.account, `${delegateCode}`).toEqual({ kind: 'delegated', delegate });
        expect(shapes(read)).toEqual([expected]);
        expect(read.requests.flatMap((request) => request.targets)).not.toContain(account);
      }
    }
  });

  it("a Safe shows at once: its probes follow its code in one request, then ride in each refresh's aggregate", async () => {
    const signer = await node.getSigner(0);
    const owners = [worldAccounts.alice.address, worldAccounts.bob.address, worldAccounts.mallory.address];
    const safe = (await (await deployContract(signer, 'TestSafe', [owners, 2])).getAddress()).toLowerCase();
    const other = worldContractAddress(ethereum.id, 'hostile0').toLowerCase();
    for (const [account, kind] of [
      [safe, { kind: 'safe', threshold: 2, owners: 3 }],
      [other, { kind: 'contract' }],
    ] as const) {
      const refresh = visit(account);
      const first = await refresh();
      expect(first.account).toEqual(kind);
      expect(shapes(first)).toEqual([
        ['eth_call', 'eth_getCode'],
        ['eth_call', 'eth_call'],
      ]);
      expect(first.requests[0]?.targets).not.toContain(account);
      expect(first.requests[1]?.targets).toEqual([account, account]);
      const again = await refresh();
      expect(again.account).toEqual(kind);
      expect(shapes(again)).toEqual([['eth_call']]);
      expect(again.requests[0]?.targets.filter((target) => target === account)).toHaveLength(2);
    }
  });

  it(`a delegation made, changed or undone during a visit shows within ${CODE_REREAD_REFRESHES} refreshes`, async () => {
    const [account, first, second] = [freshAddress(), freshAddress(), freshAddress()];
    await setCode(first, '0x00');
    const refresh = visit(account);
    expect((await refresh()).account).toEqual({ kind: 'plain' });
    for (const [code, kind] of [
      [delegation(first), { kind: 'delegated', delegate: first }],
      [delegation(second), { kind: 'delegated', delegate: second }],
      ['0x', { kind: 'plain' }],
    ] as const) {
      await setCode(account, code);
      const seen: unknown[] = [];
      for (let count = 0; count < CODE_REREAD_REFRESHES; count++) seen.push((await refresh()).account);
      expect(seen.at(-1), code).toEqual(kind);
    }
  });
  it('several accounts in one view: each code beside the aggregate, the new contracts\u2019 probes in one request after', async () => {
    const signer = await node.getSigner(0);
    const owners = [worldAccounts.alice.address, worldAccounts.bob.address, worldAccounts.mallory.address];
    const safe = (await (await deployContract(signer, 'TestSafe', [owners, 2])).getAddress()).toLowerCase();
    const [delegated, delegate] = [freshAddress(), freshAddress()];
    await setCode(delegated, delegation(delegate));
    const other = worldContractAddress(ethereum.id, 'hostile0').toLowerCase();
    const plain = worldAccounts.bob.address.toLowerCase();
    const accounts = [safe, delegated, other, plain];
    const kinds = [
      { kind: 'safe', threshold: 2, owners: 3 },
      { kind: 'delegated', delegate },
      { kind: 'contract' },
      { kind: 'plain' },
    ];
    const refresh = visitAll(accounts);
    const first = await refresh();
    expect(first.accounts).toEqual(kinds);
    expect(shapes(first)).toEqual([
      ['eth_call', ...accounts.map(() => 'eth_getCode')],
      ['eth_call', 'eth_call', 'eth_call', 'eth_call'],
    ]);
    expect(first.requests[1]?.targets).toEqual([safe, safe, other, other]);
    const again = await refresh();
    expect(again.accounts).toEqual(kinds);
    expect(shapes(again)).toEqual([['eth_call']]);
    // The contracts' probes ride in the aggregate; the plain and the delegated accounts are never called.
    const targets = [...first.requests, ...again.requests].flatMap((request) => request.targets);
    expect(targets.filter((target) => target === safe)).toHaveLength(4);
    expect(targets.filter((target) => target === other)).toHaveLength(4);
    expect(targets).not.toContain(delegated);
    expect(targets).not.toContain(plain);
  });
});
