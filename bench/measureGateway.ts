import { hexlify, randomBytes } from 'ethers';
import { startTestWorld } from '../rig/chain/testWorld.ts';
import { startGateway } from '../rig/gateway/startGateway.ts';
import { startKeyedProxy } from '../rig/rpcProxy/startKeyedProxy.ts';
import { startRpcProxy } from '../rig/rpcProxy/startRpcProxy.ts';
import { pageRefresh, percentile, refreshPolicy, round } from './gatewayLoad.ts';

/** The RPC gateway's figures of the bench, all on loopback. */
export interface GatewayFigures {
  /**
   * Median of the latency the gateway adds to one refresh (an aggregate3 eth_call): each refresh sent through
   * the Worker and straight to the upstream, and the two times subtracted, per pair.
   */
  gatewayAddedLatencyP50Ms: number;
  /** The 99th percentile of those per-pair differences. */
  gatewayAddedLatencyP99Ms: number;
  /** Pairs measured. */
  gatewayLatencyPairs: number;
  /** Upstream HTTP requests caused by 100 visitors sending the same refresh at once through one gateway isolate. */
  gatewayUpstreamCallsFor100Visitors: number;
  /** The same 100 visitors reading straight from the upstream, counted at the upstream. */
  directUpstreamCallsFor100Visitors: number;
  /** Answers without error per second, every request a different `latest` read (each one forwarded). */
  gatewayRequestsPerSecond: number;
  /** The same with every request the same refresh (answered from the shared reads). */
  gatewayRequestsPerSecondShared: number;
}

const LATENCY_RUNS = 200;
const WARM_UP = 20;
const VISITORS = 100;
const LOAD_CONCURRENCY = 16;
const LOAD_VARIED_MS = 10_000;
const LOAD_SHARED_MS = 5_000;

/** POSTs a JSON-RPC payload; true when the answer has no error. */
async function post(url: string, payload: unknown): Promise<boolean> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(payload),
  });
  const body = (await response.json().catch(() => null)) as { error?: unknown } | null;
  return response.ok && body !== null && !('error' in body);
}

/** Sends `next()` payloads from `concurrency` workers for `ms` and counts the answers without error per second. */
async function load(url: string, next: () => unknown, concurrency: number, ms: number): Promise<number> {
  const deadline = performance.now() + ms;
  const started = performance.now();
  let good = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (performance.now() < deadline) if (await post(url, next()).catch(() => false)) good++;
    }),
  );
  return Math.round(good / ((performance.now() - started) / 1000));
}

/**
 * Measures the gateway in workerd (wrangler dev, one isolate) in front of anvil, through a keyed upstream proxy
 * as a provider URL would be: the latency it adds to a refresh (200 pairs: the same refresh through the gateway
 * and straight to the upstream, which goes first alternating, every pair a different account so none is
 * shared; the percentiles are of the per-pair differences), the upstream requests of 100 simultaneous identical
 * refreshes through the gateway and straight to the upstream, and its throughput for varied and for identical
 * reads. Starts and stops everything it uses.
 */
export async function measureGateway(): Promise<GatewayFigures> {
  const world = await startTestWorld({ chainIds: [1], ensChainId: null });
  const chain = world.chain(1);
  const counter = await startRpcProxy({ target: chain.rpcUrl });
  const upstream = await startKeyedProxy(counter.url);
  const policy = refreshPolicy(chain);
  const gateway = await startGateway({
    policy,
    // A budget far above this bench's pace: it measures the gateway itself, not waits for the budget.
    vars: { RPC_UPSTREAMS_1: upstream.url, RPC_UPSTREAM_RPS_1: '100000' },
    rateLimit: { limit: 1_000_000_000, period: 10 },
  }).catch(async (error: unknown) => {
    await upstream.stop();
    await counter.stop();
    await world.stop();
    throw error;
  });
  try {
    const gatewayUrl = `${gateway.url}/rpc/1`;
    const refresh = (holder: string, id = 1) => pageRefresh(chain, holder, id);
    const randomHolder = () => hexlify(randomBytes(20));

    for (let run = 0; run < WARM_UP; run++) {
      await post(gatewayUrl, refresh(randomHolder()));
      await post(upstream.url, refresh(randomHolder()));
    }
    const added: number[] = [];
    const timed = async (url: string, payload: unknown) => {
      const started = performance.now();
      if (!(await post(url, payload)))
        throw new Error(`a refresh through ${url === gatewayUrl ? 'the gateway' : 'the upstream'} failed`);
      return performance.now() - started;
    };
    for (let run = 0; run < LATENCY_RUNS; run++) {
      const payload = refresh(randomHolder());
      const order = run % 2 === 0 ? [gatewayUrl, upstream.url] : [upstream.url, gatewayUrl];
      const times = new Map<string, number>();
      for (const url of order) times.set(url, await timed(url, payload));
      added.push((times.get(gatewayUrl) ?? 0) - (times.get(upstream.url) ?? 0));
    }

    const visitorsAtOnce = async (url: string) => {
      counter.reset();
      const holder = randomHolder();
      const answers = await Promise.all(
        Array.from({ length: VISITORS }, (_, id) => post(url, refresh(holder, id))),
      );
      if (!answers.every(Boolean)) throw new Error(`a visitor did not get the refresh from ${url}`);
      return counter.requests.length;
    };
    const upstreamCalls = await visitorsAtOnce(gatewayUrl);
    const directCalls = await visitorsAtOnce(upstream.url);

    const varied = await load(gatewayUrl, () => refresh(randomHolder()), LOAD_CONCURRENCY, LOAD_VARIED_MS);
    const sharedHolder = randomHolder();
    const shared = await load(gatewayUrl, () => refresh(sharedHolder), LOAD_CONCURRENCY, LOAD_SHARED_MS);

    return {
      gatewayAddedLatencyP50Ms: round(percentile(added, 50)),
      gatewayAddedLatencyP99Ms: round(percentile(added, 99)),
      gatewayLatencyPairs: added.length,
      gatewayUpstreamCallsFor100Visitors: upstreamCalls,
      directUpstreamCallsFor100Visitors: directCalls,
      gatewayRequestsPerSecond: varied,
      gatewayRequestsPerSecondShared: shared,
    };
  } finally {
    await gateway.stop();
    await upstream.stop();
    await counter.stop();
    await world.stop();
  }
}

/** The bench table's rows of the gateway figures; the reference column is reading straight from the upstream. */
export function gatewayRows(gateway: GatewayFigures): [string, string, string, string][] {
  return [
    [
      `Latency the RPC gateway adds to a refresh on loopback, p50 / p99 of ${gateway.gatewayLatencyPairs} paired differences (the same refresh through it and direct)`,
      `${gateway.gatewayAddedLatencyP50Ms} / ${gateway.gatewayAddedLatencyP99Ms} ms`,
      'n/a (direct)',
      '',
    ],
    [
      `Upstream calls when ${VISITORS} visitors refresh the same account at once, within one gateway isolate (direct: counted at the upstream)`,
      String(gateway.gatewayUpstreamCallsFor100Visitors),
      String(gateway.directUpstreamCallsFor100Visitors),
      '',
    ],
    [
      'Requests per second the local gateway sustains without error (varied / shared reads)',
      `${gateway.gatewayRequestsPerSecond} / ${gateway.gatewayRequestsPerSecondShared}`,
      'n/a (direct)',
      '',
    ],
  ];
}

if (import.meta.main) {
  const figures = await measureGateway();
  for (const [name, value] of Object.entries(figures)) console.log(`${name.padEnd(36)} ${value}`);
}
