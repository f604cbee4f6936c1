import { request } from 'node:http';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type AnvilNode, startAnvil } from '../chain/startAnvil.ts';
import { type KeyedProxy, startKeyedProxy } from './startKeyedProxy.ts';
import {
  RATE_LIMITED_CODE,
  type RateLimitedUpstream,
  startRateLimitedUpstream,
} from './startRateLimitedUpstream.ts';
import { startRateLimitedUpstreamProcess } from './startRateLimitedUpstreamProcess.ts';

/** The limiter's clock, moved by hand so the trailing window does not depend on how busy the machine is. */
let clock = 0;
/** How often the limiter read its clock: once per request as it arrives (and once per reset). */
let clockReads = 0;
let anvil: AnvilNode;
let keyed: KeyedProxy;
let limiter: RateLimitedUpstream;

const call = (method: string, id: number) => ({ jsonrpc: '2.0', id, method, params: [] });

/** POSTs to the keyed provider through the limiter: the key rides in the path, as in a provider URL. */
function post(payload: unknown): Promise<Response> {
  return fetch(`${limiter.url}${keyed.key}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(payload),
  });
}

beforeAll(async () => {
  anvil = await startAnvil({ chainId: 8453 });
  keyed = await startKeyedProxy(anvil.rpcUrl);
  limiter = await startRateLimitedUpstream({
    target: `http://${keyed.host}`,
    callsPerSecond: 3,
    now: () => {
      clockReads++;
      return clock;
    },
  });
}, 30_000);

afterAll(async () => {
  await limiter?.stop();
  await keyed?.stop();
  await anvil?.stop();
});

beforeEach(() => {
  clock = 0;
  limiter.reset();
  keyed.requests.length = 0;
});

describe('startRateLimitedUpstream', () => {
  it('forwards calls within the limit to the same path on the target', async () => {
    const single = await post(call('eth_chainId', 1));
    expect(single.status).toBe(200);
    expect(await single.json()).toMatchObject({ id: 1, result: '0x2105' });
    const batch = await post([call('eth_chainId', 2), call('eth_blockNumber', 3)]);
    expect(batch.status).toBe(200);
    expect(((await batch.json()) as unknown[]).length).toBe(2);
    expect(keyed.requests.map((request) => [request.path, request.allowed])).toEqual([
      [`/${keyed.key}`, true],
      [`/${keyed.key}`, true],
    ]);
    expect(limiter.requests).toEqual([
      { atMs: 0, calls: 1, methods: ['eth_chainId'], limited: false },
      { atMs: 0, calls: 2, methods: ['eth_chainId', 'eth_blockNumber'], limited: false },
    ]);
  });

  it('refuses a batch that would pass the limit whole, with 429, Retry-After and -32005 per call', async () => {
    expect((await post(call('eth_chainId', 1))).status).toBe(200);
    expect((await post(call('eth_chainId', 2))).status).toBe(200);
    const refused = await post([call('eth_chainId', 7), call('eth_blockNumber', 8)]);
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe('1');
    expect(await refused.json()).toEqual([
      { jsonrpc: '2.0', id: 7, error: { code: RATE_LIMITED_CODE, message: 'rate limited' } },
      { jsonrpc: '2.0', id: 8, error: { code: RATE_LIMITED_CODE, message: 'rate limited' } },
    ]);
    expect(keyed.requests).toHaveLength(2);
    // Refused calls do not use the budget: one call still fits.
    expect((await post(call('eth_blockNumber', 3))).status).toBe(200);
    const single = await post(call('eth_blockNumber', 4));
    expect(single.status).toBe(429);
    expect(await single.json()).toEqual({
      jsonrpc: '2.0',
      id: 4,
      error: { code: RATE_LIMITED_CODE, message: 'rate limited' },
    });
    expect(keyed.requests).toHaveLength(3);
  });

  it('counts calls in the trailing second: room comes back as the oldest leave it', async () => {
    for (let id = 0; id < 3; id++) expect((await post(call('eth_chainId', id))).status).toBe(200);
    clock = 999;
    expect((await post(call('eth_chainId', 3))).status).toBe(429);
    clock = 1000;
    expect((await post(call('eth_chainId', 4))).status).toBe(200);
    expect((await post(call('eth_chainId', 5))).status).toBe(200);
    expect((await post(call('eth_chainId', 6))).status).toBe(200);
    expect((await post(call('eth_chainId', 7))).status).toBe(429);
    clock = 2500;
    expect(
      (await post([call('eth_chainId', 8), call('eth_chainId', 9), call('eth_chainId', 10)])).status,
    ).toBe(200);
    expect(limiter.stats()).toEqual({
      forwardedCalls: 9,
      limitedCalls: 2,
      limitedRequests: 2,
      forwardedPerSecond: [3, 3, 3],
      limitedPerSecond: [1, 1, 0],
    });
  });

  it('counts requests in the order they arrived, however late a body comes whole', async () => {
    // A request whose body is still on its way when two more arrive whole: with room for 3 calls it is the
    // first, so the third call of the window is refused, not the first.
    const url = new URL(`${limiter.url}${keyed.key}`);
    const slowBody = JSON.stringify(call('eth_chainId', 1));
    const slow = request(url, { method: 'POST', headers: { 'content-type': 'application/json' } });
    const slowStatus = new Promise<number>((resolve, reject) => {
      slow.on('response', (response) => {
        response.resume();
        resolve(response.statusCode ?? 0);
      });
      slow.on('error', reject);
    });
    // Each step waits until the limiter has read its clock for the request that just arrived.
    const arrived = (reads: number) => expect.poll(() => clockReads).toBe(reads);
    const reads = clockReads;
    slow.write(slowBody.slice(0, 10));
    await arrived(reads + 1);
    clock = 10;
    const quick = [post([call('eth_chainId', 2), call('eth_blockNumber', 3)])];
    await arrived(reads + 2);
    clock = 20;
    quick.push(post(call('eth_blockNumber', 4)));
    await arrived(reads + 3);
    slow.end(slowBody.slice(10));
    expect(await slowStatus).toBe(200);
    expect((await Promise.all(quick)).map((response) => response.status)).toEqual([200, 429]);
    expect(limiter.requests.map((logged) => [logged.atMs, logged.calls, logged.limited])).toEqual([
      [0, 1, false],
      [10, 2, false],
      [20, 1, true],
    ]);
  });

  it('reset() clears the log and the window, and starts the seconds again', async () => {
    clock = 5000;
    for (let id = 0; id < 4; id++) await post(call('eth_chainId', id));
    expect(limiter.stats().limitedRequests).toBe(1);
    limiter.reset();
    expect(limiter.requests).toEqual([]);
    expect(limiter.stats()).toEqual({
      forwardedCalls: 0,
      limitedCalls: 0,
      limitedRequests: 0,
      forwardedPerSecond: [],
      limitedPerSecond: [],
    });
    expect(
      (await post([call('eth_chainId', 1), call('eth_chainId', 2), call('eth_chainId', 3)])).status,
    ).toBe(200);
    expect(limiter.stats().forwardedPerSecond).toEqual([3]);
  });

  it('runs on the real clock when none is given, and stop() returns promptly', async () => {
    const own = await startRateLimitedUpstream({ target: anvil.rpcUrl, callsPerSecond: 1 });
    const send = () =>
      fetch(own.url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(call('eth_chainId', 1)),
      });
    expect((await send()).status).toBe(200);
    expect((await send()).status).toBe(429);
    expect(own.requests.map((request) => request.limited)).toEqual([false, true]);
    const started = Date.now();
    await own.stop();
    expect(Date.now() - started).toBeLessThan(1000);
  });

  it('runs in a process of its own, its log read over IPC, and the child ends with stop()', async () => {
    const own = await startRateLimitedUpstreamProcess({ target: anvil.rpcUrl, callsPerSecond: 1 });
    const send = () =>
      fetch(own.url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify([call('eth_chainId', 1)]),
      });
    expect([(await send()).status, (await send()).status]).toEqual([200, 429]);
    expect((await own.log()).map((request) => [request.calls, request.limited])).toEqual([
      [1, false],
      [1, true],
    ]);
    expect(await own.stats()).toMatchObject({ forwardedCalls: 1, limitedCalls: 1, limitedRequests: 1 });
    await own.reset();
    expect(await own.log()).toEqual([]);
    await own.stop();
    await expect(send()).rejects.toThrow();
  });
});
