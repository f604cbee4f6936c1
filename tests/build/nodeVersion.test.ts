import { copyFile, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { runCommand } from '../../rig/process/runCommand.ts';

const ROOT = join(import.meta.dirname, '..', '..');
const work: string[] = [];

afterAll(async () => {
  for (const dir of work) await rm(dir, { recursive: true, force: true });
});

describe('the supported Node', () => {
  it('is declared once: package.json engines, and .nvmrc a version that satisfies it', async () => {
    const { engines } = JSON.parse(await readFile(join(ROOT, 'package.json'), 'utf8')) as {
      engines: { node: string };
    };
    expect(engines.node).toBe('>=22.12');
    const nvmrc = (await readFile(join(ROOT, '.nvmrc'), 'utf8')).trim();
    expect(Number.parseInt(nvmrc, 10)).toBeGreaterThanOrEqual(23);
  });

  it('makes npm install stop at once on an older Node, naming the Node it needs', async () => {
    // No old Node is needed to prove it: the same package.json and .npmrc, asking for a Node newer than
    // this one, must be refused before anything is installed. Offline: npm resolves the tree before it checks
    // engines, from its cache (filled by the install that precedes the tests), never from the registry.
    const dir = await mkdtemp(join(tmpdir(), 'node-version-'));
    work.push(dir);
    const manifest = JSON.parse(await readFile(join(ROOT, 'package.json'), 'utf8')) as Record<
      string,
      unknown
    >;
    const newer = `>=${Number.parseInt(process.versions.node, 10) + 1}.0`;
    await writeFile(
      join(dir, 'package.json'),
      JSON.stringify({ ...manifest, engines: { node: newer }, scripts: {}, devDependencies: {} }),
    );
    await copyFile(join(ROOT, '.npmrc'), join(dir, '.npmrc'));
    const output = await runCommand(
      'npm',
      ['install', '--offline', '--no-audit', '--no-fund', '--ignore-scripts'],
      {
        cwd: dir,
      },
    ).then(
      () => 'npm install succeeded',
      (error: unknown) => String(error),
    );
    expect(output).toContain('EBADENGINE');
    expect(output).toContain(`"node":"${newer}"`);
    expect(await readdir(dir)).not.toContain('node_modules');
  }, 60_000);
});
