import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { startTestWorld } from '../chain/testWorld.ts';
import { testClaimsFiles } from '../claims/testClaimsLists.ts';
import { startTestControl } from '../control/startTestControl.ts';
import { findFreePort } from '../process/findFreePort.ts';
import { type KeyedProxy, startKeyedProxy } from '../rpcProxy/startKeyedProxy.ts';
import { type RpcProxy, startRpcProxy } from '../rpcProxy/startRpcProxy.ts';
import { buildSite } from '../site/buildSite.ts';
import { serveSite } from '../site/serveSite.ts';
import { TEST_CHAIN_IDS, testSiteConfigInput } from '../site/testSiteConfig.ts';
import { writeSiteSource } from '../site/writeSiteSource.ts';
import { startRelay } from '../walletconnect/startRelay.ts';
import type { E2eState } from './e2eState.ts';

const ROOT = join(import.meta.dirname, '..', '..');
/** A made-up WalletConnect project ID: the local relay does not check it. */
const TEST_PROJECT_ID = '0123456789abcdef0123456789abcdef';

/** Requests a minute the tests' builds let each client send to /rpc/*: the suites send many more than a visitor. */
const TEST_RPC_RATE_LIMIT = 100_000;

/**
 * Starts the local chains (one anvil per chain of the tests' own site config), each behind a fault-injecting
 * proxy and, in front of that, a proxy that answers only on a secret path (as a provider's keyed URL does), and
 * a WalletConnect relay. Builds copies of the site with that config as an owner would, and serves them with
 * wrangler dev: through the RPC gateway (the default) with and without a WalletConnect project, its upstreams
 * set as Worker variables holding the keys; and once in direct mode, the browser reading the fault proxies
 * itself. The owner's site.config.ts is not used here.
 */
export default async function globalSetup() {
  const stops: (() => Promise<void>)[] = [];
  const teardown = async () => {
    for (const stop of stops.reverse()) await stop();
  };
  try {
    const world = await startTestWorld({ chainIds: TEST_CHAIN_IDS });
    stops.push(() => world.stop());
    const proxies = new Map<number, RpcProxy>();
    const keyed = new Map<number, KeyedProxy>();
    for (const chain of world.chains) {
      const proxy = await startRpcProxy({ target: chain.rpcUrl });
      stops.push(() => proxy.stop());
      proxies.set(chain.chainId, proxy);
      const upstream = await startKeyedProxy(proxy.url);
      stops.push(() => upstream.stop());
      keyed.set(chain.chainId, upstream);
    }
    const relay = await startRelay();
    stops.push(() => relay.stop());
    const control = await startTestControl(proxies, relay);
    stops.push(() => control.stop());

    const upstreamVars = Object.fromEntries(
      [...keyed].map(([chainId, upstream]) => [`RPC_UPSTREAMS_${chainId}`, upstream.url]),
    );
    const directEnv = Object.fromEntries(
      [...proxies].map(([chainId, proxy]) => [`PUBLIC_RPC_URLS_${chainId}`, proxy.url]),
    );
    const gatewaySource = join(ROOT, 'dist-e2e', 'source');
    const directSource = join(ROOT, 'dist-e2e', 'source-direct');
    const files = testClaimsFiles();
    await writeSiteSource(gatewaySource, testSiteConfigInput, { rpcRateLimit: TEST_RPC_RATE_LIMIT, files });
    await writeSiteSource(directSource, { ...testSiteConfigInput, rpcGateway: false }, { files });
    const builds = [
      { name: 'main', source: gatewaySource, env: { PUBLIC_WALLETCONNECT_PROJECT_ID: TEST_PROJECT_ID } },
      { name: 'noProject', source: gatewaySource, env: {} },
      { name: 'direct', source: directSource, env: directEnv },
    ];
    const served: Record<string, { url: string; dir: string }> = {};
    for (const { name, source, env } of builds) {
      const dir = join(ROOT, 'dist-e2e', name);
      await rm(dir, { recursive: true, force: true });
      await buildSite(dir, env, source);
      const site = await serveSite(dir, await findFreePort(), await findFreePort(), {
        root: source,
        vars: upstreamVars,
      });
      stops.push(() => site.stop());
      served[name] = { url: site.url, dir };
    }

    const state: E2eState = {
      siteUrl: served.main?.url ?? '',
      siteDir: served.main?.dir ?? '',
      noProjectSiteUrl: served.noProject?.url ?? '',
      directSiteUrl: served.direct?.url ?? '',
      relayUrl: relay.url,
      controlUrl: control.url,
      chains: world.chains.map((chain) => ({
        chainId: chain.chainId,
        nodeUrl: chain.rpcUrl,
        proxyUrl: proxies.get(chain.chainId)?.url ?? '',
        upstreamUrl: keyed.get(chain.chainId)?.url ?? '',
      })),
    };
    process.env.E2E_STATE = JSON.stringify(state);
    return teardown;
  } catch (error) {
    await teardown();
    throw error;
  }
}
