import { createHash } from 'node:crypto';
import { mkdir, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join, relative } from 'node:path';
import { withDirectoryLock } from '../process/withDirectoryLock.ts';
import { buildSite } from './buildSite.ts';
import { CONTENT_DIR, EXTRA_FILES_MANIFEST, SITE_ENTRIES } from './writeSiteSource.ts';

const ROOT = join(import.meta.dirname, '..', '..');

/**
 * How builds are made, as part of every build's inputs: a change here (2: never under a test runner's
 * NODE_ENV, rig/site/siteEnv.ts) sets aside every build made the old way.
 */
const BUILDS = 2;

/** What a build left beside its output: a hash of the inputs it was built from, and the policy it wrote. */
interface BuildRecord {
  inputs: string;
  policy: string;
}

/** Every file at or below `path` (none if it does not exist). */
async function listFiles(path: string): Promise<string[]> {
  const found = await stat(path).catch(() => null);
  if (!found) return [];
  if (!found.isDirectory()) return [path];
  const entries = await readdir(path, { recursive: true, withFileTypes: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => join(entry.parentPath, entry.name));
}

/**
 * A hash of everything a build of the copy at `root` depends on: each file of its sources, public files,
 * configs, home page sections and claims lists (by path and content), the project's lockfile (the
 * dependencies), Node's version and `env`.
 */
export async function hashBuildInputs(root: string, env: Record<string, string>): Promise<string> {
  const hash = createHash('sha256');
  hash.update(JSON.stringify({ node: process.version, env: Object.entries(env).sort(), builds: BUILDS }));
  hash.update(await readFile(join(ROOT, 'package-lock.json')));
  const extra = JSON.parse(
    await readFile(join(root, EXTRA_FILES_MANIFEST), 'utf8').catch(() => '[]'),
  ) as string[];
  const entries = [...SITE_ENTRIES, CONTENT_DIR, ...extra];
  const files = (await Promise.all(entries.map((entry) => listFiles(join(root, entry))))).flat().sort();
  for (const file of files) {
    hash.update(`\0${relative(root, file)}\0`);
    hash.update(await readFile(file));
  }
  return hash.digest('hex');
}

/** The record of the build in `outDir`, if it is complete. */
async function readRecord(outDir: string): Promise<BuildRecord | null> {
  const text = await readFile(`${outDir}.build.json`, 'utf8').catch(() => null);
  const built = await stat(join(outDir, 'index.html')).catch(() => null);
  return text && built ? (JSON.parse(text) as BuildRecord) : null;
}

/**
 * Builds the copy at `root` into `outDir` as {@link buildSite} does, unless `outDir` already holds a build of
 * exactly the same inputs ({@link hashBuildInputs}); then it only puts back the gateway policy that build
 * wrote beside `wrangler.toml`. The record (`<outDir>.build.json`) is written only after a build succeeds.
 * Suites running side by side take turns (`<outDir>.lock`), so the second reuses the first's build. Returns
 * whether it built.
 */
export function buildSiteOnce(outDir: string, env: Record<string, string>, root: string): Promise<boolean> {
  return withDirectoryLock(outDir, () => buildUnlessBuilt(outDir, env, root));
}

/** {@link buildSiteOnce}, its lock held. */
async function buildUnlessBuilt(outDir: string, env: Record<string, string>, root: string): Promise<boolean> {
  const inputs = await hashBuildInputs(root, env);
  const policyPath = join(root, '.gateway', 'policy.json');
  const record = await readRecord(outDir);
  if (record?.inputs === inputs) {
    await mkdir(dirname(policyPath), { recursive: true });
    await writeFile(policyPath, record.policy);
    return false;
  }
  await rm(`${outDir}.build.json`, { force: true });
  await rm(outDir, { recursive: true, force: true });
  await buildSite(outDir, env, root);
  const built: BuildRecord = { inputs, policy: await readFile(policyPath, 'utf8') };
  await writeFile(`${outDir}.build.json`, JSON.stringify(built));
  return true;
}
