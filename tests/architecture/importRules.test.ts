import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { dirname, join, normalize } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '..', '..');
const SOURCES = execFileSync('git', ['ls-files', 'src', 'rig', 'tests', 'bench', 'scripts'], {
  cwd: ROOT,
  encoding: 'utf8',
})
  .trim()
  .split('\n')
  .filter((file) => /\.(ts|tsx|astro|mjs)$/.test(file));

/** One import: the importing file and the repository path it names. */
interface ImportEdge {
  from: string;
  to: string;
}

/** Every relative import (static, dynamic and type-only) of the repository's sources. */
const EDGES: ImportEdge[] = SOURCES.flatMap((from) =>
  [...readFileSync(join(ROOT, from), 'utf8').matchAll(/(?:from|import)\s*\(?\s*'(\.{1,2}\/[^']+)'/g)].map(
    ([, specifier = '']) => ({ from, to: normalize(join(dirname(from), specifier)) }),
  ),
);

const isTest = (file: string) => /\.(test|spec)\.ts$/.test(file);
/** Production code: what ships in the page, the Worker or the build. */
const isProduction = (file: string) => file.startsWith('src/') && !isTest(file);
const under = (folder: string) => (file: string) => file.startsWith(`${folder}/`);
const show = ({ from, to }: ImportEdge) => `${from} -> ${to}`;

/** The imports from files matching `from` to files matching `to`. */
const importsBetween = (from: (file: string) => boolean, to: (file: string) => boolean) =>
  EDGES.filter((edge) => from(edge.from) && to(edge.to)).map(show);

describe('imports run one way', () => {
  it('production code never imports the rig or the tests', () => {
    expect(importsBetween(isProduction, (file) => under('rig')(file) || under('tests')(file))).toEqual([]);
  });

  it('lib code imports only lib: never the island, the chooser, pages or components (its tests use the rig)', () => {
    expect(
      importsBetween(isProduction, (file) => !under('src/lib')(file)).filter((edge) =>
        edge.startsWith('src/lib/'),
      ),
    ).toEqual([]);
  });

  it("the page's transport and the gateway's rules share only their contract", () => {
    expect(importsBetween(under('src/lib/rpc'), under('src/lib/gateway'))).toEqual([]);
    expect(importsBetween(under('src/lib/gateway'), under('src/lib/rpc'))).toEqual([]);
  });

  it('the Worker pulls in only the gateway and its contract', () => {
    const allowed = (file: string) =>
      under('src/lib/gateway')(file) || under('src/lib/gatewayContract')(file);
    expect(
      importsBetween(under('src/worker'), (file) => !under('src/worker')(file) && !allowed(file)),
    ).toEqual([]);
  });

  it('the catalogues are words and their types: they import only each other and lib', () => {
    expect(
      importsBetween(
        (file) => isProduction(file) && under('src/i18n')(file),
        (file) => !under('src/i18n')(file) && !under('src/lib')(file),
      ),
    ).toEqual([]);
  });

  it('no two folders of lib import each other, directly or around a loop', () => {
    const folderOf = (file: string) => file.split('/').slice(0, 3).join('/');
    const graph = new Map<string, Set<string>>();
    for (const { from, to } of EDGES) {
      if (isTest(from) || !under('src/lib')(from) || !under('src/lib')(to)) continue;
      const [a, b] = [folderOf(from), folderOf(to)];
      if (a !== b) graph.set(a, (graph.get(a) ?? new Set()).add(b));
    }
    const reaches = (start: string, goal: string, seen = new Set<string>()): boolean =>
      [...(graph.get(start) ?? [])].some(
        (next) => next === goal || (!seen.has(next) && reaches(next, goal, seen.add(next))),
      );
    expect([...graph.keys()].filter((folder) => reaches(folder, folder))).toEqual([]);
  });
});
