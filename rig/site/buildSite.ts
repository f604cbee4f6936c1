import { join } from 'node:path';
import { runCommand } from '../process/runCommand.ts';
import { cleanSiteEnv } from './siteEnv.ts';

const ROOT = join(import.meta.dirname, '..', '..');

/**
 * Builds the site (or a copy of it at `root`) into `outDir` with exactly the given PUBLIC_ environment;
 * returns the build's output.
 */
export function buildSite(outDir: string, env: Record<string, string>, root: string = ROOT): Promise<string> {
  return runCommand(
    join(ROOT, 'node_modules', '.bin', 'astro'),
    ['build', '--root', root, '--outDir', outDir],
    {
      cwd: root,
      env: cleanSiteEnv(env),
    },
  );
}
