import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { buildSite } from '../support/buildSite.ts';
import { findFreePort } from '../support/findFreePort.ts';
import { serveSite } from '../support/serveSite.ts';

const ROOT = join(import.meta.dirname, '..', '..');
/** A made-up WalletConnect project ID: the local relay does not check it. */
export const TEST_PROJECT_ID = '0123456789abcdef0123456789abcdef';

/** Builds the site as an owner would (config plus PUBLIC_ variables) and serves it through wrangler dev. */
export default async function globalSetup() {
  const outDir = join(ROOT, 'dist-e2e', 'main');
  await rm(outDir, { recursive: true, force: true });
  await buildSite(outDir, { PUBLIC_WALLETCONNECT_PROJECT_ID: TEST_PROJECT_ID });
  const site = await serveSite(outDir, await findFreePort(), await findFreePort());
  process.env.E2E_SITE_URL = site.url;
  process.env.E2E_SITE_DIR = outDir;
  return async () => {
    await site.stop();
  };
}
