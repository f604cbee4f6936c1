import { cp, mkdir, rm, symlink } from 'node:fs/promises';
import { join } from 'node:path';

const ROOT = join(import.meta.dirname, '..', '..');

/** Copies what `astro build` reads (sources, public files, configs) into `dir`, sharing node_modules. */
export async function copySiteSource(dir: string): Promise<void> {
  await rm(dir, { recursive: true, force: true });
  await mkdir(dir, { recursive: true });
  for (const entry of [
    'src',
    'public',
    'site.config.ts',
    'astro.config.mjs',
    'tsconfig.json',
    'package.json',
  ]) {
    await cp(join(ROOT, entry), join(dir, entry), { recursive: true });
  }
  await symlink(join(ROOT, 'node_modules'), join(dir, 'node_modules'), 'dir');
}
