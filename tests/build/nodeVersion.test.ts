import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '..', '..');

/** The lowest version a `>=MAJOR.MINOR` range allows, as [major, minor]. */
function lowestAllowed(range: string): [number, number] {
  const match = /^>=(\d+)\.(\d+)$/.exec(range);
  if (!match) throw new Error(`engines.node is not of the form >=MAJOR.MINOR: ${range}`);
  return [Number(match[1]), Number(match[2])];
}

describe('the supported Node', () => {
  it('is declared once: package.json engines, and .nvmrc a version that satisfies it', async () => {
    const { engines } = JSON.parse(await readFile(join(ROOT, 'package.json'), 'utf8')) as {
      engines: { node: string };
    };
    const [major, minor] = lowestAllowed(engines.node);
    expect([major, minor]).toEqual([22, 12]);
    const nvmrc = (await readFile(join(ROOT, '.nvmrc'), 'utf8')).trim();
    const [nvmMajor = Number.NaN, nvmMinor = 0] = nvmrc.replace(/^v/, '').split('.').map(Number);
    expect(nvmMajor > major || (nvmMajor === major && nvmMinor >= minor)).toBe(true);
  });

  it('is enforced by npm: .npmrc turns engine-strict on', async () => {
    const npmrc = await readFile(join(ROOT, '.npmrc'), 'utf8');
    expect(npmrc).toMatch(/^engine-strict=true$/m);
  });
});
