import type { TestProject } from 'vitest/node';
import { toPanelConfig } from '../../src/lib/config/toPanelConfig.ts';
import { startTestWorld } from '../chain/testWorld.ts';
import { TEST_CHAIN_IDS } from '../site/testSiteConfig.ts';
import { worldSiteConfig } from '../site/worldConfig.ts';
import { startRelay } from '../walletconnect/startRelay.ts';
import { stopTestWallets } from './testWalletCommands.ts';

/**
 * Starts what the island's and the chooser's tests in Chromium read and pair with: the seeded local chains and
 * the local WalletConnect relay, both on 127.0.0.1. The tests get the island's config, reading the chains
 * directly, through `inject('panelConfig')`.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const [world, relay] = await Promise.all([startTestWorld({ chainIds: TEST_CHAIN_IDS }), startRelay()]);
  const config = worldSiteConfig(world);
  project.provide('panelConfig', toPanelConfig(config, { viaGateway: false }));
  project.provide('relayUrl', relay.url);
  project.provide('rpcUrls', Object.fromEntries(world.chains.map((chain) => [chain.chainId, chain.rpcUrl])));
  project.provide(
    'ensNames',
    Object.fromEntries(
      Object.values(world.accounts).flatMap(({ ensName, address }) => (ensName ? [[ensName, address]] : [])),
    ),
  );
  return async () => {
    await stopTestWallets();
    await Promise.all([world.stop(), relay.stop()]);
  };
}
