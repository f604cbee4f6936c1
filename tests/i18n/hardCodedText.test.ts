import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { findHardCodedTextInAstro, findHardCodedTextInTsx } from '../../rig/i18n/findHardCodedText.ts';

const ROOT = join(import.meta.dirname, '..', '..');
const COMPONENTS = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', 'src'], {
  cwd: ROOT,
  encoding: 'utf8',
})
  .trim()
  .split('\n')
  .filter((file) => /\.(tsx|astro)$/.test(file) && !/\.test\./.test(file));

describe('every word a component shows comes from a catalogue (src/i18n/)', () => {
  it('covers the island and the pages', () => {
    expect(COMPONENTS.filter((file) => file.endsWith('.tsx')).length).toBeGreaterThan(10);
    expect(COMPONENTS.filter((file) => file.endsWith('.astro')).length).toBeGreaterThan(5);
  });

  it.each(COMPONENTS)('%s writes no text of its own', (file) => {
    const source = readFileSync(join(ROOT, file), 'utf8');
    const found = file.endsWith('.tsx')
      ? findHardCodedTextInTsx(source, file)
      : findHardCodedTextInAstro(source);
    expect(found.map(({ line, text }) => `${file}:${line} ${text}`)).toEqual([]);
  });
});
