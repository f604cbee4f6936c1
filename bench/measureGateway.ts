import { hexlify, Interface, randomBytes } from 'ethers';
import { startTestWorld } from '../rig/chain/testWorld.ts';
import { startGateway } from '../rig/gateway/startGateway.ts';
import { startKeyedProxy } from '../rig/rpcProxy/startKeyedProxy.ts';
import { startRpcProxy } from '../rig/rpcProxy/startRpcProxy.ts';
import type { GatewayPolicy } from '../src/lib/gateway/gatewayPolicyTypes.ts';

/** The RPC gateway's figures of the bench, all on loopback. */
export interface GatewayFigures {
  /** Median of (through the Worker − straight to the upstream) for one refresh: an aggregate3 eth_call. */
  gatewayAddedLatencyP50Ms: number;
  /** The same at the 99th percentile. */
  gatewayAddedLatencyP99Ms: number;
  /** Upstream HTTP requests caused by 100 visitors sending the same refresh at once (100 without the gateway). */
  gatewayUpstreamCallsFor100Visitors: number;
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

const multicall3 = new Interface([
  'function aggregate3((address target, bool allowFailure, bytes callData)[] calls) payable returns ((bool success, bytes returnData)[] returnData)',
  'function getEthBalance(address addr) view returns (uint256 balance)',
  'function getBlockNumber() view returns (uint256 blockNumber)',
]);
const erc20 = new Interface([
  'function balanceOf(address) view returns (uint256)',
  'function name() view returns (string)',
]);

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? 0;
};
const round = (value: number) => Math.round(value * 100) / 100;

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
 * Measures the gateway in workerd (wrangler dev) in front of anvil, through a keyed upstream proxy as a
 * provider URL would be: the latency it adds to a refresh (200 sequential, alternating with the same
 * requests straight to the upstream, every one a different account so none is shared), the upstream
 * requests of 100 simultaneous identical refreshes, and its throughput for varied and for identical reads.
 * Starts and stops everything it uses.
 */
export async function measureGateway(): Promise<GatewayFigures> {
  const world = await startTestWorld({ chainIds: [1], ensChainId: null });
  const chain = world.chain(1);
  const counter = await startRpcProxy({ target: chain.rpcUrl });
  const upstream = await startKeyedProxy(counter.url);
  const policy: GatewayPolicy = {
    chains: {
      '1': {
        fallbackUpstreams: [],
        targets: [chain.multicall3, ...chain.tokens.map((token) => token.address)].map((a) =>
          a.toLowerCase(),
        ),
        multicall3: chain.multicall3.toLowerCase(),
        anyTargetSelectors: [],
      },
    },
  };
  const gateway = await startGateway({
    policy,
    vars: { RPC_UPSTREAMS_1: upstream.url },
    rateLimit: { limit: 1_000_000_000, period: 10 },
  }).catch(async (error: unknown) => {
    await upstream.stop();
    await counter.stop();
    await world.stop();
    throw error;
  });
  try {
    const gatewayUrl = `${gateway.url}/rpc/1`;
    const refresh = (holder: string, id = 1) => ({
      jsonrpc: '2.0',
      id,
      method: 'eth_call',
      params: [
        {
          to: chain.multicall3,
          data: multicall3.encodeFunctionData('aggregate3', [
            [
              [chain.multicall3, true, multicall3.encodeFunctionData('getBlockNumber')],
              [chain.multicall3, true, multicall3.encodeFunctionData('getEthBalance', [holder])],
              ...chain.tokens.flatMap((token) => [
                [token.address, true, erc20.encodeFunctionData('balanceOf', [holder])],
                [token.address, true, erc20.encodeFunctionData('name')],
              ]),
            ],
          ]),
        },
        'latest',
      ],
    });
    const randomHolder = () => hexlify(randomBytes(20));

    for (let run = 0; run < WARM_UP; run++) {
      await post(gatewayUrl, refresh(randomHolder()));
      await post(upstream.url, refresh(randomHolder()));
    }
    const through: number[] = [];
    const straight: number[] = [];
    for (let run = 0; run < LATENCY_RUNS; run++) {
      for (const [url, times] of [
        [gatewayUrl, through],
        [upstream.url, straight],
      ] as const) {
        const payload = refresh(randomHolder());
        const started = performance.now();
        if (!(await post(url, payload)))
          throw new Error(`a refresh through ${url === gatewayUrl ? 'the gateway' : 'the upstream'} failed`);
        times.push(performance.now() - started);
      }
    }

    counter.reset();
    const holder = randomHolder();
    const answers = await Promise.all(
      Array.from({ length: VISITORS }, (_, id) => post(gatewayUrl, refresh(holder, id))),
    );
    if (!answers.every(Boolean)) throw new Error('a visitor did not get the refresh');
    const upstreamCalls = counter.requests.length;

    const varied = await load(gatewayUrl, () => refresh(randomHolder()), LOAD_CONCURRENCY, LOAD_VARIED_MS);
    const sharedHolder = randomHolder();
    const shared = await load(gatewayUrl, () => refresh(sharedHolder), LOAD_CONCURRENCY, LOAD_SHARED_MS);

    return {
      gatewayAddedLatencyP50Ms: round(percentile(through, 50) - percentile(straight, 50)),
      gatewayAddedLatencyP99Ms: round(percentile(through, 99) - percentile(straight, 99)),
      gatewayUpstreamCallsFor100Visitors: upstreamCalls,
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

if (import.meta.main) {
  const figures = await measureGateway();
  for (const [name, value] of Object.entries(figures)) console.log(`${name.padEnd(36)} ${value}`);
}
