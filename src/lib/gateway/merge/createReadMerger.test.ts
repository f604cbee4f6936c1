import { hexlify, Interface, randomBytes } from 'ethers';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { startTestWorld, type TestWorld, worldContractAddress } from '../../../../rig/chain/testWorld.ts';
import { worldAccounts } from '../../../../rig/chain/worldAccounts.ts';
import { decodeAggregate3Calls } from '../aggregate3/decodeAggregate3Calls.ts';
import type { ReadOutcome } from '../answer/toRpcAnswer.ts';
import { GatewayError, isGatewayError } from '../GatewayError.ts';
import { type CallRules, toCallRules } from '../policy/checkEthCall.ts';
import { checkRpcCall, type RpcCall } from '../policy/checkRpcCall.ts';
import { createUpstreamBudget } from '../upstream/createUpstreamBudget.ts';
import {
  createUpstreamForwarder,
  type SendOutcome,
  type UpstreamForwarder,
} from '../upstream/createUpstreamForwarder.ts';
import type { NodeAnswer } from '../upstream/toNodeAnswer.ts';
import { createReadMerger, type ReadMergerOptions } from './createReadMerger.ts';
import type { MergedOutcome, PreparedRead, ReadRequest } from './readMergerTypes.ts';

const multicall3Abi = new Interface([
  'function aggregate3((address target, bool allowFailure, bytes callData)[] calls) payable returns ((bool success, bytes returnData)[] returnData)',
  'function getEthBalance(address addr) view returns (uint256 balance)',
  'function getBlockNumber() view returns (uint256 blockNumber)',
]);
const erc20 = new Interface(['function balanceOf(address) view returns (uint256)']);
const safe = new Interface([
  'function getThreshold() view returns (uint256)',
  'function getOwners() view returns (address[])',
]);
const SAFE_SELECTORS = ['getThreshold', 'getOwners'].map((name) => safe.getFunction(name)?.selector ?? '');

const ethCall = (to: string, data: string): RpcCall => ({
  method: 'eth_call',
  params: [{ to: to.toLowerCase(), data: data.toLowerCase() }, 'latest'],
});
const randomAddress = () => hexlify(randomBytes(20));
/** A request of one client that gives up in a minute. */
const request = (client = 'client', overrides: Partial<ReadRequest> = {}): ReadRequest => ({
  client,
  deadline: Date.now() + 60_000,
  ...overrides,
});

/** `call` checked against `rules` and planned, as the Worker hands it to the object. */
function prepare(call: RpcCall, rules: CallRules): PreparedRead {
  const checked = checkRpcCall({ jsonrpc: '2.0', id: 1, ...call }, rules);
  if (!checked.ok) throw checked.error;
  const { method, params, plan } = checked.call;
  return { method, params, ...plan };
}

/** Sends one JSON-RPC call straight to a node and returns its answer without the id. */
async function direct(url: string, call: RpcCall): Promise<NodeAnswer> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, ...call }),
  });
  const answer = (await response.json()) as { result?: string; error?: { code: number; message: string } };
  return answer.result !== undefined
    ? { result: answer.result }
    : { error: answer.error ?? { code: 0, message: 'no answer' } };
}

const outcomesOf = (merged: MergedOutcome[][]): ReadOutcome[] => merged.flat().map((entry) => entry.outcome);

describe('createReadMerger against anvil', () => {
  let world: TestWorld;
  let url: string;
  let multicall3: string;
  let rules: CallRules;
  let upstreamBodies: string[];
  let forwarder: UpstreamForwarder;
  const listedBurner = () => worldContractAddress(1, 'hostile8').toLowerCase();
  /** Code nobody listed: a gas burner (JUMPDEST PUSH1 0 JUMP) and a return-data bomb (1 MiB of zeros). */
  const burner = '0x00000000000000000000000000000000000b5b5b';
  const bomb = '0x00000000000000000000000000000000000b0b0b';

  const token = () => world.chain(1).tokens[0]?.address ?? '';
  /** A visitor's refresh: one aggregate3 of their native balance, a token balance and the block number. */
  const refresh = (holder: string, extra: [string, boolean, string][] = []) =>
    ethCall(
      multicall3,
      multicall3Abi.encodeFunctionData('aggregate3', [
        [
          [multicall3, true, multicall3Abi.encodeFunctionData('getBlockNumber')],
          [multicall3, true, multicall3Abi.encodeFunctionData('getEthBalance', [holder])],
          [token(), true, erc20.encodeFunctionData('balanceOf', [holder])],
          ...extra,
        ],
      ]),
    );
  /** A refresh of an account with code: the same, and a Safe's getters asked of the account itself. */
  const contractRefresh = (account: string) =>
    refresh(account, [
      [account, true, safe.encodeFunctionData('getThreshold')],
      [account, true, safe.encodeFunctionData('getOwners')],
    ]);
  const merger = (overrides: Partial<ReadMergerOptions> = {}) =>
    createReadMerger({
      chainId: '1',
      multicall3,
      windowMs: 20,
      forwarder,
      keepMs: 1000,
      maxKeptBytes: 1 << 20,
      ...overrides,
    });
  /** Each call read by a visitor of its own (or of `client`'s choosing). */
  const readAll = (
    reads: ReturnType<typeof merger>,
    calls: RpcCall[],
    client: (index: number) => string = (index) => `visitor-${index}`,
  ) => Promise.all(calls.map((call, index) => reads.read([prepare(call, rules)], request(client(index)))));
  const expectDirectAnswers = async (calls: RpcCall[], outcomes: ReadOutcome[]) => {
    const expected = await Promise.all(calls.map((call) => direct(url, call)));
    outcomes.forEach((outcome, index) => {
      expect(isGatewayError(outcome), `read ${index} failed: ${String(outcome)}`).toBe(false);
      expect(outcome, `read ${index}`).toEqual(expected[index]);
    });
  };

  beforeAll(async () => {
    world = await startTestWorld({ chainIds: [1], ensChainId: null });
    url = world.chain(1).rpcUrl;
    multicall3 = world.chain(1).multicall3.toLowerCase();
    await direct(url, { method: 'anvil_setCode' as RpcCall['method'], params: [burner, '0x5b600056'] });
    await direct(url, { method: 'anvil_setCode' as RpcCall['method'], params: [bomb, '0x621000006000f3'] });
    rules = toCallRules({
      fallbackUpstreams: [],
      targets: [
        multicall3,
        ...world.chain(1).tokens.map((entry) => entry.address),
        ...(['hostile0', 'hostile1', 'hostile8'] as const).map((key) => worldContractAddress(1, key)),
      ].map((address) => address.toLowerCase()),
      multicall3,
      anyTargetSelectors: SAFE_SELECTORS,
      noArgumentSelectors: [],
      untrustedTargets: [],
      multicallBlockNumber: true,
    });
    upstreamBodies = [];
    forwarder = createUpstreamForwarder({
      chainId: 1,
      upstreams: [url],
      timeoutMs: 5000,
      fetch: async (input, init) => {
        upstreamBodies.push(String(init?.body));
        return fetch(input, init);
      },
    });
    await forwarder.verify();
    upstreamBodies.length = 0;
  }, 120_000);
  afterAll(async () => {
    await world?.stop();
  });
  afterEach(() => {
    upstreamBodies.length = 0;
  });

  it("merges distinct visitors' reads into one upstream call, each answer the bytes of its own call", async () => {
    const holders = [
      worldAccounts.alice.address,
      worldAccounts.bob.address,
      randomAddress(),
      randomAddress(),
    ];
    const calls: RpcCall[] = [
      ...holders.map((holder) => refresh(holder)),
      ethCall(token(), erc20.encodeFunctionData('balanceOf', [worldAccounts.alice.address])),
      { method: 'eth_getBalance', params: [worldAccounts.bob.address.toLowerCase(), 'latest'] },
      { method: 'eth_getBalance', params: [randomAddress().toLowerCase(), 'latest'] },
      { method: 'eth_blockNumber', params: [] },
    ];
    const reads = merger();
    const outcomes = outcomesOf(await readAll(reads, calls));
    expect(upstreamBodies).toHaveLength(1);
    const sent = JSON.parse(upstreamBodies[0] ?? '{}') as { params: [{ to: string; data: string }] };
    expect(sent.params[0].to).toBe(multicall3);
    expect(decodeAggregate3Calls(sent.params[0].data)).toHaveLength(calls.length);
    await expectDirectAnswers(calls, outcomes);
    expect(reads.stats()).toMatchObject({ reads: calls.length, upstreamCalls: 1, mergedCalls: 1 });
  });

  it("answers a revert with the node's own error: the first of each kind alone, later ones from the merged call", async () => {
    const withReason = worldContractAddress(1, 'hostile1');
    const withoutData = worldContractAddress(1, 'hostile0');
    const reverts = (seed: string) => [
      ethCall(withReason, erc20.encodeFunctionData('balanceOf', [seed])),
      ethCall(withoutData, erc20.encodeFunctionData('balanceOf', [seed])),
    ];
    const reads = merger();
    const first = [refresh(randomAddress()), ...reverts(randomAddress()), refresh(randomAddress())];
    await expectDirectAnswers(first, outcomesOf(await readAll(reads, first)));
    // The merged call, then each kind of revert alone to learn how the node answers it.
    expect(upstreamBodies).toHaveLength(3);
    upstreamBodies.length = 0;
    const later = [refresh(randomAddress()), ...reverts(randomAddress()), refresh(randomAddress())];
    await expectDirectAnswers(later, outcomesOf(await readAll(reads, later)));
    expect(upstreamBodies).toHaveLength(1);
  });

  it("keeps a gas-burning read of a listed contract from changing anyone else's answer", async () => {
    const calls: RpcCall[] = [
      refresh(randomAddress()),
      refresh(worldAccounts.alice.address, [[listedBurner(), true, '0x70a08231']]),
      ...Array.from({ length: 150 }, () => refresh(randomAddress())),
      refresh(worldAccounts.bob.address),
    ];
    const reads = merger();
    const outcomes = outcomesOf(await readAll(reads, calls));
    await expectDirectAnswers(calls, outcomes);
    // The burner leaves too little gas to encode every result: the merged call fails as a whole and is split.
    expect(reads.stats().splits).toBeGreaterThan(0);
    expect(reads.stats().upstreamCalls).toBeLessThan(10);
  });

  it('caps reads that may reach any code: a burner and a 1 MiB bomb cost only themselves', async () => {
    const honest = [
      contractRefresh(randomAddress()),
      contractRefresh(worldAccounts.alice.address),
      { method: 'eth_getCode', params: [randomAddress(), 'latest'] } as RpcCall,
      { method: 'eth_getCode', params: [token().toLowerCase(), 'latest'] } as RpcCall,
      contractRefresh(randomAddress()),
    ];
    const hostile = [contractRefresh(burner), contractRefresh(bomb)];
    const calls = [
      honest[0],
      hostile[0],
      honest[1],
      honest[2],
      hostile[1],
      honest[3],
      honest[4],
    ] as RpcCall[];
    const reads = merger();
    const outcomes = outcomesOf(await readAll(reads, calls, (index) => `client-${index}`));
    await expectDirectAnswers(calls, outcomes);
    const sent = upstreamBodies.map(
      (body) => JSON.parse(body) as { params: [{ to?: string; data: string }] },
    );
    // One capped call (deployless: no `to`) for all seven, then the two heavy ones alone.
    expect(sent.filter((call) => call.params[0].to === undefined)).toHaveLength(1);
    expect(reads.stats()).toMatchObject({ heavy: 2, cappedCalls: 1, aloneCalls: 2 });
  });

  it("answers 429 to a client's heavy reads past its allowance, without sending them", async () => {
    const reads = merger({ limits: { heavyPerMinute: 2 } });
    const calls = Array.from({ length: 6 }, () =>
      refresh(randomAddress(), [[burner, true, safe.encodeFunctionData('getThreshold')]]),
    );
    const outcomes = outcomesOf(await readAll(reads, calls, () => 'attacker'));
    expect(outcomes.filter((outcome) => isGatewayError(outcome, 'rateLimited'))).toHaveLength(4);
    expect(reads.stats().aloneCalls).toBe(2);
  });

  it('sends heavy reads alone only while no other read waits: on a busy chain they get 429, the crowd its answers', async () => {
    const budgeted = createUpstreamForwarder({
      chainId: 1,
      upstreams: [url],
      timeoutMs: 5000,
      callsPerSecond: 4,
      fetch,
    });
    await budgeted.verify();
    // A busy chain, whatever the machine's speed: two new visitors arrive each time a call takes the budget's
    // slot, so reads always wait when the next slot opens (calls go ~300 ms apart; the visitors, a microtask
    // later), and share a call rather than go one alone.
    const honest: RpcCall[] = [];
    const answered: Promise<MergedOutcome[]>[] = [];
    let crowding = true;
    const arrive = () => {
      for (let visitor = 0; crowding && visitor < 2; visitor++) {
        const call = refresh(randomAddress());
        honest.push(call);
        answered.push(reads.read([prepare(call, rules)], request(`visitor-${honest.length}`)));
      }
    };
    const reads = merger({
      forwarder: {
        ...budgeted,
        reserve: () => {
          const reservation = budgeted.reserve();
          if (reservation) queueMicrotask(arrive);
          return reservation;
        },
      },
      limits: { maxWaitMs: 1000 },
    });
    const heavy = readAll(
      reads,
      [
        contractRefresh(burner),
        refresh(randomAddress(), [[burner, true, safe.encodeFunctionData('getThreshold')]]),
      ],
      () => 'attacker',
    );
    arrive();
    const heavyOutcomes = outcomesOf(await heavy);
    crowding = false;
    expect(heavyOutcomes.map((outcome) => isGatewayError(outcome, 'rateLimited'))).toEqual([true, true]);
    expect(reads.stats()).toMatchObject({ heavy: 2, aloneCalls: 0 });
    await expectDirectAnswers(honest, outcomesOf(await Promise.all(answered)));
  });

  it('shares identical reads, in flight and for keepMs, and sends one call per read with merging off', async () => {
    const call = refresh(randomAddress());
    const reads = merger();
    const outcomes = outcomesOf(await readAll(reads, [call, call]));
    const [again] = await reads.read([prepare(call, rules)], request());
    expect(outcomes[0]).toEqual(outcomes[1]);
    expect(again).toMatchObject({ outcome: outcomes[0], shared: true });
    expect(upstreamBodies).toHaveLength(1);
    upstreamBodies.length = 0;
    const alone = merger({ windowMs: 0 });
    const distinct = [refresh(randomAddress()), refresh(randomAddress()), refresh(randomAddress())];
    await expectDirectAnswers(distinct, outcomesOf(await readAll(alone, distinct)));
    expect(upstreamBodies).toHaveLength(3);
  });
});

/** A fake upstream behind a real budget, answering every call 30 ms later; logs when calls were sent. */
function budgetedFake(callsPerSecond: number, answer: (call: RpcCall) => NodeAnswer | GatewayError) {
  const budget = createUpstreamBudget(callsPerSecond);
  const sentAt: number[] = [];
  const sent: RpcCall[] = [];
  const forwarder: ReadMergerOptions['forwarder'] = {
    reserve() {
      if (budget.waitMs(Date.now()) > 0) return null;
      budget.take(Date.now());
      return { index: 0, calls: 1, at: Date.now() };
    },
    async send(_, calls): Promise<SendOutcome> {
      sentAt.push(Date.now());
      sent.push(...calls);
      await new Promise((resolve) => setTimeout(resolve, 30));
      const answers: NodeAnswer[] = [];
      for (const call of calls) {
        const outcome = answer(call);
        if (isGatewayError(outcome)) {
          if (outcome.code === 'rateLimited') budget.limited(Date.now(), 2000);
          return { ok: false, error: outcome, retry: outcome.code === 'rateLimited' };
        }
        answers.push(outcome);
      }
      budget.answered(Date.now());
      return { ok: true, answers, upstream: 0 };
    },
    waitMs: () => budget.waitMs(Date.now()),
    rate: () => budget.rate(),
  };
  return { forwarder, sentAt, sent };
}

const WORD_7 = `0x${'00'.repeat(31)}07`;

/** Answers a merged aggregate3 with one successful 32-byte result per entry (and any other call likewise). */
function answerAll(call: RpcCall): NodeAnswer {
  const { data } = call.params[0] as { data: string };
  if (!data.startsWith('0x82ad56cb')) return { result: WORD_7 };
  const entries = decodeAggregate3Calls(data).length;
  return {
    result: multicall3Abi.encodeFunctionResult('aggregate3', [
      Array.from({ length: entries }, () => [true, WORD_7]),
    ]),
  };
}

describe('createReadMerger on a budget (fake clock)', () => {
  const MC3 = '0xca11bde05977b3631167028862be2a173976ca11';
  const rules = toCallRules({
    fallbackUpstreams: [],
    targets: [MC3],
    multicall3: MC3,
    anyTargetSelectors: [],
    noArgumentSelectors: [],
    untrustedTargets: [],
    multicallBlockNumber: true,
  });
  /** A merger of chain 1 on MC3 (25 ms window unless `options` say otherwise) in front of `forwarder`. */
  const fakeMerger = (forwarder: ReadMergerOptions['forwarder'], options: Partial<ReadMergerOptions> = {}) =>
    createReadMerger({
      chainId: '1',
      multicall3: MC3,
      windowMs: 25,
      forwarder,
      keepMs: 1000,
      maxKeptBytes: 1 << 20,
      ...options,
    });
  const balanceRead = () =>
    prepare(ethCall(MC3, multicall3Abi.encodeFunctionData('getEthBalance', [randomAddress()])), rules);
  const readOne = (reads: ReturnType<typeof fakeMerger>, read: PreparedRead, asked = request()) =>
    reads.read([read], asked).then(([merged]) => (merged as MergedOutcome).outcome);

  afterEach(() => {
    vi.useRealTimers();
  });

  it('never sends faster than the budget, merging what arrives meanwhile', async () => {
    vi.useFakeTimers();
    const { forwarder, sentAt } = budgetedFake(5, answerAll);
    const reads = fakeMerger(forwarder);
    const pending: Promise<ReadOutcome>[] = [];
    for (let visitor = 0; visitor < 200; visitor++) {
      pending.push(readOne(reads, balanceRead(), request(`visitor-${visitor}`)));
      await vi.advanceTimersByTimeAsync(10);
    }
    await vi.advanceTimersByTimeAsync(5000);
    const outcomes = await Promise.all(pending);
    expect(outcomes.every((outcome) => !isGatewayError(outcome))).toBe(true);
    for (const at of sentAt) {
      expect(sentAt.filter((other) => other > at - 1000 && other <= at).length).toBeLessThanOrEqual(5);
    }
    expect(sentAt.length).toBeLessThanOrEqual(12);
  });

  it("answers 429 at once when the expected wait passes maxWaitMs, and sends again what an upstream's 429 refused", async () => {
    vi.useFakeTimers();
    let limitedOnce = true;
    const { forwarder, sentAt } = budgetedFake(1, (call) => {
      if (limitedOnce) {
        limitedOnce = false;
        return new GatewayError('rateLimited', 'upstream 1 of 1 is rate limited');
      }
      return answerAll(call);
    });
    const reads = fakeMerger(forwarder, {
      limits: { merged: { maxReads: 2, maxGas: 25e6, maxBytes: 1e6, maxAnswerBytes: 1e6 }, maxWaitMs: 3000 },
    });
    const first = readOne(reads, balanceRead());
    await vi.advanceTimersByTimeAsync(100);
    const many = Array.from({ length: 8 }, (_, index) => readOne(reads, balanceRead(), request(`c${index}`)));
    const [, firstOutcome, ...others] = await Promise.all([
      vi.advanceTimersByTimeAsync(10_000),
      first,
      ...many,
    ]);
    expect(others.filter((outcome) => isGatewayError(outcome, 'rateLimited')).length).toBeGreaterThan(0);
    expect(isGatewayError(firstOutcome)).toBe(false);
    expect(sentAt.length).toBeGreaterThanOrEqual(2);
  });

  it("answers 429 by their deadline to queued reads an upstream's 429 has made too late, and never sends them late", async () => {
    vi.useFakeTimers();
    let limitedOnce = true;
    const { forwarder, sentAt } = budgetedFake(50, (call) => {
      if (limitedOnce) {
        limitedOnce = false;
        return new GatewayError('rateLimited', 'upstream 1 of 1 is rate limited');
      }
      return answerAll(call);
    });
    // Merging off: one call per read, so at 50/s (40/s with the margin) about 120 reads are expected within 3 s;
    // the 429 then pauses the budget for 2 s and slows it, and fewer can go before their deadline.
    const reads = fakeMerger(forwarder, { windowMs: 0, limits: { maxWaitMs: 3000 } });
    const started = Date.now();
    let lastSettledMs = 0;
    const pending = Array.from({ length: 100 }, (_, index) =>
      readOne(reads, balanceRead(), request(`c${index}`)).then((outcome) => {
        lastSettledMs = Date.now() - started;
        return outcome;
      }),
    );
    await vi.advanceTimersByTimeAsync(20_000);
    const outcomes = await Promise.all(pending);
    expect(outcomes.filter((outcome) => isGatewayError(outcome, 'rateLimited')).length).toBeGreaterThan(0);
    expect(outcomes.filter((outcome) => !isGatewayError(outcome)).length).toBeGreaterThan(0);
    expect(lastSettledMs).toBeLessThanOrEqual(3000 + 100);
    expect(Math.max(...sentAt) - started).toBeLessThanOrEqual(3000);
  });

  it('splits a merged call that fails as a whole; a read failing alone in it goes as its own call', async () => {
    vi.useFakeTimers();
    const bad = prepare(
      ethCall(MC3, `${multicall3Abi.getFunction('getEthBalance')?.selector}${'ff'.repeat(32)}`),
      rules,
    );
    const badData = (bad.params[0] as { data: string }).data;
    const { forwarder, sentAt } = budgetedFake(Number.POSITIVE_INFINITY, (call) => {
      const { data } = call.params[0] as { data: string };
      if (data === badData) return { error: { code: 3, message: 'execution reverted' } };
      if (data.includes(badData.slice(2))) return { error: { code: -32000, message: 'out of gas' } };
      return answerAll(call);
    });
    const reads = fakeMerger(forwarder);
    const calls = [balanceRead(), balanceRead(), bad, balanceRead(), balanceRead(), balanceRead()];
    const pending = Promise.all(calls.map((call, index) => readOne(reads, call, request(`c${index}`))));
    await vi.advanceTimersByTimeAsync(2000);
    const outcomes = await pending;
    expect(outcomes[2]).toEqual({ error: { code: 3, message: 'execution reverted' } });
    for (const index of [0, 1, 3, 4, 5]) expect(outcomes[index]).toHaveProperty('result');
    expect(reads.stats().splits).toBeGreaterThan(0);
    expect(sentAt.length).toBeLessThanOrEqual(8);
  });

  it('counts a read as starved only after an earlier entry of its call failed without data', async () => {
    vi.useFakeTimers();
    const nested = (tag: string) =>
      prepare(
        ethCall(
          MC3,
          multicall3Abi.encodeFunctionData('aggregate3', [[[MC3, true, `0x4d2301cc${tag.repeat(32)}`]]]),
        ),
        rules,
      );
    const emptyInner = multicall3Abi.encodeFunctionResult('aggregate3', [[[false, '0x']]]);
    const fine = multicall3Abi.encodeFunctionResult('aggregate3', [[[true, WORD_7]]]);
    const burning = (callData: string) => callData.includes('bb'.repeat(32));
    const { forwarder, sentAt } = budgetedFake(Number.POSITIVE_INFINITY, (call) => {
      const { data } = call.params[0] as { data: string };
      const [entries] = multicall3Abi.decodeFunctionData('aggregate3', data) as unknown as [
        [string, boolean, string][],
      ];
      const merged = entries.every(([, , callData]) => callData.startsWith('0x82ad56cb'));
      if (!merged) return { result: burning(data) ? emptyInner : fine };
      // In a merged call the read tagged bb burns the gas (it holds a failure without data), starving those after it.
      const at = entries.findIndex(([, , callData]) => burning(callData));
      return {
        result: multicall3Abi.encodeFunctionResult('aggregate3', [
          entries.map((_, index) => [true, at >= 0 && index >= at ? emptyInner : fine]),
        ]),
      };
    });
    const reads = fakeMerger(forwarder);
    const calls = ['aa', 'bb', 'cc', 'dd', 'ee'].map(nested);
    const pending = Promise.all(calls.map((call, index) => readOne(reads, call, request(`c${index}`))));
    await vi.advanceTimersByTimeAsync(2000);
    const outcomes = await pending;
    // The first is its own result, the burner its own (a nested failure without data), the rest were sent again.
    expect(outcomes).toEqual([fine, emptyInner, fine, fine, fine].map((result) => ({ result })));
    expect(reads.stats().rechecked).toBe(3);
    expect(sentAt.length).toBe(2);
  });

  it('gives each client a turn: one that queued many reads does not keep another out of the next call', async () => {
    vi.useFakeTimers();
    const { forwarder, sent } = budgetedFake(1, answerAll);
    const reads = fakeMerger(forwarder, {
      limits: {
        merged: { maxReads: 10, maxGas: 25e6, maxBytes: 1e6, maxAnswerBytes: 1e6 },
        maxClientReads: 100,
      },
    });
    const first = readOne(reads, balanceRead(), request('early'));
    await vi.advanceTimersByTimeAsync(1);
    const greedy = Array.from({ length: 30 }, () => readOne(reads, balanceRead(), request('greedy')));
    const polite = balanceRead();
    const politeOutcome = readOne(reads, polite, request('polite'));
    await vi.advanceTimersByTimeAsync(1300);
    expect(await first).not.toBeInstanceOf(GatewayError);
    expect(await politeOutcome).not.toBeInstanceOf(GatewayError);
    // The second call (after the first read alone) held the polite client's read beside the greedy one's.
    const second = sent[1]?.params[0] as { data: string };
    expect(second.data).toContain((polite.params[0] as { data: string }).data.slice(10));
    await vi.advanceTimersByTimeAsync(10_000);
    await Promise.all(greedy);
  });

  it('answers 429 at once to a client with too many reads in hand, and to a request that arrived late', async () => {
    vi.useFakeTimers();
    const { forwarder } = budgetedFake(1, answerAll);
    const reads = fakeMerger(forwarder, { limits: { maxClientReads: 3, maxArrivalDelayMs: 1000 } });
    const four = await Promise.all([
      ...Array.from({ length: 4 }, () => reads.read([balanceRead()], request('one'))),
      vi.advanceTimersByTimeAsync(3000).then(() => []),
    ]);
    const refused = four.flat().filter((merged) => isGatewayError(merged.outcome, 'rateLimited'));
    expect(refused).toHaveLength(1);
    expect(refused[0]?.busy).toBeUndefined();
    const [late] = await reads.read([balanceRead()], request('other', { sentAt: Date.now() - 5000 }));
    expect(isGatewayError(late?.outcome, 'rateLimited')).toBe(true);
    expect(late?.busy).toBe(true);
    expect(reads.stats().overloaded).toBe(2);
  });

  it('drops a queued read once every caller has given up, and never sends it', async () => {
    vi.useFakeTimers();
    const { forwarder, sent } = budgetedFake(0.5, answerAll);
    const reads = fakeMerger(forwarder, { limits: { maxWaitMs: 10_000 } });
    const first = readOne(reads, balanceRead(), request('a'));
    await vi.advanceTimersByTimeAsync(1);
    const short = balanceRead();
    const shortOutcome = readOne(reads, short, request('b', { deadline: Date.now() + 1000 }));
    await vi.advanceTimersByTimeAsync(5000);
    expect(isGatewayError(await first)).toBe(false);
    expect(await shortOutcome).toMatchObject({ code: 'timeout' });
    expect(JSON.stringify(sent)).not.toContain((short.params[0] as { data: string }).data);
    expect(reads.stats().expired).toBe(1);
  });
});
