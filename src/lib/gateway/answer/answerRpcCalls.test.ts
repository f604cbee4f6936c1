import { describe, expect, it } from 'vitest';
import { answerRpcCalls } from './answerRpcCalls.ts';
import { toCallRules } from '../policy/checkEthCall.ts';
import { checkRpcCall, type RpcCall } from '../policy/checkRpcCall.ts';
import { type CacheLike, createEdgeCache, type EdgeCache } from '../cache/createEdgeCache.ts';
import { createRecentResults } from '../cache/createRecentResults.ts';
import { GatewayError } from '../GatewayError.ts';
import { LATEST_REUSE_MS } from '../gatewayLimits.ts';
import type { ReadOutcome } from './toRpcAnswer.ts';

const HOLDER = '0x1111111111111111111111111111111111111111';
const rules = toCallRules({ fallbackUpstreams: [], targets: [], multicall3: null, anyTargetSelectors: [] });
const check = (id: number | string, method: string, params: unknown[] = []) =>
  checkRpcCall({ jsonrpc: '2.0', id, method, params }, rules);

/** A chain reader answering `0x<n>` for the n-th read (eth_chainId with the chain id), logging each hand-over. */
function fakeChain(failWith?: GatewayError) {
  const reads: string[][] = [];
  let counter = 0;
  const readUpstream = async (calls: readonly RpcCall[]): Promise<ReadOutcome[]> => {
    reads.push(calls.map((call) => call.method));
    return calls.map((call) => {
      if (failWith) return failWith;
      if (call.method === 'eth_chainId') return { result: '0xa' };
      return { result: `0x${(++counter).toString(16)}` };
    });
  };
  return { readUpstream, reads };
}

function context(chain: ReturnType<typeof fakeChain>, edgeCache: EdgeCache | null = null) {
  const waited: Promise<unknown>[] = [];
  return {
    waited,
    value: {
      chainId: '10',
      readUpstream: chain.readUpstream,
      recent: createRecentResults({ maxAgeMs: LATEST_REUSE_MS, maxEntries: 100 }),
      edgeCache,
      waitUntil: (promise: Promise<unknown>) => waited.push(promise),
    },
  };
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

describe('answerRpcCalls', () => {
  it("answers each call under the caller's id, refused ones without reaching the upstream", async () => {
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

  it('hands eth_chainId to the chain reader, never to the cache', async () => {
    const chain = fakeChain();
    const kept = new Map<string, { result: string; at: number }>();
    const edge: EdgeCache = {
      get: async (key) => kept.get(key),
      put: async (key, result, at) => {
        kept.set(key, { result, at });
      },
    };
    const { value, waited } = context(chain, edge);
    const { answers } = await answerRpcCalls([check(1, 'eth_chainId')], value);
    await Promise.all(waited);
    expect(answers).toEqual([{ jsonrpc: '2.0', id: 1, result: '0xa' }]);
    expect(chain.reads).toEqual([['eth_chainId']]);
    expect(kept.size).toBe(0);
  });

  it('fails the calls handed over with a server error when the chain reader fails', async () => {
    const value = {
      ...context(fakeChain()).value,
      readUpstream: async () => {
        throw new Error('Durable Object reset');
      },
    };
    const { answers } = await answerRpcCalls([check(1, 'eth_blockNumber'), check(2, 'eth_foo')], value);
    expect(answers).toEqual([
      { jsonrpc: '2.0', id: 1, error: { code: -32051, message: 'the gateway failed' } },
      { jsonrpc: '2.0', id: 2, error: { code: -32053, message: 'method eth_foo is not allowed' } },
    ]);
  });

  it('reads the edge cache before the upstream and fills it after', async () => {
    const kept = new Map<string, { result: string; at: number }>();
    const edge: EdgeCache = {
      get: async (key) => kept.get(key),
      put: async (key, result, at) => {
        kept.set(key, { result, at });
      },
    };
    const chain = fakeChain();
    const first = context(chain, edge);
    await answerRpcCalls([check(1, 'eth_getBalance', [HOLDER])], first.value);
    await Promise.all(first.waited);
    expect([...kept.keys()]).toEqual([`10:["eth_getBalance",["${HOLDER}","latest"]]`]);
    const other = context(chain, edge);
    const { answers } = await answerRpcCalls(
      [check(9, 'eth_getBalance', [HOLDER]), check(10, 'eth_blockNumber')],
      other.value,
    );
    expect(answers).toEqual([
      { jsonrpc: '2.0', id: 9, result: '0x1' },
      { jsonrpc: '2.0', id: 10, result: '0x2' },
    ]);
    expect(chain.reads).toEqual([['eth_getBalance'], ['eth_blockNumber']]);
  });

  it('answers every call handed over with its failure, and flags a rate-limited chain', async () => {
    const timeout = fakeChain(new GatewayError('timeout', 'upstream 1 of 1 timed out'));
    const failed = await answerRpcCalls(
      [check(1, 'eth_blockNumber'), check(2, 'eth_chainId')],
      context(timeout).value,
    );
    expect(failed.answers).toEqual([
      { jsonrpc: '2.0', id: 1, error: { code: -32050, message: 'upstream 1 of 1 timed out' } },
      { jsonrpc: '2.0', id: 2, error: { code: -32050, message: 'upstream 1 of 1 timed out' } },
    ]);
    expect(failed.upstreamsLimited).toBe(false);
    const limited = fakeChain(new GatewayError('rateLimited', 'upstream 1 of 1 is rate limited'));
    const answered = await answerRpcCalls([check(1, 'eth_blockNumber')], context(limited).value);
    expect(answered.upstreamsLimited).toBe(true);
    expect(answered.answers[0]).toMatchObject({ error: { code: -32005 } });
  });

  it('reuses a latest read for LATEST_REUSE_MS from when it started, tag or none alike, then reads again', async () => {
    let time = 1_700_000_000_000;
    const now = () => time;
    const chain = fakeChain();
    const waited: Promise<unknown>[] = [];
    // The Worker's layers with its own limit, on one clock: the isolate's results and the location's cache.
    const gateway = {
      chainId: '1',
      readUpstream: chain.readUpstream,
      recent: createRecentResults({ maxAgeMs: LATEST_REUSE_MS, maxEntries: 100, now }),
      edgeCache: createEdgeCache(memoryCache(), 'https://site.example', { maxAgeMs: LATEST_REUSE_MS, now }),
      waitUntil: (promise: Promise<unknown>) => waited.push(promise),
      now,
    };
    await answerRpcCalls([check(1, 'eth_getBalance', [HOLDER, 'latest'])], gateway);
    await Promise.all(waited);
    time += LATEST_REUSE_MS;
    const reused = await answerRpcCalls(
      [check(2, 'eth_getBalance', [HOLDER]), check(3, 'eth_getBalance', [HOLDER, 'latest'])],
      gateway,
    );
    expect(reused.answers).toEqual([
      { jsonrpc: '2.0', id: 2, result: '0x1' },
      { jsonrpc: '2.0', id: 3, result: '0x1' },
    ]);
    expect(chain.reads).toEqual([['eth_getBalance']]);
    time += 1;
    const fresh = await answerRpcCalls([check(4, 'eth_getBalance', [HOLDER])], gateway);
    expect(fresh.answers).toEqual([{ jsonrpc: '2.0', id: 4, result: '0x2' }]);
    expect(chain.reads).toEqual([['eth_getBalance'], ['eth_getBalance']]);
  });
});
