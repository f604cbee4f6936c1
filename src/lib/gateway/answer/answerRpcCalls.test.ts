import { describe, expect, it } from 'vitest';
import { type CacheLike, createEdgeCache, type EdgeCache } from '../cache/createEdgeCache.ts';
import { createHotKeys } from '../cache/createHotKeys.ts';
import { createKeptAnswers } from '../cache/createKeptAnswers.ts';
import { toReadKey } from '../cache/toReadKey.ts';
import { GatewayError } from '../GatewayError.ts';
import { LATEST_REUSE_MS } from '../gatewayLimits.ts';
import type { MergedOutcome } from '../merge/readMergerTypes.ts';
import { toCallRules } from '../policy/checkEthCall.ts';
import { checkRpcCall, type PlannedCall } from '../policy/checkRpcCall.ts';
import { type AnswerContext, answerRpcCalls } from './answerRpcCalls.ts';

const HOLDER = '0x1111111111111111111111111111111111111111';
const rules = toCallRules({
  fallbackUpstreams: [],
  targets: [],
  multicall3: null,
  anyTargetSelectors: [],
  noArgumentSelectors: [],
  untrustedTargets: [],
  multicallBlockNumber: true,
});
const check = (id: number | string, method: string, params: unknown[] = []) =>
  checkRpcCall({ jsonrpc: '2.0', id, method, params }, rules);

/**
 * A chain reader answering `0x<n>` for the n-th read (eth_chainId with the chain id), stamped with the clock,
 * logging each hand-over; `shared` says every answer was shared with another request.
 */
function fakeChain(options: { failWith?: GatewayError; shared?: boolean; now?: () => number } = {}) {
  const reads: string[][] = [];
  let counter = 0;
  const now = options.now ?? Date.now;
  const readUpstream = async (calls: readonly PlannedCall[]): Promise<MergedOutcome[]> => {
    reads.push(calls.map((call) => call.method));
    return calls.map((call) => {
      if (options.failWith)
        return { outcome: options.failWith, busy: options.failWith.code === 'rateLimited' };
      if (call.method === 'eth_chainId') return { outcome: { result: '0xa' } };
      return {
        outcome: { result: `0x${(++counter).toString(16)}` },
        at: now(),
        shared: options.shared ?? false,
      };
    });
  };
  return { readUpstream, reads };
}

/** The Worker's layers on one clock: the isolate's kept answers and hot keys, and the location's cache. */
function context(
  chain: ReturnType<typeof fakeChain>,
  edgeCache: EdgeCache | null = null,
  now: () => number = Date.now,
) {
  const waited: Promise<unknown>[] = [];
  const value: AnswerContext = {
    chainId: '10',
    readUpstream: chain.readUpstream,
    kept: createKeptAnswers({ maxAgeMs: LATEST_REUSE_MS, maxBytes: 1 << 20, maxEntryBytes: 1 << 16, now }),
    hot: createHotKeys({ forMs: 10_000, maxKeys: 100, now }),
    edgeCache,
    waitUntil: (promise: Promise<unknown>) => waited.push(promise),
  };
  return { waited, value };
}

/** A Cache API stand-in keyed by URL (the gateway's keys are synthetic GET requests). */
function memoryCache(): CacheLike {
  const stored = new Map<string, Response>();
  return {
    match: async (request) => stored.get(request.url)?.clone(),
    put: async (request, response) => {
      stored.set(request.url, response);
    },
  };
}

/** An edge cache in a map, logging which keys were looked for. */
function mapEdge() {
  const kept = new Map<string, { result: string; at: number }>();
  const looked: string[] = [];
  const edge: EdgeCache = {
    get: async (key) => {
      looked.push(key);
      return kept.get(key);
    },
    put: async (key, result, at) => {
      kept.set(key, { result, at });
    },
  };
  return { kept, looked, edge };
}

describe('answerRpcCalls', () => {
  it("answers each call under the caller's id, refused ones without reaching the chain's reader", async () => {
    const chain = fakeChain();
    const { value } = context(chain);
    const checks = [
      check('a', 'eth_blockNumber'),
      check(2, 'eth_sendRawTransaction', ['0x00']),
      check(3, 'eth_getBalance', [HOLDER]),
    ];
    const { answers, upstreamsLimited } = await answerRpcCalls(checks, value);
    expect(answers).toEqual([
      { jsonrpc: '2.0', id: 'a', result: '0x1' },
      {
        jsonrpc: '2.0',
        id: 2,
        error: { code: -32053, message: 'method eth_sendRawTransaction is not allowed' },
      },
      { jsonrpc: '2.0', id: 3, result: '0x2' },
    ]);
    expect(upstreamsLimited).toBe(false);
    expect(chain.reads).toEqual([['eth_blockNumber', 'eth_getBalance']]);
  });

  it('hands eth_chainId to the chain reader, never to a cache', async () => {
    const chain = fakeChain({ shared: true });
    const { kept, looked, edge } = mapEdge();
    const { value, waited } = context(chain, edge);
    const first = await answerRpcCalls([check(1, 'eth_chainId')], value);
    await answerRpcCalls([check(2, 'eth_chainId')], value);
    await Promise.all(waited);
    expect(first.answers).toEqual([{ jsonrpc: '2.0', id: 1, result: '0xa' }]);
    expect(chain.reads).toEqual([['eth_chainId'], ['eth_chainId']]);
    expect([kept.size, looked.length]).toEqual([0, 0]);
  });

  it("fails the calls handed over with the reader's failure, or a server error for anything else", async () => {
    const throwing = (error: unknown) => ({
      ...context(fakeChain()).value,
      readUpstream: async () => {
        throw error;
      },
    });
    const failed = await answerRpcCalls(
      [check(1, 'eth_blockNumber'), check(2, 'eth_foo')],
      throwing(new Error('Durable Object reset')),
    );
    expect(failed.answers).toEqual([
      { jsonrpc: '2.0', id: 1, error: { code: -32051, message: 'the gateway failed' } },
      { jsonrpc: '2.0', id: 2, error: { code: -32053, message: 'method eth_foo is not allowed' } },
    ]);
    const unavailable = await answerRpcCalls(
      [check(1, 'eth_blockNumber')],
      throwing(new GatewayError('unavailable', "the chain's reader is overloaded: try again shortly")),
    );
    expect(unavailable.unavailable).toBe(true);
    expect(unavailable.answers[0]).toMatchObject({ error: { code: -32058 } });
  });

  it('looks in the location cache only for reads others shared lately, and fills it only with those', async () => {
    const { kept, looked, edge } = mapEdge();
    const lonely = fakeChain();
    const one = context(lonely, edge);
    await answerRpcCalls([check(1, 'eth_getBalance', [HOLDER])], one.value);
    await answerRpcCalls([check(2, 'eth_blockNumber')], one.value);
    await Promise.all(one.waited);
    expect([kept.size, looked.length]).toEqual([0, 0]);

    const popular = fakeChain({ shared: true });
    const other = context(popular, edge);
    await answerRpcCalls([check(3, 'eth_getBalance', [HOLDER])], other.value);
    await Promise.all(other.waited);
    const key = toReadKey('10', { method: 'eth_getBalance', params: [HOLDER, 'latest'] });
    expect([...kept.keys()]).toEqual([key]);
    // Another isolate that has seen the key shared finds it in the location's cache.
    const third = context(popular, edge);
    third.value.hot.add(key);
    const { answers } = await answerRpcCalls([check(4, 'eth_getBalance', [HOLDER])], third.value);
    expect(answers).toEqual([{ jsonrpc: '2.0', id: 4, result: '0x1' }]);
    expect(popular.reads).toEqual([['eth_getBalance']]);
    expect(looked).toEqual([key]);
  });

  it('answers every call handed over with its failure, and flags a rate-limited or busy chain', async () => {
    const timeout = fakeChain({ failWith: new GatewayError('timeout', 'upstream 1 of 1 timed out') });
    const failed = await answerRpcCalls(
      [check(1, 'eth_blockNumber'), check(2, 'eth_chainId')],
      context(timeout).value,
    );
    expect(failed.answers).toEqual([
      { jsonrpc: '2.0', id: 1, error: { code: -32050, message: 'upstream 1 of 1 timed out' } },
      { jsonrpc: '2.0', id: 2, error: { code: -32050, message: 'upstream 1 of 1 timed out' } },
    ]);
    expect([failed.upstreamsLimited, failed.chainBusy]).toEqual([false, false]);
    const limited = fakeChain({ failWith: new GatewayError('rateLimited', 'over budget') });
    const answered = await answerRpcCalls([check(1, 'eth_blockNumber')], context(limited).value);
    expect([answered.upstreamsLimited, answered.chainBusy]).toEqual([true, true]);
    expect(answered.answers[0]).toMatchObject({ error: { code: -32005 } });
  });

  it('reuses an answer for LATEST_REUSE_MS from when its upstream call was sent, in the isolate and the location', async () => {
    let time = 1_700_000_000_000;
    const now = () => time;
    // The object answers with a stamp 300 ms old: it kept the answer that long already.
    const chain = fakeChain({ shared: true, now: () => time - 300 });
    const edge = createEdgeCache(memoryCache(), 'https://site.example', { maxAgeMs: LATEST_REUSE_MS, now });
    const first = context(chain, edge, now);
    await answerRpcCalls([check(1, 'eth_getBalance', [HOLDER, 'latest'])], first.value);
    await Promise.all(first.waited);
    time += LATEST_REUSE_MS - 300;
    const other = context(chain, edge, now);
    other.value.hot.add(toReadKey('10', { method: 'eth_getBalance', params: [HOLDER, 'latest'] }));
    for (const gateway of [first.value, other.value]) {
      const reused = await answerRpcCalls(
        [check(2, 'eth_getBalance', [HOLDER]), check(3, 'eth_getBalance', [HOLDER, 'latest'])],
        gateway,
      );
      expect(reused.answers).toEqual([
        { jsonrpc: '2.0', id: 2, result: '0x1' },
        { jsonrpc: '2.0', id: 3, result: '0x1' },
      ]);
    }
    expect(chain.reads).toEqual([['eth_getBalance']]);
    time += 1;
    const fresh = await answerRpcCalls([check(4, 'eth_getBalance', [HOLDER])], first.value);
    expect(fresh.answers).toEqual([{ jsonrpc: '2.0', id: 4, result: '0x2' }]);
    expect(chain.reads).toEqual([['eth_getBalance'], ['eth_getBalance']]);
  });
});
