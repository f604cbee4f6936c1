import { hexlify, Interface, randomBytes } from 'ethers';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { startTestWorld, type TestWorld, worldContractAddress } from '../../../../rig/chain/testWorld.ts';
import { worldAccounts } from '../../../../rig/chain/worldAccounts.ts';
import type { RpcCall } from '../policy/checkRpcCall.ts';
import { createReadMerger, type ReadMergerOptions } from './createReadMerger.ts';
import { createUpstreamBudget } from '../upstream/createUpstreamBudget.ts';
import { createUpstreamForwarder, type UpstreamForwarder } from '../upstream/createUpstreamForwarder.ts';
import { decodeAggregate3Calls } from '../aggregate3/decodeAggregate3Calls.ts';
import { GatewayError, isGatewayError } from '../GatewayError.ts';
import type { NodeAnswer } from '../upstream/toNodeAnswer.ts';
import type { ReadOutcome } from '../answer/toRpcAnswer.ts';

const multicall3Abi = new Interface([
  'function aggregate3((address target, bool allowFailure, bytes callData)[] calls) payable returns ((bool success, bytes returnData)[] returnData)',
  'function getEthBalance(address addr) view returns (uint256 balance)',
  'function getBlockNumber() view returns (uint256 blockNumber)',
]);
const erc20 = new Interface(['function balanceOf(address) view returns (uint256)']);

const ethCall = (to: string, data: string): RpcCall => ({
  method: 'eth_call',
  params: [{ to: to.toLowerCase(), data: data.toLowerCase() }, 'latest'],
});
const randomAddress = () => hexlify(randomBytes(20));

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

describe('createReadMerger against anvil', () => {
  let world: TestWorld;
  let url: string;
  let multicall3: string;
  let upstreamBodies: string[];
  let forwarder: UpstreamForwarder;

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
  const merger = (overrides: Partial<ReadMergerOptions> = {}) =>
    createReadMerger({
      chainId: '1',
      multicall3,
      windowMs: 20,
      forwarder,
      keepMs: 1000,
      maxKept: 100,
      ...overrides,
    });
  const expectDirectAnswers = async (calls: RpcCall[], outcomes: ReadOutcome[]) => {
    const expected = await Promise.all(calls.map((call) => direct(url, call)));
    outcomes.forEach((outcome, index) => {
      expect(isGatewayError(outcome), `read ${index} failed: ${String(outcome)}`).toBe(false);
      const answer = outcome as NodeAnswer;
      const wanted = expected[index] as NodeAnswer;
      if ('result' in wanted) expect(answer).toEqual(wanted);
      else expect({ code: 'error' in answer && answer.error.code }).toEqual({ code: wanted.error.code });
    });
  };

  beforeAll(async () => {
    world = await startTestWorld({ chainIds: [1], ensChainId: null });
    url = world.chain(1).rpcUrl;
    multicall3 = world.chain(1).multicall3.toLowerCase();
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
  }, 120_000);
  afterAll(async () => {
    await world?.stop();
  });
  afterEach(() => {
    upstreamBodies.length = 0;
  });

  it("merges distinct visitors' reads into one upstream call, each answer the bytes of its own call", async () => {
    await forwarder.verify();
    upstreamBodies.length = 0;
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
    const outcomes = (await Promise.all(calls.map((call) => reads.read([call])))).flat();
    expect(upstreamBodies).toHaveLength(1);
    const sent = JSON.parse(upstreamBodies[0] ?? '{}') as { params: [{ to: string; data: string }] };
    expect(sent.params[0].to).toBe(multicall3);
    expect(decodeAggregate3Calls(sent.params[0].data)).toHaveLength(calls.length);
    await expectDirectAnswers(calls, outcomes);
    expect(reads.stats()).toMatchObject({ reads: calls.length, upstreamCalls: 1, mergedCalls: 1 });
  });

  it("answers a failing read with the node's own error, sent alone, and no one else's answer changes", async () => {
    const reverting = worldContractAddress(1, 'hostile1');
    const calls: RpcCall[] = [
      refresh(randomAddress()),
      ethCall(reverting, erc20.encodeFunctionData('balanceOf', [randomAddress()])),
      refresh(randomAddress(), [[reverting, true, '0x12345678']]),
      refresh(randomAddress()),
    ];
    const reads = merger();
    const outcomes = (await Promise.all(calls.map((call) => reads.read([call])))).flat();
    expect(upstreamBodies).toHaveLength(2);
    await expectDirectAnswers(calls, outcomes);
    const own = outcomes[1] as NodeAnswer;
    expect(own).toEqual(await direct(url, calls[1] as RpcCall));
  });

  it("keeps a gas-burning visitor's read from changing anyone else's answer", async () => {
    const burner = worldContractAddress(1, 'hostile8');
    const calls: RpcCall[] = [
      refresh(randomAddress()),
      refresh(worldAccounts.alice.address, [[burner, true, '0x70a08231']]),
      ...Array.from({ length: 120 }, () => refresh(randomAddress())),
      refresh(worldAccounts.bob.address),
    ];
    const reads = merger();
    const outcomes = (await Promise.all(calls.map((call) => reads.read([call])))).flat();
    await expectDirectAnswers(calls, outcomes);
    expect(reads.stats()).toMatchObject({ splits: 1, rechecked: 1 });
    expect(reads.stats().upstreamCalls).toBeLessThan(10);
  });

  it('shares identical reads, in flight and for keepMs, and sends one call per read with merging off', async () => {
    const call = refresh(randomAddress());
    const reads = merger();
    const outcomes = (await Promise.all([reads.read([call]), reads.read([call])])).flat();
    await reads.read([call]);
    expect(outcomes[0]).toEqual(outcomes[1]);
    expect(upstreamBodies).toHaveLength(1);
    upstreamBodies.length = 0;
    const alone = merger({ windowMs: 0 });
    const distinct = [refresh(randomAddress()), refresh(randomAddress()), refresh(randomAddress())];
    await expectDirectAnswers(distinct, (await Promise.all(distinct.map((c) => alone.read([c])))).flat());
    expect(upstreamBodies).toHaveLength(3);
  });
});

/** A fake upstream with a real budget: answers every merged call after `latencyMs`, counting calls. */
function budgetedFake(callsPerSecond: number, answer: (call: RpcCall) => NodeAnswer | GatewayError) {
  const budget = createUpstreamBudget(callsPerSecond);
  const sentAt: number[] = [];
  const forwarder: Pick<UpstreamForwarder, 'send' | 'waitMs' | 'rate'> = {
    async send(calls) {
      budget.take(Date.now());
      sentAt.push(Date.now());
      await new Promise((resolve) => setTimeout(resolve, 30));
      return calls.map((call) => {
        const outcome = answer(call);
        if (isGatewayError(outcome)) {
          if (outcome.code === 'rateLimited') budget.limited(Date.now(), 2000);
          throw outcome;
        }
        return outcome;
      });
    },
    waitMs: () => budget.waitMs(Date.now()),
    rate: () => budget.rate(),
  };
  return { forwarder, sentAt };
}

/** Answers a merged aggregate3 with one successful 32-byte result per entry (and any other call likewise). */
function answerAll(call: RpcCall): NodeAnswer {
  const { data } = call.params[0] as { data: string };
  if (!data.startsWith('0x82ad56cb')) return { result: `0x${'00'.repeat(31)}07` };
  const entries = decodeAggregate3Calls(data).length;
  return {
    result: multicall3Abi.encodeFunctionResult('aggregate3', [
      Array.from({ length: entries }, () => [true, `0x${'00'.repeat(31)}07`]),
    ]),
  };
}

describe('createReadMerger on a budget (fake clock)', () => {
  const MC3 = '0xca11bde05977b3631167028862be2a173976ca11';
  /** A merger of chain 1 on MC3 (25 ms window unless `options` say otherwise) in front of `forwarder`. */
  const fakeMerger = (forwarder: ReadMergerOptions['forwarder'], options: Partial<ReadMergerOptions> = {}) =>
    createReadMerger({
      chainId: '1',
      multicall3: MC3,
      windowMs: 25,
      forwarder,
      keepMs: 1000,
      maxKept: 10,
      ...options,
    });
  const balanceRead = () =>
    ethCall(MC3, multicall3Abi.encodeFunctionData('getEthBalance', [randomAddress()]));

  afterEach(() => {
    vi.useRealTimers();
  });

  it('never sends faster than the budget, merging what arrives meanwhile', async () => {
    vi.useFakeTimers();
    const { forwarder, sentAt } = budgetedFake(5, answerAll);
    const reads = fakeMerger(forwarder);
    const pending: Promise<ReadOutcome[]>[] = [];
    for (let visitor = 0; visitor < 200; visitor++) {
      pending.push(reads.read([balanceRead()]));
      await vi.advanceTimersByTimeAsync(10);
    }
    await vi.advanceTimersByTimeAsync(5000);
    const outcomes = (await Promise.all(pending)).flat();
    expect(outcomes.every((outcome) => !isGatewayError(outcome))).toBe(true);
    for (const at of sentAt)
      expect(sentAt.filter((other) => other > at - 1000 && other <= at).length).toBeLessThanOrEqual(5);
    expect(sentAt.length).toBeLessThanOrEqual(12);
  });

  it('answers 429 at once when the expected wait passes maxWaitMs, and requeues after an upstream 429', async () => {
    vi.useFakeTimers();
    let limitedOnce = true;
    const { forwarder, sentAt } = budgetedFake(1, (call) => {
      if (limitedOnce) {
        limitedOnce = false;
        return new GatewayError('rateLimited', 'upstream 1 of 1 is rate limited');
      }
      return answerAll(call);
    });
    const reads = fakeMerger(forwarder, { limits: { maxReads: 2, maxWaitMs: 3000 } });
    const first = reads.read([balanceRead()]);
    await vi.advanceTimersByTimeAsync(100);
    const many = Array.from({ length: 8 }, () => reads.read([balanceRead()]));
    const settled = (
      await Promise.all([vi.advanceTimersByTimeAsync(10_000).then(() => []), first, ...many])
    ).slice(1);
    const limited = settled.flat().filter((outcome) => isGatewayError(outcome, 'rateLimited'));
    expect(limited.length).toBeGreaterThan(0);
    expect(isGatewayError((await first)[0])).toBe(false);
    expect(sentAt.length).toBeGreaterThanOrEqual(2);
  });

  it('expects the calls queued reads need as they will be packed, not from their total gas', async () => {
    vi.useFakeTimers();
    const { forwarder, sentAt } = budgetedFake(1, answerAll);
    const reads = createReadMerger({
      chainId: '1',
      multicall3: MC3,
      windowMs: 25,
      forwarder,
      keepMs: 1000,
      maxKept: 10,
      // A plain eth_call is estimated at 200k gas: two fit in a call, so five need three calls (1M of gas
      // would fit in two), and at one call a second the fifth would wait 2 s.
      limits: { maxGas: 500_000, maxWaitMs: 1500 },
    });
    const started = Date.now();
    let lastSettledMs = 0;
    const pending = Array.from({ length: 5 }, () =>
      reads.read([balanceRead()]).then(([outcome]) => {
        if (!isGatewayError(outcome)) lastSettledMs = Date.now() - started;
        return outcome;
      }),
    );
    await vi.advanceTimersByTimeAsync(5000);
    const outcomes = await Promise.all(pending);
    expect(outcomes.map((outcome) => isGatewayError(outcome, 'rateLimited'))).toEqual([
      false,
      false,
      false,
      false,
      true,
    ]);
    expect(sentAt.length).toBe(2);
    expect(lastSettledMs).toBeLessThanOrEqual(1500);
  });

  it("answers 429 at once to queued reads an upstream's 429 has made too late for their deadline", async () => {
    vi.useFakeTimers();
    let limitedOnce = true;
    const { forwarder, sentAt } = budgetedFake(50, (call) => {
      if (limitedOnce) {
        limitedOnce = false;
        return new GatewayError('rateLimited', 'upstream 1 of 1 is rate limited');
      }
      return answerAll(call);
    });
    // Merging off: one call per read, so at 50/s about 140 reads are expected within 3 s; the 429 then pauses
    // the budget for 2 s and halves it, and far fewer can go before their deadline.
    const reads = fakeMerger(forwarder, { windowMs: 0, limits: { maxWaitMs: 3000 } });
    const started = Date.now();
    let lastSettledMs = 0;
    const pending = Array.from({ length: 100 }, () =>
      reads.read([balanceRead()]).then(([outcome]) => {
        lastSettledMs = Date.now() - started;
        return outcome;
      }),
    );
    await vi.advanceTimersByTimeAsync(20_000);
    const outcomes = await Promise.all(pending);
    expect(outcomes.filter((outcome) => isGatewayError(outcome, 'rateLimited')).length).toBeGreaterThan(0);
    expect(outcomes.filter((outcome) => !isGatewayError(outcome)).length).toBeGreaterThan(0);
    // No read is answered or sent past its 3 s (the budget reports the rate it really keeps, its margin included).
    expect(lastSettledMs).toBeLessThanOrEqual(3000 * 1.05 + 100);
    expect(Math.max(...sentAt) - started).toBeLessThanOrEqual(3000 * 1.05);
  });

  it('splits a merged call that fails as a whole until the bad read has its own error', async () => {
    vi.useFakeTimers();
    const bad = ethCall(MC3, `${multicall3Abi.getFunction('getEthBalance')?.selector}${'ff'.repeat(32)}`);
    const badData = (bad.params[0] as { data: string }).data;
    const { forwarder, sentAt } = budgetedFake(Number.POSITIVE_INFINITY, (call) => {
      const { data } = call.params[0] as { data: string };
      if (data === badData) return { error: { code: 3, message: 'execution reverted' } };
      if (data.includes(badData.slice(2))) return { error: { code: -32000, message: 'out of gas' } };
      return answerAll(call);
    });
    const reads = fakeMerger(forwarder);
    const calls = [balanceRead(), balanceRead(), bad, balanceRead(), balanceRead(), balanceRead()];
    const pending = Promise.all(calls.map((call) => reads.read([call])));
    await vi.advanceTimersByTimeAsync(2000);
    const outcomes = (await pending).flat();
    expect(outcomes[2]).toEqual({ error: { code: 3, message: 'execution reverted' } });
    for (const index of [0, 1, 3, 4, 5]) expect(outcomes[index]).toHaveProperty('result');
    expect(reads.stats().splits).toBeGreaterThan(0);
    expect(sentAt.length).toBeLessThanOrEqual(7);
  });

  it('sends again, at the head of a call, reads whose failures without data may come from a read before them', async () => {
    vi.useFakeTimers();
    const nested = (tag: string) =>
      ethCall(
        MC3,
        multicall3Abi.encodeFunctionData('aggregate3', [[[MC3, true, `0x4d2301cc${tag.repeat(32)}`]]]),
      );
    const starved = multicall3Abi.encodeFunctionResult('aggregate3', [[[false, '0x']]]);
    const fine = multicall3Abi.encodeFunctionResult('aggregate3', [[[true, `0x${'00'.repeat(31)}07`]]]);
    const { forwarder, sentAt } = budgetedFake(Number.POSITIVE_INFINITY, (call) => {
      const { data } = call.params[0] as { data: string };
      const [entries] = multicall3Abi.decodeFunctionData('aggregate3', data) as unknown as [
        [string, boolean, string][],
      ];
      const merged = entries.every(([, , callData]) => callData.startsWith('0x82ad56cb'));
      if (!merged) return { result: fine };
      // In a merged call the first read starves every read after it.
      return {
        result: multicall3Abi.encodeFunctionResult('aggregate3', [
          entries.map((_, index) => [true, index === 0 ? fine : starved]),
        ]),
      };
    });
    const reads = fakeMerger(forwarder);
    const calls = ['aa', 'bb', 'cc', 'dd', 'ee'].map(nested);
    const pending = Promise.all(calls.map((call) => reads.read([call])));
    await vi.advanceTimersByTimeAsync(2000);
    expect((await pending).flat()).toEqual(calls.map(() => ({ result: fine })));
    expect(reads.stats().rechecked).toBeGreaterThanOrEqual(4);
    expect(sentAt.length).toBeLessThanOrEqual(calls.length + 2);
  });
});
