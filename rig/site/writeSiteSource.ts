import { cp, mkdir, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { SiteConfigInput } from '../../src/lib/config/siteConfigSchema.ts';

const ROOT = join(import.meta.dirname, '..', '..');

/** What `astro build` and `wrangler` read from the project: sources, public files and configs. */
export const SITE_ENTRIES = [
  'src',
  'public',
  'site.config.ts',
  'astro.config.mjs',
  'tsconfig.json',
  'package.json',
  'wrangler.toml',
];

/** A `site.config.ts` holding `config`, written the way an owner writes theirs. */
function renderSiteConfig(config: SiteConfigInput): string {
  return `import { resolveSiteConfig } from './src/lib/config/resolveSiteConfig.ts';
import type { SiteConfigInput } from './src/lib/config/siteConfigSchema.ts';

/** Written by the tests (rig/site/writeSiteSource.ts): a site config of their own. */
export const siteConfigInput = ${JSON.stringify(config, null, 2)} satisfies SiteConfigInput;

export const siteConfig = resolveSiteConfig(siteConfigInput, process.env);
`;
}

/** How a copy differs from the project beyond its config. */
export interface SiteSourceOptions {
  /** Requests a minute each client may send to /rpc/* (the tests send far more than a visitor). */
  rpcRateLimit?: number;
}

/**
 * Copies the project's site sources into `dir` (sharing node_modules), with `config` as its `site.config.ts`,
 * or the owner's own file when no config is given. Builds of the copy (and its gateway policy) never touch the
 * project's files; serve it with `serveSite(…, { root: dir })`.
 */
export async function writeSiteSource(
  dir: string,
  config?: SiteConfigInput,
  options: SiteSourceOptions = {},
): Promise<void> {
  await rm(dir, { recursive: true, force: true });
  await mkdir(dir, { recursive: true });
  for (const entry of SITE_ENTRIES) await cp(join(ROOT, entry), join(dir, entry), { recursive: true });
  await symlink(join(ROOT, 'node_modules'), join(dir, 'node_modules'), 'dir');
  if (config) await writeFile(join(dir, 'site.config.ts'), renderSiteConfig(config));
  if (options.rpcRateLimit !== undefined) {
    const path = join(dir, 'wrangler.toml');
    const toml = (await readFile(path, 'utf8')).replace(
      /simple = \{ limit = \d+, period = (\d+) \}/,
      `simple = { limit = ${options.rpcRateLimit}, period = $1 }`,
    );
    if (!toml.includes(`limit = ${options.rpcRateLimit},`))
      throw new Error('wrangler.toml has no rate limit to set');
    await writeFile(path, toml);
  }
}
