import { describe, expect, it } from 'vitest';
import { GatewayError, isGatewayError } from '../GatewayError.ts';
import type { RpcCall } from '../policy/checkRpcCall.ts';
import {
  createUpstreamForwarder,
  type UpstreamForwarder,
  type UpstreamForwarderOptions,
} from './createUpstreamForwarder.ts';

type Behaviour =
  | 'ok'
  | 'hang'
  | 'http429'
  | 'http500'
  | 'http401'
  | 'limitCode'
  | 'garbage'
  | 'refuse'
  | 'missing';

const A = 'https://a.example/key-aaaaaaaa';
const B = 'https://b.example/key-bbbbbbbb';
const balance: RpcCall = {
  method: 'eth_getBalance',
  params: ['0x1111111111111111111111111111111111111111', 'latest'],
};
const block: RpcCall = { method: 'eth_blockNumber', params: [] };

/** A fake network of upstreams: each URL behaves as told, answers for `chainIds[url]`, and logs every request. */
function network(behaviours: Record<string, Behaviour>, chainIds: Record<string, number> = {}) {
  const log: { url: string; methods: string[]; headers: Headers }[] = [];
  const fetchImpl = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    const payload = JSON.parse(String(init?.body)) as
      | { id: number; method: string }
      | { id: number; method: string }[];
    const calls = Array.isArray(payload) ? payload : [payload];
    log.push({ url, methods: calls.map((call) => call.method), headers: new Headers(init?.headers) });
    const behaviour = behaviours[url] ?? 'ok';
    const isCheck = calls.length === 1 && calls[0]?.method === 'eth_chainId';
    if (behaviour === 'refuse') throw new TypeError('fetch failed: connect ECONNREFUSED');
    if (behaviour === 'hang') {
      return new Promise<Response>((_, reject) => {
        init?.signal?.addEventListener('abort', () => reject(init.signal?.reason));
      });
    }
    if (behaviour === 'http429') return new Response('slow down', { status: 429 });
    if (behaviour === 'http500') return new Response('oops', { status: 500 });
    if (behaviour === 'http401') return new Response(`bad key for ${url}`, { status: 401 });
    if (behaviour === 'garbage' && !isCheck) return new Response('<html>captive portal</html>');
    const answer = (call: { id: number; method: string }) => {
      if (call.method === 'eth_chainId')
        return { jsonrpc: '2.0', id: call.id, result: `0x${(chainIds[url] ?? 10).toString(16)}` };
      if (behaviour === 'limitCode')
        return { jsonrpc: '2.0', id: call.id, error: { code: -32005, message: 'limit' } };
      return { jsonrpc: '2.0', id: call.id, result: call.method === 'eth_blockNumber' ? '0x10' : '0x2a' };
    };
    const answers = calls.map(answer);
    if (behaviour === 'missing' && !isCheck) answers.pop();
    return Response.json(Array.isArray(payload) ? answers.reverse() : answers[0]);
  }) as typeof fetch;
  return { log, fetch: fetchImpl };
}

/** A forwarder of chain 10 through `fetch`: upstream A alone and a 50 ms timeout, unless `options` say otherwise. */
const forwarderOn = (fetch: typeof globalThis.fetch, options: Partial<UpstreamForwarderOptions> = {}) =>
  createUpstreamForwarder({ chainId: 10, upstreams: [A], timeoutMs: 50, fetch, ...options });

const forwarder = (upstreams: string[], net: ReturnType<typeof network>, timeoutMs = 50) =>
  forwarderOn(net.fetch, { upstreams, timeoutMs });

/**
 * `base`'s fetch, but each URL in `limited` answers its next call other than the chain-id check with HTTP 429
 * and `Retry-After: retryAfterS`, once (it leaves the set).
 */
const limitingOnce = (base: ReturnType<typeof network>, limited: Set<string>, retryAfterS: number) =>
  (async (input: RequestInfo | URL, init?: RequestInit) => {
    if (!String(init?.body).includes('eth_chainId') && limited.delete(String(input))) {
      return new Response('slow down', { status: 429, headers: { 'retry-after': String(retryAfterS) } });
    }
    return base.fetch(input, init);
  }) as typeof fetch;

/** Reserves a call and sends `calls` on it: the answers, or the failure thrown (rateLimited when no room). */
async function sendNow(upstreams: UpstreamForwarder, calls: readonly RpcCall[]) {
  const reservation = upstreams.reserve();
  if (!reservation) throw new GatewayError('rateLimited', 'no upstream has room');
  const outcome = await upstreams.send(reservation, calls);
  if (!outcome.ok) throw outcome.error;
  return outcome.answers;
}

async function failure(promise: Promise<unknown>) {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  if (!isGatewayError(error)) throw new Error(`expected a GatewayError, got ${String(error)}`);
  return { code: error.code, message: error.message };
}

describe('createUpstreamForwarder', () => {
  it('checks the chain id once, then sends a single call or a batch and maps answers by id', async () => {
    const net = network({});
    const upstreams = forwarder([A], net);
    expect(await sendNow(upstreams, [balance])).toEqual([{ result: '0x2a' }]);
    expect(await sendNow(upstreams, [block, balance])).toEqual([{ result: '0x10' }, { result: '0x2a' }]);
    expect(net.log.map((entry) => entry.methods)).toEqual([
      ['eth_chainId'],
      ['eth_getBalance'],
      ['eth_blockNumber', 'eth_getBalance'],
    ]);
  });

  it('sends only JSON headers: nothing of the visitor', async () => {
    const net = network({});
    await sendNow(forwarder([A], net), [balance]);
    expect([...(net.log[1]?.headers.keys() ?? [])].sort()).toEqual(['accept', 'content-type']);
  });

  it('shares a chain-id check in flight and answers verify() from it', async () => {
    const net = network({});
    const upstreams = forwarder([A], net);
    await Promise.all([upstreams.verify(), upstreams.verify(), sendNow(upstreams, [balance])]);
    await upstreams.verify();
    expect(net.log.filter((entry) => entry.methods[0] === 'eth_chainId')).toHaveLength(1);
  });

  it('answers verify() from a check in flight even when the budget has no room for another call', async () => {
    const net = network({});
    const upstreams = forwarderOn(net.fetch, { callsPerSecond: 5, now: () => 0 });
    await Promise.all([upstreams.verify(), upstreams.verify(), upstreams.verify()]);
    expect(net.log.map((entry) => entry.methods)).toEqual([['eth_chainId']]);
  });

  it.each([
    ['hang', 'timeout', 'upstream 1 of 2 timed out'],
    ['http500', 'serverError', 'upstream 1 of 2 answered HTTP 500'],
    ['http401', 'serverError', 'upstream 1 of 2 answered HTTP 401'],
    ['garbage', 'badResponse', 'upstream 1 of 2 sent an answer that is not JSON'],
    ['missing', 'badResponse', 'upstream 1 of 2 sent an answer that is not JSON-RPC'],
    ['refuse', 'unreachable', 'upstream 1 of 2 could not be reached'],
    ['http429', 'rateLimited', 'upstream 1 of 2 is rate limited'],
    ['limitCode', 'rateLimited', 'upstream 1 of 2 is rate limited'],
  ] as const)(
    'after %s, tries the next upstream; with both so, fails with %s',
    async (behaviour, code, message) => {
      const calls = behaviour === 'missing' ? [block, balance] : [balance];
      const half = network({ [A]: behaviour });
      expect(await sendNow(forwarder([A, B], half), calls)).toHaveLength(calls.length);
      expect(half.log.some((entry) => entry.url === B)).toBe(true);
      const all = network({ [A]: behaviour, [B]: behaviour });
      expect(await failure(sendNow(forwarder([A, B], all), calls))).toEqual({
        code,
        message: `${message}; ${message.replace('upstream 1', 'upstream 2')}`,
      });
    },
  );

  it('skips an upstream answering for another chain, and fails with wrongChain when none is right', async () => {
    const net = network({}, { [A]: 1337 });
    expect(await sendNow(forwarder([A, B], net), [balance])).toEqual([{ result: '0x2a' }]);
    expect(net.log.filter((entry) => entry.url === A).map((entry) => entry.methods)).toEqual([
      ['eth_chainId'],
    ]);
    const wrong = network({}, { [A]: 1337, [B]: 1 });
    expect(await failure(forwarder([A, B], wrong).verify())).toEqual({
      code: 'wrongChain',
      message: 'upstream 1 of 2 answers for chain 1337, not 10; upstream 2 of 2 answers for chain 1, not 10',
    });
  });

  it('answers rate limited only when every upstream is; otherwise the last other failure', async () => {
    const net = network({ [A]: 'hang', [B]: 'http429' });
    expect(await failure(sendNow(forwarder([A, B], net), [balance]))).toMatchObject({ code: 'timeout' });
  });

  it('gives the timeout to the chain-id check and the call together', async () => {
    const net = network({ [A]: 'hang' });
    const started = Date.now();
    await failure(sendNow(forwarder([A], net, 100), [balance]));
    expect(Date.now() - started).toBeLessThan(1000);
  });

  it('keeps a passed chain-id check after a failed read, and makes a failed check again', async () => {
    let broken = true;
    let checkFails = true;
    const base = network({});
    const fetchImpl = (async (input: RequestInfo | URL, init?: RequestInit) => {
      const isCheck = String(init?.body).includes('eth_chainId');
      if (isCheck && checkFails) return new Response('down', { status: 503 });
      if (broken && !isCheck) return new Response('down', { status: 503 });
      return base.fetch(input, init);
    }) as typeof fetch;
    const upstreams = forwarderOn(fetchImpl);
    await failure(sendNow(upstreams, [balance]));
    checkFails = false;
    await failure(sendNow(upstreams, [balance]));
    broken = false;
    await sendNow(upstreams, [balance]);
    await sendNow(upstreams, [balance]);
    expect(base.log.map((entry) => entry.methods[0])).toEqual([
      'eth_chainId',
      'eth_getBalance',
      'eth_getBalance',
    ]);
  });

  it('proves the chain id again after a failure other than a 429, at most once a second', async () => {
    let clock = 0;
    let fault: 'none' | 'http500' | 'http429' = 'none';
    const base = network({});
    const fetchImpl = (async (input: RequestInfo | URL, init?: RequestInit) => {
      if (!String(init?.body).includes('eth_chainId') && fault !== 'none') {
        return new Response('no', { status: fault === 'http500' ? 500 : 429 });
      }
      return base.fetch(input, init);
    }) as typeof fetch;
    const upstreams = forwarderOn(fetchImpl, { now: () => clock });
    const checks = () => base.log.filter((entry) => entry.methods[0] === 'eth_chainId').length;
    await sendNow(upstreams, [balance]);
    fault = 'http429';
    for (let tries = 0; tries < 3; tries++) {
      clock += 60_000;
      await failure(sendNow(upstreams, [balance]));
    }
    expect(checks()).toBe(1);
    fault = 'http500';
    clock += 60_000;
    await failure(sendNow(upstreams, [balance]));
    await failure(sendNow(upstreams, [balance]));
    expect(checks()).toBe(2);
    fault = 'none';
    await sendNow(upstreams, [balance]);
    expect(checks()).toBe(2);
    clock += 1_000;
    await sendNow(upstreams, [balance]);
    expect(checks()).toBe(3);
  });

  it('spaces calls to the budget, pauses an upstream for its Retry-After and tries another meanwhile', async () => {
    let clock = 0;
    const limitedOnce = new Set([A]);
    const base = network({});
    const fetchImpl = limitingOnce(base, limitedOnce, 3);
    const upstreams = forwarderOn(fetchImpl, { upstreams: [A, B], callsPerSecond: 10, now: () => clock });
    expect(upstreams.waitMs()).toBe(0);
    await sendNow(upstreams, [balance]);
    expect(base.log.filter((entry) => entry.methods[0] === 'eth_getBalance').map((e) => e.url)).toEqual([B]);
    expect(upstreams.waitMs()).toBeGreaterThan(0);
    clock += 500;
    expect(upstreams.waitMs()).toBe(0);
    await sendNow(upstreams, [balance]);
    expect(upstreams.waitMs()).toBeGreaterThan(0);
    await expect(sendNow(upstreams, [balance])).rejects.toMatchObject({ code: 'rateLimited' });
    clock += 3_000;
    expect(upstreams.waitMs()).toBe(0);
  });

  it('keeps the preferred upstream while it is busy, hands calls to the next while it is paused, each on its own budget', async () => {
    let clock = 0;
    const limited = new Set<string>();
    const base = network({});
    const fetchImpl = limitingOnce(base, limited, 2);
    const upstreams = forwarderOn(fetchImpl, { upstreams: [A, B], callsPerSecond: 5, now: () => clock });
    const sent: string[] = [];
    const tick = async () => {
      const reservation = upstreams.reserve();
      if (!reservation) return;
      const outcome = await upstreams.send(reservation, [balance]);
      if (outcome.ok) sent.push(outcome.upstream === 0 ? 'A' : 'B');
      else sent.push(outcome.error.code);
    };
    // Busy: A's budget spaces its calls, and B is not asked meanwhile.
    for (; clock < 2_000; clock += 50) await tick();
    expect(new Set(sent)).toEqual(new Set(['A']));
    const byA = sent.length;
    expect(byA).toBeLessThanOrEqual(1 + Math.ceil((2_000 * 4) / 1000));
    // Paused after a 429 (Retry-After 2 s): B takes the calls, spaced by its own budget.
    limited.add(A);
    sent.length = 0;
    for (; clock < 3_500; clock += 50) await tick();
    expect(sent.filter((upstream) => upstream === 'B').length).toBeGreaterThan(0);
    expect(sent.filter((upstream) => upstream === 'B').length).toBeLessThanOrEqual(
      1 + Math.ceil((1_500 * 4) / 1000),
    );
    expect(base.log.filter((entry) => entry.url === B && entry.methods[0] === 'eth_getBalance').length).toBe(
      sent.filter((upstream) => upstream === 'B').length,
    );
  });

  it('fails as unreachable without upstreams', async () => {
    expect(await failure(sendNow(forwarder([], network({})), [balance]))).toEqual({
      code: 'unreachable',
      message: 'no upstream is configured for this chain',
    });
  });

  it('passes node errors through with hex data only and no part of an upstream URL', async () => {
    const fetchImpl = (async (_: RequestInfo | URL, init?: RequestInit) => {
      const call = JSON.parse(String(init?.body)) as { id: number; method: string };
      if (call.method === 'eth_chainId') return Response.json({ jsonrpc: '2.0', id: call.id, result: '0xa' });
      return Response.json([
        { jsonrpc: '2.0', id: 0, error: { code: 3, message: 'execution reverted', data: '0x08c379a0' } },
        {
          jsonrpc: '2.0',
          id: 1,
          error: { code: -32000, message: `key-aaaaaaaa has no archive access at ${A}`, data: { url: A } },
        },
      ]);
    }) as typeof fetch;
    const upstreams = forwarderOn(fetchImpl);
    expect(await sendNow(upstreams, [balance, block])).toEqual([
      { error: { code: 3, message: 'execution reverted', data: '0x08c379a0' } },
      { error: { code: -32000, message: '[upstream] has no archive access at [upstream]' } },
    ]);
  });

  it('refuses results that are not hex (nothing but hex can reach a visitor)', async () => {
    const fetchImpl = (async (_: RequestInfo | URL, init?: RequestInit) => {
      const call = JSON.parse(String(init?.body)) as { id: number; method: string };
      const result = call.method === 'eth_chainId' ? '0xa' : `see ${A}`;
      return Response.json({ jsonrpc: '2.0', id: call.id, result });
    }) as typeof fetch;
    const upstreams = forwarderOn(fetchImpl);
    expect(await failure(sendNow(upstreams, [balance]))).toMatchObject({ code: 'badResponse' });
  });

  it('tries the upstream that answered last first, so a hanging one costs one request, not every one', async () => {
    const net = network({ [A]: 'hang', [B]: 'ok' });
    const upstreams = forwarder([A, B], net);
    await sendNow(upstreams, [balance]);
    net.log.length = 0;
    await sendNow(upstreams, [balance]);
    expect(net.log.map((entry) => entry.url)).toEqual([B]);
  });
});
