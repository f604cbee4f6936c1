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
import { MAX_RPC_BODY_BYTES } from '../gatewayContract/gatewayContract.ts';
import { createRpcTransport } from '../rpc/createRpcTransport.ts';
import { holdsNothing } from './holdsNothing.ts';
import { MAX_TOKEN_NAME_LENGTH } from './planTokenReads.ts';
import { type AccountCodes, readChainSnapshot, readChainSnapshots } from './readChainSnapshot.ts';
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

describe('readChainSnapshot against anvil', () => {
  it('reads every section exactly, in one eth_call per chain', async () => {
    const [one, ten, eightyFour] = await readAll(proxiedConfig());
    for (const chainId of TEST_CHAIN_IDS) expect(methods(chainId)).toEqual(['eth_chainId', 'eth_call']);

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
    const refresh = () =>
      Promise.all(
        transports.map(({ chain, transport }) => readChainSnapshot(transport, config, chain.id, ALICE)),
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
      const batched = proxies.get(base.id)?.requests.some((request) => request.batch) ?? false;
      expect(batched, 'plain calls were needed').toBe(!aggregateSurvives);
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
    const requests =
      proxies.get(base.id)?.requests.filter((request) => request.methods.includes('eth_call')) ?? [];
    expect(requests.length).toBeGreaterThan(1);
    expect(requests.every((request) => !request.batch)).toBe(true);
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
    for (const chainId of TEST_CHAIN_IDS) expect(methods(chainId)).toEqual(['eth_chainId', 'eth_call']);
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

  it(`reads ${MAX_WATCHED_ACCOUNTS} accounts in one request per chain, each exactly as it reads alone`, async () => {
    const accounts = twentyAccounts();
    expect(accounts).toHaveLength(MAX_WATCHED_ACCOUNTS);
    const config = proxiedConfig();
    const withLists = await Promise.all(accounts.map((account) => claimsOf(config, account)));
    const lists = withLists[0]?.config ?? config;
    const together = await Promise.all(
      config.chains.map((chain) =>
        readChainSnapshots(
          createRpcTransport(chain),
          lists,
          chain.id,
          accounts.map((address, index) => ({ address, probes: withLists[index]?.probes })),
        ),
      ),
    );
    const requests = new Map([...proxies].map(([chainId, proxy]) => [chainId, [...proxy.requests]]));
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
    }
    // What every account reads alike (feeds, roots, names) is asked once: Base's twenty fit one request.
    expect(requests.get(base.id)?.flatMap((request) => request.methods)).toEqual(['eth_chainId', 'eth_call']);
    // Ethereum and Optimism carry the tests' every kind of entry (hostile ones too) for each account: more than
    // one body holds, so their reads are split, each request within the gateway's limit, and the chain id is
    // proved once.
    for (const chainId of [ethereum.id, optimism.id]) {
      const sent = requests.get(chainId) ?? [];
      expect(sent.filter((request) => request.methods.includes('eth_chainId'))).toHaveLength(1);
      expect(sent.filter((request) => request.methods.includes('eth_call')).length).toBeGreaterThan(1);
      for (const request of sent) expect(request.bytes).toBeLessThanOrEqual(MAX_RPC_BODY_BYTES);
    }
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
      expect(methods(base.id)).toEqual(['eth_chainId', 'eth_call']);
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
  /** Reads `account` on Ethereum through its counting proxy, with `codes` kept between reads. */
  const readKind = async (account: string, codes: AccountCodes) => {
    const config = proxiedConfig();
    const chain = config.chains.find((candidate) => candidate.id === ethereum.id);
    if (!chain) throw new Error('no Ethereum in the test config');
    const snapshot = await readChainSnapshot(
      createRpcTransport(chain),
      config,
      chain.id,
      account,
      undefined,
      undefined,
      codes,
    );
    // A fresh transport proves the chain id first; what counts is what the read itself sends.
    return { account: snapshot.account, methods: methods(ethereum.id)?.filter((m) => m !== 'eth_chainId') };
  };

  it('a plain account is told from its Safe probes alone: no code is read', async () => {
    const { account, methods: sent } = await readKind(worldAccounts.bob.address, new Map());
    expect(account).toEqual({ kind: 'plain' });
    expect(sent).toEqual(['eth_call']);
  });

  it('a Safe (threshold of owners), an EIP-7702 delegation and another contract, each code read once', async () => {
    const provider = new JsonRpcProvider(world.chain(ethereum.id).rpcUrl, ethereum.id, {
      staticNetwork: true,
    });
    const signer = await provider.getSigner(0);
    const owners = [worldAccounts.alice.address, worldAccounts.bob.address, worldAccounts.mallory.address];
    const safe = await deployContract(signer, 'TestSafe', [owners, 2]);
    const delegated = '0x7702770277027702770277027702770277027702';
    const delegate = worldTokenAddress(ethereum.id, 'tst').toLowerCase();
    await provider.send('anvil_setCode', [delegated, `0xef0100${delegate.slice(2)}`]);
    const codes: AccountCodes = new Map();
    const cases: [string, unknown][] = [
      [await safe.getAddress(), { kind: 'safe', threshold: 2, owners: 3 }],
      [delegated, { kind: 'delegated', delegate }],
      [worldContractAddress(ethereum.id, 'hostile0'), { kind: 'contract' }],
    ];
    for (const [address, kind] of cases) {
      proxies.get(ethereum.id)?.reset();
      const first = await readKind(address, codes);
      expect(first.account, address).toEqual(kind);
      expect(first.methods).toEqual(['eth_call', 'eth_getCode']);
      proxies.get(ethereum.id)?.reset();
      const again = await readKind(address, codes);
      expect(again.account).toEqual(kind);
      expect(again.methods).toEqual(['eth_call']);
    }
    // Several contracts in one view: their code comes in one batch, and each kind as read alone.
    const config = proxiedConfig();
    const chain = config.chains.find((candidate) => candidate.id === ethereum.id);
    if (!chain) throw new Error('no Ethereum in the test config');
    proxies.get(ethereum.id)?.reset();
    const accounts = [...cases.map(([address]) => address), worldAccounts.bob.address];
    const snapshots = await readChainSnapshots(
      createRpcTransport(chain),
      config,
      chain.id,
      accounts.map((address) => ({ address })),
    );
    expect(snapshots.map((snapshot) => snapshot.account)).toEqual([
      ...cases.map(([, kind]) => kind),
      { kind: 'plain' },
    ]);
    const sent = proxies
      .get(ethereum.id)
      ?.requests.filter((request) => !request.methods.includes('eth_chainId'));
    expect(sent?.map((request) => request.methods)).toEqual([
      ['eth_call'],
      ['eth_getCode', 'eth_getCode', 'eth_getCode'],
    ]);
    provider.destroy();
  });
});
