import { join } from 'node:path';
import { runCommand } from './runCommand.ts';
import { cleanSiteEnv } from './siteEnv.ts';

const ROOT = join(import.meta.dirname, '..', '..');

/** Builds the site into `outDir` with exactly the given PUBLIC_ environment; returns the build's output. */
export function buildSite(outDir: string, env: Record<string, string>): Promise<string> {
  return runCommand(join(ROOT, 'node_modules', '.bin', 'astro'), ['build', '--outDir', outDir], {
    cwd: ROOT,
    env: cleanSiteEnv(env),
  });
}
