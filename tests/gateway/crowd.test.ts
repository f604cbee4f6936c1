import { setTimeout as sleep } from 'node:timers/promises';
import { isDeepStrictEqual } from 'node:util';
import { hexlify, JsonRpcProvider, randomBytes } from 'ethers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { installMulticall3 } from '../../rig/chain/installMulticall3.ts';
import { type AnvilNode, startAnvil } from '../../rig/chain/startAnvil.ts';
import { startTestWorld, type TestWorld } from '../../rig/chain/testWorld.ts';
import { worldAccounts } from '../../rig/chain/worldAccounts.ts';
import { callGateway, type GatewayExchange } from '../../rig/gateway/callGateway.ts';
import {
  capturePageRead,
  type PageRequest,
  requestsOf,
  swapAccount,
  toGatewayPanelConfig,
} from '../../rig/gateway/capturePageRead.ts';
import { type RunningGateway, startGateway } from '../../rig/gateway/startGateway.ts';
import type { RateLimitedRequest } from '../../rig/rpcProxy/startRateLimitedUpstream.ts';
import {
  type RateLimitedUpstreamProcess,
  startRateLimitedUpstreamProcess,
} from '../../rig/rpcProxy/startRateLimitedUpstreamProcess.ts';
import { type RecordingProxy, startRecordingProxy } from '../../rig/rpcProxy/startRecordingProxy.ts';
import { worldSiteConfig } from '../../rig/site/worldConfig.ts';
import type { GatewayPolicy } from '../../src/lib/gateway/policy/gatewayPolicyTypes.ts';
import { toGatewayPolicy } from '../../src/lib/gatewayPolicy/toGatewayPolicy.ts';
import { ARB_SYS } from '../../src/lib/reads/chainBlockNumber.ts';

/**
 * A crowd on one gateway in workerd, each chain set up as one kind of day: on chain 1 honest visitors beside
 * hostile ones (gas burners and 1 MiB return bombs reached through the page's own read of a contract account),
 * to an upstream that allows 5 calls a second; on chain 10 two upstreams that allow 5 each; on chain 8453 the
 * chain's reads spread over 3 objects sharing a budget of 15. Every visitor sends what the page sends (its first
 * read of a new account, captured from the page's reader). Each provider's limit runs in a process of its own,
 * which times calls as they reach it. Besides: Arbitrum's eth_blockNumber, and a chain without Multicall3.
 */

const PROVIDER_RPS = 5;
/** The budget the 3 objects of chain 8453 share: 5 whole calls a second each. */
const SHARED_RPS = 15;
const HONEST_PER_SECOND = 50;
const SECONDS = 3;
/** Hostile reads a second, from 10 IPs. */
const HOSTILE_PER_SECOND = 10;
/** The longest a hostile read may wait for an answer: the gateway's own limit is 12 s. */
const HOSTILE_ANSWER_MS = 13_000;
/** A visitor with no whole answer by then counts as a hang. */
const CLIENT_TIMEOUT_MS = 15_000;

type Payload = { jsonrpc: '2.0'; id: number | string; method: string; params: unknown[] };
type Answer = { id?: unknown; result?: string; error?: { code: number; message: string; data?: string } };
type Visit = { answers: GatewayExchange[]; ms: number };

let world: TestWorld;
let arbitrum: AnvilNode;
let plain: AnvilNode;
let arbitrumRecorder: RecordingProxy;
const limiters: Record<string, RateLimitedUpstreamProcess> = {};
let gateway: RunningGateway;
/** What the page sends for a new account on each chain, and for a contract account on chain 1. */
const reads = new Map<string, PageRequest[]>();
const seen: GatewayExchange[] = [];
let visitors = 0;

/** Code nobody listed: gas burners and return bombs, each at an address of its own. */
const burners = Array.from(
  { length: 5 },
  (_, index) => `0x${'5b'.repeat(19)}${(index + 1).toString(16).padStart(2, '0')}`,
);
const bombs = Array.from(
  { length: 5 },
  (_, index) => `0x${'b0'.repeat(19)}${(index + 1).toString(16).padStart(2, '0')}`,
);

/** `captured` for `account` (in place of `from`), each request's ids made unique to this visitor. */
function readOf(captured: PageRequest[], from: string, account: string): Payload[][] {
  visitors++;
  return swapAccount(captured, from, account).map((request, position) =>
    (Array.isArray(request) ? request : [request]).map((entry: Payload, index) => ({
      ...entry,
      id: `${visitors}-${position}-${index}`,
    })),
  );
}

/** Sends a visitor's requests in turn, from its own IP: the exchanges and how long they all took. */
async function visit(chainId: number, requests: Payload[][], ip: string): Promise<Visit> {
  const started = performance.now();
  const answers: GatewayExchange[] = [];
  for (const batch of requests) {
    answers.push(
      await callGateway(seen, `${gateway.url}/rpc/${chainId}`, batch, { ip, timeoutMs: CLIENT_TIMEOUT_MS }),
    );
  }
  return { answers, ms: performance.now() - started };
}

/** Starts `count` visits, `perSecond` a second (open loop), and waits for them all. */
async function surge(count: number, perSecond: number, start: (index: number) => Promise<Visit>) {
  const started = performance.now();
  const visits: Promise<Visit>[] = [];
  for (let index = 0; index < count; index++) {
    const wait = started + (index * 1000) / perSecond - performance.now();
    if (wait > 0) await sleep(wait);
    visits.push(start(index));
  }
  return Promise.all(visits);
}

/** The node's own answers to a visitor's requests, straight from `rpcUrl`. */
async function direct(rpcUrl: string, requests: Payload[][]): Promise<Answer[][]> {
  return Promise.all(
    requests.map(async (batch) => {
      const response = await fetch(rpcUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(batch),
      });
      return (await response.json()) as Answer[];
    }),
  );
}

/** The visitors whose answers are not `200` with the node's own: what they got. */
function mismatches(visits: readonly Visit[], expected: readonly Answer[][][]) {
  return visits.flatMap((visit, index) =>
    visit.answers.flatMap((answer, position) => {
      const own = (expected[index]?.[position] ?? []).map((entry) => ({ jsonrpc: '2.0', ...entry }));
      const got = (answer.json as Answer[]).map((entry) => JSON.parse(JSON.stringify(entry)));
      if (answer.status === 200 && isDeepStrictEqual(got, JSON.parse(JSON.stringify(own)))) return [];
      return [{ visitor: index, status: answer.status, text: answer.text.slice(0, 200) }];
    }),
  );
}

/** The most JSON-RPC calls `requests` held in any trailing second (a batch of k counts k). */
function busiestSecond(requests: readonly RateLimitedRequest[]): number {
  return Math.max(
    0,
    ...requests.map((last) =>
      requests
        .filter((request) => request.atMs > last.atMs - 1000 && request.atMs <= last.atMs)
        .reduce((sum, request) => sum + request.calls, 0),
    ),
  );
}

/** A limiter's log, as `[ms, calls, refused]`, for a failure's message. */
const logOf = (requests: readonly RateLimitedRequest[]) =>
  JSON.stringify(requests.map((request) => [Math.round(request.atMs), request.calls, request.limited]));

/** The gateway's policy: the tests' site on chains 1, 10 and 8453, Arbitrum One, and a chain without Multicall3. */
function policyFor(): GatewayPolicy {
  const site = toGatewayPolicy(worldSiteConfig(world));
  const bare = {
    fallbackUpstreams: [],
    anyTargetSelectors: [],
    noArgumentSelectors: [],
    untrustedTargets: [],
  };
  return {
    chains: {
      ...site.chains,
      '42161': {
        ...bare,
        targets: [ARB_SYS, '0xca11bde05977b3631167028862be2a173976ca11'],
        multicall3: '0xca11bde05977b3631167028862be2a173976ca11',
        multicallBlockNumber: false,
      },
      '100': { ...bare, targets: [], multicall3: null, multicallBlockNumber: true },
    },
  };
}

beforeAll(async () => {
  [world, arbitrum, plain] = await Promise.all([
    startTestWorld({ chainIds: [1, 10, 8453], ensChainId: null }),
    startAnvil({ chainId: 42161 }),
    startAnvil({ chainId: 100 }),
  ]);
  const provider = new JsonRpcProvider(world.chain(1).rpcUrl, 1, { staticNetwork: true });
  for (const address of burners) await provider.send('anvil_setCode', [address, '0x5b600056']);
  for (const address of bombs) await provider.send('anvil_setCode', [address, '0x621000006000f3']);
  provider.destroy();
  const arb = new JsonRpcProvider(arbitrum.rpcUrl, 42161, { staticNetwork: true });
  await installMulticall3(arb);
  arb.destroy();
  arbitrumRecorder = await startRecordingProxy(arbitrum.rpcUrl);
  const panel = toGatewayPanelConfig(worldSiteConfig(world));
  const capture = async (chainId: number, account: string) =>
    requestsOf(await capturePageRead(panel, chainId, account, world.chain(chainId).rpcUrl));
  const alice = worldAccounts.alice.address;
  for (const chainId of [1, 10, 8453]) reads.set(String(chainId), await capture(chainId, alice));
  reads.set('burner', await capture(1, burners[0] as string));
  reads.set('bomb', await capture(1, bombs[0] as string));
  const limit = (chainId: number, callsPerSecond = PROVIDER_RPS) =>
    startRateLimitedUpstreamProcess({ target: world.chain(chainId).rpcUrl, callsPerSecond });
  [limiters.one, limiters.tenA, limiters.tenB, limiters.base] = await Promise.all([
    limit(1),
    limit(10),
    limit(10),
    limit(8453, SHARED_RPS),
  ]);
  gateway = await startGateway({
    policy: policyFor(),
    rateLimit: { limit: 1_000_000_000, period: 10 },
    vars: {
      RPC_UPSTREAMS_1: limiters.one.url,
      RPC_UPSTREAM_RPS_1: String(PROVIDER_RPS),
      RPC_UPSTREAMS_10: `${limiters.tenA.url},${limiters.tenB.url}`,
      RPC_UPSTREAM_RPS_10: String(PROVIDER_RPS),
      RPC_UPSTREAMS_8453: limiters.base.url,
      RPC_UPSTREAM_RPS_8453: String(SHARED_RPS),
      RPC_READ_SHARDS_8453: '3',
      RPC_UPSTREAMS_42161: arbitrumRecorder.url,
      RPC_UPSTREAMS_100: plain.rpcUrl,
    },
  });
}, 120_000);

afterAll(async () => {
  await gateway?.stop();
  await Promise.all(Object.values(limiters).map((limiter) => limiter.stop()));
  await arbitrumRecorder?.stop();
  await Promise.all([world?.stop(), arbitrum?.stop(), plain?.stop()]);
});

/** Honest new visitors on `chainId`, `HONEST_PER_SECOND` a second: their visits and what the node answers them. */
async function honestCrowd(chainId: number, during?: Promise<unknown>) {
  const captured = reads.get(String(chainId)) as PageRequest[];
  const alice = worldAccounts.alice.address;
  const plans = Array.from({ length: HONEST_PER_SECOND * SECONDS }, () =>
    readOf(captured, alice, hexlify(randomBytes(20))),
  );
  const visits = await surge(plans.length, HONEST_PER_SECOND, (index) =>
    visit(chainId, plans[index] as Payload[][], `10.${chainId % 250}.${index >> 8}.${index & 255}`),
  );
  await during;
  const expected = await Promise.all(plans.map((plan) => direct(world.chain(chainId).rpcUrl, plan)));
  return { visits, expected };
}

describe('hostile visitors beside an honest crowd, at a budget of 5 a second (chain 1)', () => {
  it("answers every honest visitor with the node's own answers, within the provider's limit; every hostile read gets an answer in time", async () => {
    await limiters.one?.reset();
    const hostilePlans = Array.from({ length: HOSTILE_PER_SECOND * SECONDS }, (_, index) => {
      const kind = index % 2 === 0 ? 'burner' : 'bomb';
      const from = kind === 'burner' ? (burners[0] as string) : (bombs[0] as string);
      const to = (kind === 'burner' ? burners : bombs)[Math.floor(index / 2) % 5] as string;
      return readOf(reads.get(kind) as PageRequest[], from, to);
    });
    const hostile = surge(hostilePlans.length, HOSTILE_PER_SECOND, (index) =>
      visit(1, hostilePlans[index] as Payload[][], `10.66.0.${index % 10}`),
    );
    const { visits, expected } = await honestCrowd(1, hostile);
    expect(mismatches(visits, expected)).toEqual([]);
    const log = await limiters.one?.log();
    expect(
      log?.filter((request) => request.limited),
      `upstream log: ${logOf(log ?? [])}`,
    ).toEqual([]);
    expect(busiestSecond(log ?? []), `upstream log: ${logOf(log ?? [])}`).toBeLessThanOrEqual(PROVIDER_RPS);
    for (const attack of await hostile) {
      expect(attack.ms).toBeLessThan(HOSTILE_ANSWER_MS);
      for (const answer of attack.answers) {
        expect([200, 429]).toContain(answer.status);
        for (const entry of answer.json as Answer[]) expect(entry.result ?? entry.error?.code).toBeDefined();
      }
    }
  });
});

describe('two upstreams that allow 5 calls a second each (chain 10)', () => {
  it("keeps each within its own budget and answers every visitor with the node's own answers", async () => {
    await Promise.all([limiters.tenA?.reset(), limiters.tenB?.reset()]);
    const { visits, expected } = await honestCrowd(10);
    expect(mismatches(visits, expected)).toEqual([]);
    for (const limiter of [limiters.tenA, limiters.tenB]) {
      const log = (await limiter?.log()) ?? [];
      expect(
        log.filter((request) => request.limited),
        `upstream log: ${logOf(log)}`,
      ).toEqual([]);
      expect(busiestSecond(log), `upstream log: ${logOf(log)}`).toBeLessThanOrEqual(PROVIDER_RPS);
    }
  });
});

describe(`one chain read by 3 objects sharing a budget of ${SHARED_RPS} (chain 8453)`, () => {
  it("keeps the summed budget and answers every visitor with the node's own answers", async () => {
    await limiters.base?.reset();
    const { visits, expected } = await honestCrowd(8453);
    expect(mismatches(visits, expected)).toEqual([]);
    const log = (await limiters.base?.log()) ?? [];
    expect(
      log.filter((request) => request.limited),
      `upstream log: ${logOf(log)}`,
    ).toEqual([]);
    expect(busiestSecond(log), `upstream log: ${logOf(log)}`).toBeLessThanOrEqual(SHARED_RPS);
  });
});

describe('chains a merged call would answer wrongly, or cannot serve', () => {
  it("on Arbitrum, eth_blockNumber goes to the upstream as itself, never from Multicall3's block.number", async () => {
    arbitrumRecorder.reset();
    const answer = await callGateway(seen, `${gateway.url}/rpc/42161`, [
      { jsonrpc: '2.0', id: 1, method: 'eth_blockNumber', params: [] },
      { jsonrpc: '2.0', id: 2, method: 'eth_getBalance', params: [worldAccounts.alice.address, 'latest'] },
    ]);
    const node = await direct(arbitrum.rpcUrl, [
      [{ jsonrpc: '2.0', id: 1, method: 'eth_blockNumber', params: [] }],
    ]);
    expect((answer.json as Answer[])[0]?.result).toBe(node[0]?.[0]?.result);
    expect(arbitrumRecorder.exchanges.flatMap((exchange) => exchange.methods)).toContain('eth_blockNumber');
  });

  it('a chain without Multicall3 is readable through the gateway: the block header, balances and calls', async () => {
    const holder = worldAccounts.bob.address;
    const batch: Payload[] = [
      { jsonrpc: '2.0', id: 1, method: 'eth_getBlockByNumber', params: ['latest', false] },
      { jsonrpc: '2.0', id: 2, method: 'eth_getBalance', params: [holder, 'latest'] },
      { jsonrpc: '2.0', id: 3, method: 'eth_getCode', params: [holder, 'latest'] },
    ];
    const answer = await callGateway(seen, `${gateway.url}/rpc/100`, batch, { ip: '10.1.0.1' });
    const [header, balance, code] = answer.json as Answer[];
    expect(answer.status).toBe(200);
    expect((header?.result as unknown as { number?: string })?.number).toMatch(/^0x[0-9a-f]+$/);
    expect(balance?.result).toBe(`0x${(10_000n * 10n ** 18n).toString(16)}`);
    expect(code?.result).toBe('0x');
  });
});
