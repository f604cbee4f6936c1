import { join } from 'node:path';
import type { SiteConfigInput } from '../../src/lib/config/siteConfigSchema.ts';
import { testClaimsFiles } from '../claims/testClaimsLists.ts';
import { buildSiteOnce } from '../site/buildSiteOnce.ts';
import { type ServedSite, serveSite } from '../site/serveSite.ts';
import { TEST_CONTENT_DIR } from '../site/testSiteConfig.ts';
import { writeSiteSource } from '../site/writeSiteSource.ts';
import { loadE2eState } from './e2eState.ts';
import { TEST_RPC_RATE_LIMIT } from './globalSetup.ts';
import { testGatewayVars } from './testGatewayVars.ts';

const OUT = join(import.meta.dirname, '..', '..', 'dist-e2e');

/**
 * A site of a suite's own, `config` in place of the tests' main one (with the tests' claims lists and sections):
 * built as global setup builds its sites (dist-e2e/<name>, reused while its inputs are unchanged) and served
 * through the gateway, reading the test chains through their keyed upstreams.
 */
export async function serveTestSite(name: string, config: SiteConfigInput): Promise<ServedSite> {
  const root = join(OUT, `source-${name}`);
  const dir = join(OUT, name);
  await writeSiteSource(root, config, {
    rpcRateLimit: TEST_RPC_RATE_LIMIT,
    files: testClaimsFiles(),
    content: TEST_CONTENT_DIR,
  });
  await buildSiteOnce(dir, {}, root);
  const upstreams = new Map(loadE2eState().chains.map((chain) => [chain.chainId, chain.upstreamUrl]));
  return serveSite(dir, {
    root,
    vars: testGatewayVars(upstreams),
  });
}
