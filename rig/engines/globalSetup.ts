import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { startTestWorld } from '../chain/testWorld.ts';
import { testClaimsFiles } from '../claims/testClaimsLists.ts';
import { TEST_PROJECT_ID, TEST_RPC_RATE_LIMIT } from '../e2e/globalSetup.ts';
import { buildSiteOnce } from '../site/buildSiteOnce.ts';
import { serveSite } from '../site/serveSite.ts';
import { TEST_CHAIN_IDS, TEST_CONTENT_DIR, testSiteConfigInput } from '../site/testSiteConfig.ts';
import { writeSiteSource } from '../site/writeSiteSource.ts';
import { startRelay } from '../walletconnect/startRelay.ts';
import type { EngineState } from './engineState.ts';

const OUT = join(import.meta.dirname, '..', '..', 'dist-e2e');

/**
 * Builds the end-to-end suite's main site: the same inputs, so one build serves both suites, but a copy of its
 * own (the Chromium suite, running beside this one, serves from its copy).
 */
async function buildMainSite(): Promise<string> {
  const root = join(OUT, 'source-engines');
  await writeSiteSource(root, testSiteConfigInput, {
    rpcRateLimit: TEST_RPC_RATE_LIMIT,
    files: testClaimsFiles(),
    content: TEST_CONTENT_DIR,
  });
  await buildSiteOnce(join(OUT, 'main'), { PUBLIC_WALLETCONNECT_PROJECT_ID: TEST_PROJECT_ID }, root);
  return root;
}

/**
 * Starts what the engine suite shares: the local chains, the WalletConnect relay, and the test site (built
 * once, as the Chromium suite builds it, reused when unchanged) served by wrangler dev with the chains as its
 * gateway's upstreams. Each test file starts its own browser and proxy. Returns the teardown.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const start = Date.now();
  const stops: (() => Promise<void>)[] = [];
  const teardown = async () => {
    for (const stop of stops.reverse()) await stop();
  };
  const world = startTestWorld({ chainIds: TEST_CHAIN_IDS });
  const relay = startRelay();
  const root = buildMainSite();
  const started = await Promise.allSettled([world, relay, root]);
  for (const result of started.slice(0, 2)) {
    if (result.status === 'fulfilled') {
      const running = result.value as { stop(): Promise<void> };
      stops.push(() => running.stop());
    }
  }
  try {
    const [{ chains }, { url: relayUrl }, siteRoot] = await Promise.all([world, relay, root]);
    const vars = Object.fromEntries(chains.map((chain) => [`RPC_UPSTREAMS_${chain.chainId}`, chain.rpcUrl]));
    const site = await serveSite(join(OUT, 'main'), {
      root: siteRoot,
      vars,
    });
    stops.push(() => site.stop());
    const state: EngineState = {
      siteUrl: site.url,
      relayUrl,
      chains: chains.map((chain) => ({ chainId: chain.chainId, nodeUrl: chain.rpcUrl })),
    };
    project.provide('engines', state);
    console.log(`Engine suite's setup ready in ${((Date.now() - start) / 1000).toFixed(1)} s`);
    return teardown;
  } catch (error) {
    await teardown();
    throw error;
  }
}
