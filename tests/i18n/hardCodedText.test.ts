import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  findHardCodedTextInAstro,
  findHardCodedTextInTs,
  findHardCodedTextInTsx,
} from '../../rig/i18n/findHardCodedText.ts';

const ROOT = join(import.meta.dirname, '..', '..');
const SOURCES = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', 'src'], {
  cwd: ROOT,
  encoding: 'utf8',
})
  .trim()
  .split('\n')
  .filter((file) => !/\.test\./.test(file));
const COMPONENTS = SOURCES.filter((file) => /\.(tsx|astro)$/.test(file));
/** The modules that write into the page's DOM themselves: the island's and the inline chooser's. */
const MODULES = SOURCES.filter((file) => /^src\/(islands|chooser)\/.*\.ts$/.test(file));

/** Where `file` writes words of its own, as `file:line text`. */
function hardCodedTextIn(file: string): string[] {
  const source = readFileSync(join(ROOT, file), 'utf8');
  const found = file.endsWith('.astro')
    ? findHardCodedTextInAstro(source)
    : [
        ...(file.endsWith('.tsx') ? findHardCodedTextInTsx(source, file) : []),
        ...findHardCodedTextInTs(source, file),
      ];
  return found.map(({ line, text }) => `${file}:${line} ${text}`);
}

describe('every word a component or module shows comes from a catalogue (src/i18n/)', () => {
  it('covers the island, the chooser and the pages', () => {
    expect(COMPONENTS.filter((file) => file.endsWith('.tsx')).length).toBeGreaterThan(10);
    expect(COMPONENTS.filter((file) => file.endsWith('.astro')).length).toBeGreaterThan(5);
    expect(MODULES.filter((file) => file.startsWith('src/islands/')).length).toBeGreaterThan(10);
    expect(MODULES.filter((file) => file.startsWith('src/chooser/')).length).toBeGreaterThan(0);
  });

  it.each([...COMPONENTS, ...MODULES])('%s writes no text of its own', (file) => {
    expect(hardCodedTextIn(file)).toEqual([]);
  });
});
