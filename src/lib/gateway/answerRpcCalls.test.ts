import { describe, expect, it } from 'vitest';
import { answerRpcCalls } from './answerRpcCalls.ts';
import { toCallRules } from './checkEthCall.ts';
import { checkRpcCall, type RpcCall } from './checkRpcCall.ts';
import { type CacheLike, createEdgeCache, type EdgeCache } from './createEdgeCache.ts';
import { createSharedReads } from './createSharedReads.ts';
import type { NodeAnswer, UpstreamForwarder } from './createUpstreamForwarder.ts';
import { GatewayError } from './GatewayError.ts';
import { LATEST_REUSE_MS } from './gatewayLimits.ts';

const HOLDER = '0x1111111111111111111111111111111111111111';
const rules = toCallRules({ fallbackUpstreams: [], targets: [], multicall3: null, anyTargetSelectors: [] });
const check = (id: number | string, method: string, params: unknown[] = []) =>
  checkRpcCall({ jsonrpc: '2.0', id, method, params }, rules);

/** A forwarder answering `0x<n>` for the n-th call it forwards, logging each send. */
function fakeForwarder(failWith?: GatewayError) {
  const sends: string[][] = [];
  let verifies = 0;
  let counter = 0;
  const forwarder: UpstreamForwarder = {
    async verify() {
      verifies++;
      if (failWith) throw failWith;
    },
    async send(calls: readonly RpcCall[]) {
      sends.push(calls.map((call) => call.method));
      if (failWith) throw failWith;
      return calls.map((): NodeAnswer => ({ result: `0x${(++counter).toString(16)}` }));
    },
  };
  return { forwarder, sends, verifies: () => verifies };
}

function context(forwarder: UpstreamForwarder, edgeCache: EdgeCache | null = null) {
  const waited: Promise<unknown>[] = [];
  return {
    waited,
    value: {
      chainId: '10',
      forwarder,
      sharedReads: createSharedReads<NodeAnswer>({ maxAgeMs: 1000, maxEntries: 100 }),
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
    const net = fakeForwarder();
    const { value } = context(net.forwarder);
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
    expect(net.sends).toEqual([['eth_blockNumber', 'eth_getBalance']]);
  });

  it('answers eth_chainId from the chain-id check, never forwarding it', async () => {
    const net = fakeForwarder();
    const { value } = context(net.forwarder);
    const { answers } = await answerRpcCalls([check(1, 'eth_chainId')], value);
    expect(answers).toEqual([{ jsonrpc: '2.0', id: 1, result: '0xa' }]);
    expect(net.sends).toEqual([]);
    expect(net.verifies()).toBe(1);
  });

  it('shares identical reads across requests and ids', async () => {
    const net = fakeForwarder();
    const { value } = context(net.forwarder);
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, id) =>
        answerRpcCalls([check(id, 'eth_getBalance', [HOLDER, 'latest'])], value),
      ),
    );
    expect(net.sends).toHaveLength(1);
    expect(results.map((result) => result.answers[0])).toEqual(
      Array.from({ length: 20 }, (_, id) => ({ jsonrpc: '2.0', id, result: '0x1' })),
    );
  });

  it('reads the edge cache before the upstream and fills it after', async () => {
    const kept = new Map<string, { result: string; at: number }>();
    const edge: EdgeCache = {
      get: async (key) => kept.get(key),
      put: async (key, result, at) => {
        kept.set(key, { result, at });
      },
    };
    const net = fakeForwarder();
    const first = context(net.forwarder, edge);
    await answerRpcCalls([check(1, 'eth_getBalance', [HOLDER])], first.value);
    await Promise.all(first.waited);
    expect([...kept.keys()]).toEqual([`10:["eth_getBalance",["${HOLDER}","latest"]]`]);
    const other = context(net.forwarder, edge);
    const { answers } = await answerRpcCalls(
      [check(9, 'eth_getBalance', [HOLDER]), check(10, 'eth_blockNumber')],
      other.value,
    );
    expect(answers).toEqual([
      { jsonrpc: '2.0', id: 9, result: '0x1' },
      { jsonrpc: '2.0', id: 10, result: '0x2' },
    ]);
    expect(net.sends).toEqual([['eth_getBalance'], ['eth_blockNumber']]);
  });

  it('answers every forwarded call with the failure, and flags when every upstream was rate limited', async () => {
    const timeout = fakeForwarder(new GatewayError('timeout', 'upstream 1 of 1 timed out'));
    const failed = await answerRpcCalls(
      [check(1, 'eth_blockNumber'), check(2, 'eth_chainId')],
      context(timeout.forwarder).value,
    );
    expect(failed.answers).toEqual([
      { jsonrpc: '2.0', id: 1, error: { code: -32050, message: 'upstream 1 of 1 timed out' } },
      { jsonrpc: '2.0', id: 2, error: { code: -32050, message: 'upstream 1 of 1 timed out' } },
    ]);
    expect(failed.upstreamsLimited).toBe(false);
    const limited = fakeForwarder(new GatewayError('rateLimited', 'upstream 1 of 1 is rate limited'));
    const answered = await answerRpcCalls([check(1, 'eth_blockNumber')], context(limited.forwarder).value);
    expect(answered.upstreamsLimited).toBe(true);
    expect(answered.answers[0]).toMatchObject({ error: { code: -32005 } });
  });

  it('reuses a latest read for LATEST_REUSE_MS from when it started, tag or none alike, then reads again', async () => {
    let time = 1_700_000_000_000;
    const now = () => time;
    const net = fakeForwarder();
    const waited: Promise<unknown>[] = [];
    // The Worker's layers with its own limit, on one clock: the isolate's shared reads and the location's cache.
    const gateway = {
      chainId: '1',
      forwarder: net.forwarder,
      sharedReads: createSharedReads<NodeAnswer>({ maxAgeMs: LATEST_REUSE_MS, maxEntries: 100, now }),
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
    expect(net.sends).toEqual([['eth_getBalance']]);
    time += 1;
    const fresh = await answerRpcCalls([check(4, 'eth_getBalance', [HOLDER])], gateway);
    expect(fresh.answers).toEqual([{ jsonrpc: '2.0', id: 4, result: '0x2' }]);
    expect(net.sends).toEqual([['eth_getBalance'], ['eth_getBalance']]);
  });
});
