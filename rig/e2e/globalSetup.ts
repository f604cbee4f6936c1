import { createHash } from 'node:crypto';
import { join } from 'node:path';
import { startTestWorld, type TestWorld } from '../chain/testWorld.ts';
import { testClaimsFiles } from '../claims/testClaimsLists.ts';
import { startTestControl } from '../control/startTestControl.ts';
import { type KeyedProxy, startKeyedProxy } from '../rpcProxy/startKeyedProxy.ts';
import { type RpcProxy, startRpcProxy } from '../rpcProxy/startRpcProxy.ts';
import { buildSiteOnce } from '../site/buildSiteOnce.ts';
import { type ServedSite, serveSite } from '../site/serveSite.ts';
import {
  TEST_CHAIN_IDS,
  TEST_CONTENT_DIR,
  testMiniApp,
  testSiteConfigInput,
} from '../site/testSiteConfig.ts';
import { type SiteSourceOptions, writeSiteSource } from '../site/writeSiteSource.ts';
import { startRelay } from '../walletconnect/startRelay.ts';
import type { E2eState } from './e2eState.ts';
import { testGatewayVars } from './testGatewayVars.ts';

const ROOT = join(import.meta.dirname, '..', '..');
const OUT = join(ROOT, 'dist-e2e');
/** A made-up WalletConnect project ID: the local relay does not check it. */
export const TEST_PROJECT_ID = '0123456789abcdef0123456789abcdef';

/** Requests a minute the tests' builds let each client send to /rpc/*: the suites send many more than a visitor. */
export const TEST_RPC_RATE_LIMIT = 100_000;

/** One site the suites use: its config, its build's PUBLIC_ environment and how its copy differs. */
interface SiteBuild {
  name: 'main' | 'noProject' | 'direct';
  config: typeof testSiteConfigInput & { rpcGateway?: boolean; miniApp?: typeof testMiniApp };
  env: Record<string, string>;
  options: SiteSourceOptions;
}

/**
 * The port the fault proxy of the `index`-th chain asks for first: the same on every run of this checkout (the
 * direct build names the proxies, so an unchanged one can be reused), another for another checkout, and below
 * the range the OS hands out on its own.
 */
function steadyProxyPort(index: number): number {
  return 20_000 + (createHash('sha256').update(ROOT).digest().readUInt16BE(0) % 3_000) * 3 + index;
}

/** A fault proxy in front of `target`, on its steady port if that is free, else on any (the build then reruns). */
function startProxy(target: Promise<string>, index: number): Promise<RpcProxy> {
  return startRpcProxy({ target, port: steadyProxyPort(index) }).catch(() => startRpcProxy({ target }));
}

/** Seconds since `start`, for the setup's one-line account of where its time went. */
const since = (start: number) => `${((Date.now() - start) / 1000).toFixed(1)} s`;

/** Where the copy of the project a site is built from lives. */
const sourceRoot = (name: SiteBuild['name']) => join(OUT, `source-${name}`);

/**
 * Writes the site's own copy, builds it unless the same inputs were built before (dist-e2e/<name>.build.json),
 * and serves it with wrangler dev, the upstreams as Worker variables. Each copy has its own root, so the
 * builds can run side by side.
 */
async function buildAndServe(
  site: SiteBuild,
  vars: Record<string, string>,
  log: string[],
): Promise<ServedSite> {
  const start = Date.now();
  const root = sourceRoot(site.name);
  const dir = join(OUT, site.name);
  await writeSiteSource(root, site.config, site.options);
  const built = await buildSiteOnce(dir, site.env, root);
  const buildTime = since(start);
  const served = await serveSite(dir, { root, vars });
  log.push(`${site.name} ${built ? `built in ${buildTime}` : 'unchanged'}, served after ${since(start)}`);
  return served;
}

/**
 * Starts the local chains (one anvil per chain of the tests' own site config), each behind a fault-injecting
 * proxy and, in front of that, a proxy that answers only on a secret path (as a provider's keyed URL does), and
 * a WalletConnect relay. Builds copies of the site with that config as an owner would, and serves them with
 * wrangler dev: through the RPC gateway (the default) with and without a WalletConnect project, its upstreams
 * set as Worker variables holding the keys; and once in direct mode, the browser reading the fault proxies
 * itself. The proxies know their URLs before the chains are up (and keep them between runs), so the three
 * builds run while the chains start and seed; a build whose inputs did not change since the last run is
 * reused. The owner's site.config.ts and content/ are not used here: the sites have the tests' own sections
 * (TEST_CONTENT_DIR).
 */
export default async function globalSetup() {
  const start = Date.now();
  const stops: (() => Promise<void>)[] = [];
  const teardown = async () => {
    for (const stop of stops.reverse()) await stop();
  };
  const starting: Promise<unknown>[] = [];
  try {
    const log: string[] = [];
    const world = startTestWorld({ chainIds: TEST_CHAIN_IDS }).then((started) => {
      stops.push(() => started.stop());
      log.push(`chains seeded after ${since(start)}`);
      return started;
    });
    starting.push(world);
    const nodeUrl = (chainId: number) => world.then((started: TestWorld) => started.chain(chainId).rpcUrl);
    const proxies = new Map<number, RpcProxy>();
    const keyed = new Map<number, KeyedProxy>();
    for (const [index, chainId] of TEST_CHAIN_IDS.entries()) {
      const target = nodeUrl(chainId);
      target.catch(() => undefined);
      const proxy = await startProxy(target, index);
      stops.push(() => proxy.stop());
      proxies.set(chainId, proxy);
      const upstream = await startKeyedProxy(proxy.url);
      stops.push(() => upstream.stop());
      keyed.set(chainId, upstream);
    }
    const relay = await startRelay();
    stops.push(() => relay.stop());
    const control = await startTestControl(proxies, relay);
    stops.push(() => control.stop());

    const upstreamVars = testGatewayVars(
      new Map([...keyed].map(([chainId, upstream]) => [chainId, upstream.url])),
    );
    const directEnv = Object.fromEntries(
      [...proxies].map(([chainId, proxy]) => [`PUBLIC_RPC_URLS_${chainId}`, proxy.url]),
    );
    const files = testClaimsFiles();
    const gatewayOptions = { rpcRateLimit: TEST_RPC_RATE_LIMIT, files, content: TEST_CONTENT_DIR };
    const sites: SiteBuild[] = [
      {
        name: 'main',
        config: testSiteConfigInput,
        env: { PUBLIC_WALLETCONNECT_PROJECT_ID: TEST_PROJECT_ID },
        options: gatewayOptions,
      },
      // Without a project, and a mini app: the page a Farcaster or Base app host frames has its own wallet.
      {
        name: 'noProject',
        config: { ...testSiteConfigInput, miniApp: testMiniApp },
        env: {},
        options: gatewayOptions,
      },
      {
        name: 'direct',
        config: { ...testSiteConfigInput, rpcGateway: false },
        env: directEnv,
        options: { files, content: TEST_CONTENT_DIR },
      },
    ];
    const serving = sites.map((site) =>
      buildAndServe(site, upstreamVars, log).then((served) => {
        stops.push(() => served.stop());
        return served;
      }),
    );
    starting.push(...serving);
    const [main, noProject, direct] = await Promise.all(serving);
    const { chains } = await world;
    console.log(`Global setup ready in ${since(start)}: ${log.join('; ')}`);

    const state: E2eState = {
      siteUrl: main?.url ?? '',
      siteDir: join(OUT, 'main'),
      siteRoot: sourceRoot('main'),
      noProjectSiteUrl: noProject?.url ?? '',
      directSiteUrl: direct?.url ?? '',
      relayUrl: relay.url,
      controlUrl: control.url,
      chains: chains.map((chain) => ({
        chainId: chain.chainId,
        nodeUrl: chain.rpcUrl,
        proxyUrl: proxies.get(chain.chainId)?.url ?? '',
        upstreamUrl: keyed.get(chain.chainId)?.url ?? '',
      })),
    };
    process.env.E2E_STATE = JSON.stringify(state);
    return teardown;
  } catch (error) {
    await Promise.allSettled(starting);
    await teardown();
    throw error;
  }
}
