import type { ProvidedContext } from 'vitest';
import type { TestProject } from 'vitest/node';
import { buildClaimsList } from '../../src/lib/claimsBuild/buildClaimsList.ts';
import { toPanelConfig } from '../../src/lib/config/toPanelConfig.ts';
import { startTestWorld, worldNative } from '../chain/testWorld.ts';
import { type WorldAccountName, worldAccounts } from '../chain/worldAccounts.ts';
import { HARBOR_AIRDROP_AMOUNTS, testClaimsFiles } from '../claims/testClaimsLists.ts';
import { findFreePort } from '../process/findFreePort.ts';
import { TEST_CHAIN_IDS, testSiteConfigInput } from '../site/testSiteConfig.ts';
import { worldSiteConfig } from '../site/worldConfig.ts';
import { startRelay } from '../walletconnect/startRelay.ts';
import { serveClaimsFiles } from './serveClaimsFiles.ts';
import { stopTestWallets } from './testWalletCommands.ts';

/** What the tests in Chromium know of each world account (see ProvidedContext's `worldAccounts`). */
function worldAccountFacts(): ProvidedContext['worldAccounts'] {
  const facts = (name: WorldAccountName) => {
    const harbor = HARBOR_AIRDROP_AMOUNTS[name as keyof typeof HARBOR_AIRDROP_AMOUNTS];
    return {
      address: worldAccounts[name].address,
      native: String(worldNative[name]),
      harborAirdrop: harbor === undefined ? null : String(harbor),
    };
  };
  return { alice: facts('alice'), bob: facts('bob'), empty: facts('empty'), mallory: facts('mallory') };
}

/**
 * Starts what the island's and the chooser's tests in Chromium read and pair with: the seeded local chains and
 * the local WalletConnect relay, both on 127.0.0.1. The tests get the island's config, reading the chains
 * directly, through `inject('panelConfig')`; its claims lists' files, built as the site's build builds them,
 * are served on the test page's origin (rig/browserTests/serveClaimsFiles.ts).
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const starting = Promise.all([startTestWorld({ chainIds: TEST_CHAIN_IDS }), startRelay()]);
  // Built while the chains start: each entry of the config, in order, as the site's build does.
  const files = testClaimsFiles();
  const lists = testSiteConfigInput.claims.map((entry) =>
    buildClaimsList({
      file: entry.file,
      text: files[entry.file] ?? '',
      label: entry.file,
      ...('format' in entry ? { format: entry.format } : {}),
    }),
  );
  serveClaimsFiles(project, lists);
  const [world, relay] = await starting;
  const config = worldSiteConfig(world);
  const claimLists = lists.map((list) => ({
    id: list.id,
    root: list.root,
    prefixDigits: list.layout.prefixDigits,
    entries: list.entries,
    encoding: list.encoding,
  }));
  project.provide('panelConfig', toPanelConfig(config, { viaGateway: false, claimLists }));
  project.provide('relayUrl', relay.url);
  project.provide('closedRpcUrl', `http://127.0.0.1:${await findFreePort()}/`);
  project.provide('rpcUrls', Object.fromEntries(world.chains.map((chain) => [chain.chainId, chain.rpcUrl])));
  project.provide(
    'ensNames',
    Object.fromEntries(
      Object.values(world.accounts).flatMap(({ ensName, address }) => (ensName ? [[ensName, address]] : [])),
    ),
  );
  project.provide('worldAccounts', worldAccountFacts());
  return async () => {
    await stopTestWallets();
    await Promise.all([world.stop(), relay.stop()]);
  };
}
