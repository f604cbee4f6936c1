import { cp, mkdir, readFile, rm, stat, symlink, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
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

/**
 * The owner's own sections of the home page (`content/home/`, docs/content.md): copied with the sources, from
 * the project or from a folder of the tests' own, and hashed with them.
 */
export const CONTENT_DIR = 'content';

/** A `site.config.ts` holding `config`, written the way an owner writes theirs. */
function renderSiteConfig(config: SiteConfigInput): string {
  return `import { resolveSiteConfig } from './src/lib/config/resolveSiteConfig.ts';
import type { SiteConfigInput } from './src/lib/config/siteConfigSchema.ts';

/** Written by the tests (rig/site/writeSiteSource.ts): a site config of their own. */
export const siteConfigInput = ${JSON.stringify(config, null, 2)} satisfies SiteConfigInput;

export const siteConfig = resolveSiteConfig(siteConfigInput, process.env);
`;
}

/** Where a copy lists the files it holds beyond {@link SITE_ENTRIES} (its claims lists), for build caching. */
export const EXTRA_FILES_MANIFEST = '.site-extra-files.json';

/** The claims list files the owner's own site.config.ts names. */
async function ownerListFiles(): Promise<string[]> {
  const { siteConfigInput } = await import('../../site.config.ts');
  return ((siteConfigInput as SiteConfigInput).claims ?? []).map((entry) => entry.file);
}

/** How a copy differs from the project beyond its config. */
export interface SiteSourceOptions {
  /** Requests a minute each client may send to /rpc/* (the tests send far more than a visitor). */
  rpcRateLimit?: number;
  /** Files to write into the copy by their path in it (e.g. generated claims lists), besides the project's. */
  files?: Readonly<Record<string, string>>;
  /**
   * A folder to copy as the copy's `content/` (the home page's sections) instead of the project's own; `null`
   * for none.
   */
  content?: string | null;
}

/**
 * Copies the project's site sources into `dir` (sharing node_modules), with `config` as its `site.config.ts`,
 * or the owner's own file when no config is given, the home page's sections (the owner's `content/`, or
 * `options.content`), and the claims lists the config names: from `files`, or from the project where the
 * owner keeps them. Builds of the copy (and its gateway policy) never touch the project's files; serve it
 * with `serveSite(…, { root: dir })`.
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
  const content = options.content === undefined ? join(ROOT, CONTENT_DIR) : options.content;
  if (content !== null && (await stat(content).catch(() => null))?.isDirectory()) {
    await cp(content, join(dir, CONTENT_DIR), { recursive: true });
  }
  const listFiles = config ? (config.claims ?? []).map((entry) => entry.file) : await ownerListFiles();
  for (const file of new Set(listFiles)) {
    if (options.files?.[file] !== undefined) continue;
    await mkdir(dirname(join(dir, file)), { recursive: true });
    await cp(join(ROOT, file), join(dir, file)).catch(() => undefined);
  }
  for (const [file, text] of Object.entries(options.files ?? {})) {
    await mkdir(dirname(join(dir, file)), { recursive: true });
    await writeFile(join(dir, file), text);
  }
  const extra = [...new Set([...listFiles, ...Object.keys(options.files ?? {})])].sort();
  await writeFile(join(dir, EXTRA_FILES_MANIFEST), JSON.stringify(extra));
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
