import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { hexlify, Interface, JsonRpcProvider, randomBytes, toBeHex } from 'ethers';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startTestWorld, type TestWorld, worldNative } from '../../rig/chain/testWorld.ts';
import { worldAccounts } from '../../rig/chain/worldAccounts.ts';
import { type CallOptions, callGateway, type GatewayExchange } from '../../rig/gateway/callGateway.ts';
import { type RunningGateway, startGateway } from '../../rig/gateway/startGateway.ts';
import { findFreePort } from '../../rig/process/findFreePort.ts';
import { type KeyedProxy, startKeyedProxy } from '../../rig/rpcProxy/startKeyedProxy.ts';
import { type RpcProxy, startRpcProxy } from '../../rig/rpcProxy/startRpcProxy.ts';
import type { GatewayPolicy } from '../../src/lib/gateway/policy/gatewayPolicyTypes.ts';
import {
  GATEWAY_ERROR_CODES,
  MAX_RPC_BATCH,
  MAX_RPC_BODY_BYTES,
} from '../../src/lib/gatewayContract/gatewayContract.ts';

const multicall3 = new Interface([
  'function aggregate3((address target, bool allowFailure, bytes callData)[] calls) payable returns ((bool success, bytes returnData)[] returnData)',
  'function getEthBalance(address addr) view returns (uint256 balance)',
  'function getBlockNumber() view returns (uint256 blockNumber)',
]);
const erc20 = new Interface(['function balanceOf(address) view returns (uint256)']);
const CODES = GATEWAY_ERROR_CODES;
/** The client IP the tests claim (wrangler dev passes CF-Connecting-IP through; Cloudflare overwrites it). */
const VISITOR_IP = '203.0.113.77';
/** A per-upstream timeout small enough for the failover tests. */
const TIMEOUT_MS = 1000;

let world: TestWorld;
let f1: RpcProxy;
let f10a: RpcProxy;
let f10b: RpcProxy;
let k1: KeyedProxy;
let k10a: KeyedProxy;
let k10b: KeyedProxy;
let main: RunningGateway;
let limited: RunningGateway;
let deadUrl: string;
const seen: GatewayExchange[] = [];

const alice = worldAccounts.alice.address;
const call = (method: string, params: unknown[], id: number | string = 1) => ({
  jsonrpc: '2.0',
  id,
  method,
  params,
});
const randomAddress = () => hexlify(randomBytes(20));
const rpc = (chainId: number | string, payload?: unknown, options: CallOptions = {}) =>
  callGateway(seen, `${main.url}/rpc/${chainId}`, payload, { ip: VISITOR_IP, ...options });
const errorCode = (exchange: GatewayExchange) => (exchange.json as { error?: { code?: number } }).error?.code;
const token1 = () => world.chain(1).tokens[0]?.address.toLowerCase() ?? '';

async function direct(url: string, method: string, params: unknown[]): Promise<unknown> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(call(method, params)),
  });
  return ((await response.json()) as { result: unknown }).result;
}

function policyFor(world: TestWorld, upstream1: string): GatewayPolicy {
  const chain1 = world.chain(1);
  const chain10 = world.chain(10);
  const none = {
    targets: [],
    multicall3: null,
    anyTargetSelectors: [],
    noArgumentSelectors: [],
    untrustedTargets: [],
    multicallBlockNumber: true,
  };
  return {
    chains: {
      '1': {
        fallbackUpstreams: [upstream1],
        targets: [
          chain1.multicall3,
          ...chain1.tokens.map((token) => token.address),
          chain1.ens?.registry ?? '',
          chain1.ens?.universalResolver ?? '',
        ].map((address) => address.toLowerCase()),
        multicall3: chain1.multicall3.toLowerCase(),
        anyTargetSelectors: [],
        noArgumentSelectors: [],
        untrustedTargets: [],
        multicallBlockNumber: true,
      },
      '10': {
        fallbackUpstreams: [deadUrl],
        targets: [chain10.multicall3, ...chain10.tokens.map((token) => token.address)].map((a) =>
          a.toLowerCase(),
        ),
        multicall3: chain10.multicall3.toLowerCase(),
        anyTargetSelectors: [],
        noArgumentSelectors: [],
        untrustedTargets: [],
        multicallBlockNumber: true,
      },
      '8453': { fallbackUpstreams: [], ...none },
      '5': { fallbackUpstreams: [deadUrl], ...none },
      '7': { fallbackUpstreams: [], ...none },
    },
  };
}

beforeAll(async () => {
  world = await startTestWorld({ chainIds: [1, 10] });
  [f1, f10a, f10b] = await Promise.all([
    startRpcProxy({ target: world.chain(1).rpcUrl }),
    startRpcProxy({ target: world.chain(10).rpcUrl }),
    startRpcProxy({ target: world.chain(10).rpcUrl }),
  ]);
  [k1, k10a, k10b] = await Promise.all([
    startKeyedProxy(f1.url),
    startKeyedProxy(f10a.url),
    startKeyedProxy(f10b.url),
  ]);
  deadUrl = `http://127.0.0.1:${await findFreePort()}/key-dead0123456789`;
  const policy = policyFor(world, k1.url);
  const vars = {
    RPC_UPSTREAMS_10: ` ${k10a.url} , ${k10b.url} `,
    RPC_UPSTREAMS_8453: k1.url,
    RPC_UPSTREAM_TIMEOUT_MS: String(TIMEOUT_MS),
    // Budgets out of the way of these tests; the launch-day tests keep their own gateway on a budget.
    RPC_UPSTREAM_RPS_1: '1000',
    RPC_UPSTREAM_RPS_10: '1000',
    RPC_UPSTREAM_RPS_8453: '1000',
  };
  [main, limited] = await Promise.all([
    startGateway({ policy, vars, rateLimit: { limit: 100_000, period: 60 } }),
    startGateway({ policy, vars, rateLimit: { limit: 3, period: 10 } }),
  ]);
});

afterAll(async () => {
  await Promise.all([main?.stop(), limited?.stop()]);
  await Promise.all([k1, k10a, k10b, f1, f10a, f10b].map((proxy) => proxy?.stop()));
  await world?.stop();
});

beforeEach(() => {
  for (const proxy of [f1, f10a, f10b]) proxy.reset();
  for (const proxy of [k1, k10a, k10b]) proxy.requests.length = 0;
});

describe("allowed reads pass and return the node's answers", () => {
  it('eth_blockNumber, eth_getBalance and eth_call (data or input), batched, under the callers ids', async () => {
    const node = world.chain(1).rpcUrl;
    const balanceOf = erc20.encodeFunctionData('balanceOf', [alice]);
    const exchange = await rpc(1, [
      call('eth_blockNumber', [], 'block'),
      call('eth_getBalance', [alice, 'latest'], 7),
      call('eth_call', [{ to: token1(), data: balanceOf }, 'latest'], 8),
      call('eth_call', [{ to: token1(), input: balanceOf }], 9),
    ]);
    expect(exchange.status).toBe(200);
    const tokenBalance = await direct(node, 'eth_call', [{ to: token1(), data: balanceOf }, 'latest']);
    expect(exchange.json).toEqual([
      { jsonrpc: '2.0', id: 'block', result: await direct(node, 'eth_blockNumber', []) },
      { jsonrpc: '2.0', id: 7, result: toBeHex(worldNative.alice) },
      { jsonrpc: '2.0', id: 8, result: tokenBalance },
      { jsonrpc: '2.0', id: 9, result: tokenBalance },
    ]);
    expect(new Map(exchange.headers).get('content-type')).toMatch(/^application\/json/);
  });

  it("one aggregate3 with Multicall3's helpers and token balances: the page's read", async () => {
    const mc = world.chain(1).multicall3;
    const data = multicall3.encodeFunctionData('aggregate3', [
      [
        [mc, true, multicall3.encodeFunctionData('getEthBalance', [alice])],
        [mc, true, multicall3.encodeFunctionData('getBlockNumber')],
        [token1(), true, erc20.encodeFunctionData('balanceOf', [alice])],
      ],
    ]);
    const exchange = await rpc(1, call('eth_call', [{ to: mc, data }, 'latest'], 'read'));
    const { result } = exchange.json as { result: string };
    const [results] = multicall3.decodeFunctionResult('aggregate3', result) as unknown as [
      [boolean, string][],
    ];
    expect(results.map(([success]) => success)).toEqual([true, true, true]);
    expect(BigInt(results[0]?.[1] ?? 0)).toBe(worldNative.alice);
    expect(BigInt(results[2]?.[1] ?? 0)).toBe(world.chain(1).tokens[0]?.balances?.alice);
  });

  it("eth_chainId is answered from the chain's chain-id check, not forwarded each time", async () => {
    const first = await Promise.all(
      Array.from({ length: 10 }, (_, id) => rpc(1, call('eth_chainId', [], id))),
    );
    expect(first.map((exchange) => exchange.json)).toEqual(
      Array.from({ length: 10 }, (_, id) => ({ jsonrpc: '2.0', id, result: '0x1' })),
    );
    expect(f1.countMethod('eth_chainId')).toBeLessThanOrEqual(1);
    f1.reset();
    for (let id = 0; id < 5; id++) await rpc(1, call('eth_chainId', [], id));
    expect(f1.requests).toEqual([]);
  });

  it('ENS names resolve through the gateway with ethers, as the page resolves them', async () => {
    const provider = new JsonRpcProvider(`${main.url}/rpc/1`, 1, { staticNetwork: true, batchMaxCount: 1 });
    try {
      expect(await provider.resolveName('alice.eth')).toBe(alice);
    } finally {
      provider.destroy();
    }
  });

  it("uses RPC_UPSTREAMS_<chainId> over the policy's fallback", async () => {
    const exchange = await rpc(10, call('eth_getBalance', [alice]));
    expect(exchange.json).toEqual({ jsonrpc: '2.0', id: 1, result: toBeHex(worldNative.alice) });
    expect(k10a.requests.every((request) => request.allowed)).toBe(true);
    expect(k10a.requests.length).toBeGreaterThan(0);
  });
});

describe('refused without reaching the upstream', () => {
  const mcCall = (inner: [string, string][]) => ({
    to: world.chain(1).multicall3,
    data: multicall3.encodeFunctionData('aggregate3', [inner.map(([target, data]) => [target, true, data])]),
  });
  const balanceOf = () => erc20.encodeFunctionData('balanceOf', [alice]);
  const cases: [string, () => unknown, number][] = [
    ['eth_sendRawTransaction', () => call('eth_sendRawTransaction', ['0x00']), CODES.refused],
    ['eth_getLogs', () => call('eth_getLogs', [{}]), CODES.refused],
    [
      'an eth_call to an unlisted target',
      () => call('eth_call', [{ to: randomAddress(), data: balanceOf() }]),
      CODES.refused,
    ],
    [
      'an aggregate3 with an unlisted inner target',
      () =>
        call('eth_call', [
          mcCall([
            [token1(), balanceOf()],
            [randomAddress(), balanceOf()],
          ]),
          'latest',
        ]),
      CODES.refused,
    ],
    [
      'an aggregate3 nested in an aggregate3',
      () => call('eth_call', [mcCall([[world.chain(1).multicall3, mcCall([[randomAddress(), '0x']]).data]])]),
      CODES.refused,
    ],
    [
      'state overrides',
      () =>
        call('eth_call', [{ to: token1(), data: balanceOf() }, 'latest', { [alice]: { balance: '0x1' } }]),
      CODES.refused,
    ],
    [
      'an eth_call from another sender',
      () => call('eth_call', [{ to: token1(), data: '0x', from: alice }]),
      CODES.refused,
    ],
    ['an old block', () => call('eth_getBalance', [alice, '0x1']), CODES.refused],
    [
      `a batch of ${MAX_RPC_BATCH + 1}`,
      () => Array.from({ length: MAX_RPC_BATCH + 1 }, (_, id) => call('eth_blockNumber', [], id)),
      CODES.tooLarge,
    ],
    ['an empty batch', () => [], CODES.invalidRequest],
    ['a notification (no id)', () => ({ jsonrpc: '2.0', method: 'eth_blockNumber' }), CODES.invalidRequest],
  ];

  it.each(cases)('%s', async (_, payload, code) => {
    const exchange = await rpc(1, payload());
    expect(exchange.status).toBe(200);
    expect(errorCode(exchange)).toBe(code);
    expect(k1.requests).toEqual([]);
  });

  it('a body over 64 KiB, with Content-Length or chunked without it', async () => {
    const padded = JSON.stringify({
      ...call('eth_blockNumber', []),
      pad: 'x'.repeat(MAX_RPC_BODY_BYTES + 1024),
    });
    const declared = await rpc(1, undefined, { raw: padded });
    expect(errorCode(declared)).toBe(CODES.tooLarge);
    const chunk = new TextEncoder().encode(padded.slice(0, 1024));
    let sent = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent++ < 70) controller.enqueue(chunk);
        else controller.close();
      },
    });
    const chunked = await rpc(1, undefined, { raw: stream });
    expect(errorCode(chunked)).toBe(CODES.tooLarge);
    expect(k1.requests).toEqual([]);
  });

  it('a body that is not JSON, or not sent as JSON', async () => {
    expect(errorCode(await rpc(1, undefined, { raw: '{"jsonrpc":' }))).toBe(CODES.parseError);
    const plain = await rpc(1, call('eth_blockNumber', []), { headers: { 'content-type': 'text/plain' } });
    expect([plain.status, errorCode(plain)]).toEqual([415, CODES.invalidRequest]);
    expect(k1.requests).toEqual([]);
  });

  it('any HTTP method but POST: 405 with Allow', async () => {
    for (const method of ['GET', 'PUT', 'DELETE', 'OPTIONS']) {
      const exchange = await rpc(1, undefined, { method });
      expect(exchange.status).toBe(405);
      expect(new Map(exchange.headers).get('allow')).toBe('POST');
    }
    expect(k1.requests).toEqual([]);
  });

  it('a chain the policy does not have, or a path that is not /rpc/<chainId>: 404', async () => {
    for (const chainId of ['999', '01', '1/extra', 'abc']) {
      const exchange = await rpc(chainId, call('eth_blockNumber', []));
      expect([exchange.status, errorCode(exchange)]).toEqual([404, CODES.unknownChain]);
    }
    expect(k1.requests).toEqual([]);
  });

  it('paths outside /rpc/* are the static site, never the Worker', async () => {
    const response = await fetch(`${main.url}/`);
    expect(await response.text()).toContain('static site');
  });
});

describe('shared reads', () => {
  it('identical requests at once cost one upstream request, each answered under its own id', async () => {
    const holder = randomAddress();
    const answers = await Promise.all(
      Array.from({ length: 25 }, (_, id) =>
        rpc(1, call('eth_getBalance', [holder, 'latest'], `visitor-${id}`)),
      ),
    );
    expect(answers.map((exchange) => exchange.json)).toEqual(
      Array.from({ length: 25 }, (_, id) => ({ jsonrpc: '2.0', id: `visitor-${id}`, result: '0x0' })),
    );
    expect(f1.countMethod('eth_getBalance')).toBe(1);
  });

  it('identical latest reads at once, tag or none alike and inside a batch, cost one upstream read', async () => {
    // How long a result is reused afterwards is proven on an injected clock (src/lib/gateway/answer/answerRpcCalls.test.ts).
    const holder = randomAddress();
    const [tagged, untagged, batch] = await Promise.all([
      rpc(1, call('eth_getBalance', [holder, 'latest'], 1)),
      rpc(1, call('eth_getBalance', [holder], 2)),
      rpc(1, [call('eth_getBalance', [holder], 3), call('eth_blockNumber', [], 4)]),
    ]);
    expect(tagged.json).toEqual({ jsonrpc: '2.0', id: 1, result: '0x0' });
    expect(untagged.json).toEqual({ jsonrpc: '2.0', id: 2, result: '0x0' });
    expect(batch.json).toMatchObject([
      { jsonrpc: '2.0', id: 3, result: '0x0' },
      { id: 4, result: /^0x/ },
    ]);
    // The balance read once: alone, or merged with the block number (which another test may have read within
    // the last second, or which may go in a call of its own when it came while the balance was in flight).
    const calls = f1.requests.flatMap((request) => request.methods);
    expect(calls.filter((method) => method === 'eth_getBalance' || method === 'eth_call').length).toBe(1);
    expect(calls.filter((method) => method !== 'eth_blockNumber').length).toBe(1);
  });

  it("keeps a read other requests shared in the location's Cache API, under hashed keys without the address", async () => {
    const mallory = worldAccounts.mallory.address;
    await Promise.all([1, 2, 3].map((id) => rpc(1, call('eth_getBalance', [mallory, 'latest'], id))));
    const cacheDir = join(main.stateDir, 'v3', 'cache');
    /** The local Cache API's files: entry bodies (blobs), and the index of keys and headers (SQLite). */
    const files = async (kind: 'blobs' | 'index') => {
      const names = (await readdir(cacheDir, { recursive: true }).catch(() => [])).filter(
        (name) => name.includes('blobs') === (kind === 'blobs'),
      );
      const contents = await Promise.all(
        names.map((name) => readFile(join(cacheDir, name)).catch(() => null)),
      );
      return contents.flatMap((content) => (content ? [content.toString('latin1').toLowerCase()] : []));
    };
    const expected = `{"result":"${toBeHex(worldNative.mallory)}"}`;
    await expect
      .poll(async () => (await files('blobs')).some((body) => body.includes(expected)), { timeout: 5000 })
      .toBe(true);
    const index = (await files('index')).join('\n');
    expect(index).toContain('/__rpc-gateway-cache/');
    expect(index).not.toContain(mallory.slice(2).toLowerCase());
  });

  it('shares per chain, never across chains', async () => {
    const holder = randomAddress();
    await Promise.all([rpc(1, call('eth_getBalance', [holder])), rpc(10, call('eth_getBalance', [holder]))]);
    expect(f1.countMethod('eth_getBalance')).toBe(1);
    expect(f10a.countMethod('eth_getBalance')).toBe(1);
  });
});

describe('failover and failures', () => {
  const read = (id: number | string = 1) => rpc(10, call('eth_getBalance', [randomAddress(), 'latest'], id));

  it('a hanging upstream times out and the next one answers', async () => {
    f10a.setFault('hang');
    const started = Date.now();
    const exchange = await read();
    expect(exchange.json).toEqual({ jsonrpc: '2.0', id: 1, result: '0x0' });
    expect(Date.now() - started).toBeGreaterThanOrEqual(TIMEOUT_MS - 50);
    expect(Date.now() - started).toBeLessThan(TIMEOUT_MS * 3);
    expect(f10b.countMethod('eth_getBalance')).toBe(1);
  });

  it.each(['http500', 'http503', 'http429', 'garbage', 'truncated'] as const)(
    'an upstream failing with %s is skipped',
    async (fault) => {
      f10a.setFault(fault);
      const exchange = await read();
      expect([exchange.status, exchange.json]).toEqual([200, { jsonrpc: '2.0', id: 1, result: '0x0' }]);
      expect(f10b.countMethod('eth_getBalance')).toBe(1);
    },
  );

  it('an upstream answering for another chain is never used', async () => {
    // Both fail once, so both must prove their chain id again; then one answers for another chain.
    f10a.setFault('http500', { times: 1 });
    f10b.setFault('http500', { times: 1 });
    await read();
    f10a.reset();
    f10b.reset();
    f10a.setFault('wrongChainId');
    const exchange = await read();
    expect(exchange.json).toEqual({ jsonrpc: '2.0', id: 1, result: '0x0' });
    expect(f10a.countMethod('eth_getBalance')).toBe(0);
    expect(f10b.countMethod('eth_getBalance')).toBe(1);
  });

  it('every upstream timing out: the timeout code', async () => {
    f10a.setFault('hang');
    f10b.setFault('hang');
    const exchange = await read();
    expect(exchange.status).toBe(200);
    const { error } = exchange.json as { error: { code: number; message: string } };
    expect(error.code).toBe(CODES.timeout);
    // The upstream that answered last is tried first, so the order depends on the tests before.
    expect(error.message.split('; ').sort()).toEqual([
      'upstream 1 of 2 timed out',
      'upstream 2 of 2 timed out',
    ]);
  });

  it('every upstream answering 5xx: the server-error code', async () => {
    f10a.setFault('http503');
    f10b.setFault('http500');
    const exchange = await read();
    const { error } = exchange.json as { error: { code: number; message: string } };
    expect(error.code).toBe(CODES.serverError);
    expect(error.message.split('; ').sort()).toEqual([
      'upstream 1 of 2 answered HTTP 503',
      'upstream 2 of 2 answered HTTP 500',
    ]);
  });

  it('every upstream rate limited: HTTP 429 too, with Retry-After', async () => {
    f10a.setFault('http429');
    f10b.setFault('http429');
    const exchange = await rpc(10, [
      call('eth_getBalance', [randomAddress()], 1),
      call('eth_chainId', [], 2),
    ]);
    expect(exchange.status).toBe(429);
    expect(new Map(exchange.headers).get('retry-after')).toBe('5');
    expect(errorCode({ ...exchange, json: (exchange.json as unknown[])[0] })).toBe(CODES.rateLimited);
  });

  it('no upstream for the right chain: the wrong-chain code', async () => {
    const exchange = await rpc(8453, call('eth_blockNumber', []));
    expect((exchange.json as { error: unknown }).error).toEqual({
      code: CODES.wrongChain,
      message: 'upstream 1 of 1 answers for chain 1, not 8453',
    });
  });

  it('no upstream reachable, or none configured: the unreachable code', async () => {
    expect((await rpc(5, call('eth_blockNumber', []))).json).toMatchObject({
      error: { code: CODES.unreachable, message: 'upstream 1 of 1 could not be reached' },
    });
    expect((await rpc(7, call('eth_blockNumber', []))).json).toMatchObject({
      error: { code: CODES.unreachable, message: 'no upstream is configured for this chain' },
    });
  });
});

describe('rate limit per client (a gateway limited to 3 requests per 10 s)', () => {
  const limitedRpc = (ip: string, id: number) =>
    callGateway(seen, `${limited.url}/rpc/1`, call('eth_blockNumber', [], id), { ip });

  it('over the limit: HTTP 429 with Retry-After and a JSON-RPC error, before any upstream', async () => {
    // The local limiter's 10 s windows start on the wall clock's tens of seconds: a run that straddles two
    // counts in both, so it is tried again, as another client, in the window it ended in.
    const window = () => Math.floor(Date.now() / 10_000);
    for (const ip of ['198.51.100.7', '198.51.100.17']) {
      const started = window();
      for (let id = 0; id < 3; id++) expect((await limitedRpc(ip, id)).status).toBe(200);
      const upstreamRequests = k1.requests.length;
      const over = await limitedRpc(ip, 3);
      if (window() !== started) continue;
      expect(over.status).toBe(429);
      expect(new Map(over.headers).get('retry-after')).toBe('10');
      expect(errorCode(over)).toBe(CODES.rateLimited);
      expect(k1.requests.length).toBe(upstreamRequests);
      return;
    }
    throw new Error('both runs straddled two of the limiter’s windows');
  });

  it('each client has its own budget', async () => {
    expect((await limitedRpc('198.51.100.8', 0)).status).toBe(200);
  });
});

describe('nothing of the upstreams reaches a visitor, nothing of the visitor reaches an upstream', () => {
  it('no key, URL or upstream host in any answer, header or wrangler output; no client IP upstream', async () => {
    const secrets = [
      ...[k1, k10a, k10b].flatMap((proxy) => [proxy.key, proxy.host]),
      ...[f1, f10a, f10b].map((proxy) => new URL(proxy.url).host),
      ...world.chains.map((chain) => `127.0.0.1:${chain.port}`),
      new URL(deadUrl).host,
      'key-dead0123456789',
    ];
    expect(seen.length).toBeGreaterThan(50);
    for (const exchange of seen) {
      const visible = `${exchange.status}\n${exchange.headers.map(([name, value]) => `${name}: ${value}`).join('\n')}\n${exchange.text}`;
      for (const secret of secrets) expect(visible).not.toContain(secret);
      const names = exchange.headers.map(([name]) => name);
      expect(names).not.toContain('set-cookie');
      expect(names).not.toContain('access-control-allow-origin');
    }
    for (const gateway of [main, limited]) {
      const output = await gateway.output();
      expect(output).toContain('Ready on');
      for (const secret of secrets) expect(output).not.toContain(secret);
      for (const ip of [VISITOR_IP, '198.51.100.7']) expect(output).not.toContain(ip);
    }
  });

  it('upstreams receive none of the visitor: no IP, no cookie, no forwarded headers', async () => {
    await rpc(1, call('eth_getBalance', [randomAddress()]), {
      headers: {
        cookie: 'session=visitor-secret',
        'x-forwarded-for': VISITOR_IP,
        'user-agent': 'visitor-browser/1.0',
      },
    });
    expect(k1.requests.length).toBeGreaterThan(0);
    for (const request of k1.requests) {
      const headers = JSON.stringify(request.headers);
      expect(headers).not.toContain(VISITOR_IP);
      expect(headers).not.toContain('visitor-secret');
      expect(headers).not.toContain('visitor-browser');
    }
  });
});
