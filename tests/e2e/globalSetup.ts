import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { startTestWorld } from '../fixtures/chain/testWorld.ts';
import { type RpcProxy, startRpcProxy } from '../fixtures/rpcProxy/startRpcProxy.ts';
import { startRelay } from '../fixtures/walletconnect/startRelay.ts';
import { buildSite } from '../support/buildSite.ts';
import { findFreePort } from '../support/findFreePort.ts';
import { serveSite } from '../support/serveSite.ts';
import { startTestControl } from '../support/startTestControl.ts';
import { TEST_CHAIN_IDS, testSiteConfigInput } from '../support/testSiteConfig.ts';
import { writeSiteSource } from '../support/writeSiteSource.ts';
import type { E2eState } from './support/e2eState.ts';

const ROOT = join(import.meta.dirname, '..', '..');
/** A made-up WalletConnect project ID: the local relay does not check it. */
const TEST_PROJECT_ID = '0123456789abcdef0123456789abcdef';

/**
 * Starts the local chains (one anvil per chain of the tests' own site config, behind a fault-injecting proxy)
 * and a WalletConnect relay, builds a copy of the site with that config twice as an owner would (PUBLIC_
 * variables pointing at the proxies; with and without a WalletConnect project) and serves both builds with
 * wrangler dev. The owner's site.config.ts is not used here.
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
    for (const chain of world.chains) {
      const proxy = await startRpcProxy({ target: chain.rpcUrl });
      stops.push(() => proxy.stop());
      proxies.set(chain.chainId, proxy);
    }
    const relay = await startRelay();
    stops.push(() => relay.stop());
    const control = await startTestControl(proxies, relay);
    stops.push(() => control.stop());

    const rpcEnv = Object.fromEntries(
      [...proxies].map(([chainId, proxy]) => [`PUBLIC_RPC_URLS_${chainId}`, proxy.url]),
    );
    const builds = { main: { PUBLIC_WALLETCONNECT_PROJECT_ID: TEST_PROJECT_ID }, noProject: {} };
    const served: Record<string, { url: string; dir: string }> = {};
    const source = join(ROOT, 'dist-e2e', 'source');
    await writeSiteSource(source, testSiteConfigInput);
    for (const [name, env] of Object.entries(builds)) {
      const dir = join(ROOT, 'dist-e2e', name);
      await rm(dir, { recursive: true, force: true });
      await buildSite(dir, { ...rpcEnv, ...env }, source);
      const site = await serveSite(dir, await findFreePort(), await findFreePort());
      stops.push(() => site.stop());
      served[name] = { url: site.url, dir };
    }

    const state: E2eState = {
      siteUrl: served.main?.url ?? '',
      siteDir: served.main?.dir ?? '',
      noProjectSiteUrl: served.noProject?.url ?? '',
      relayUrl: relay.url,
      controlUrl: control.url,
      chains: world.chains.map((chain) => ({
        chainId: chain.chainId,
        nodeUrl: chain.rpcUrl,
        proxyUrl: proxies.get(chain.chainId)?.url ?? '',
      })),
    };
    process.env.E2E_STATE = JSON.stringify(state);
    return teardown;
  } catch (error) {
    await teardown();
    throw error;
  }
}
