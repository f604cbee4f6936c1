import { mkdirSync, mkdtempSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { isAppError } from '../lib/errors/AppError.ts';
import { type BuiltChunk, findMisplacedModules, MODULE_GROUPS, toChunkGroups } from './clientChunks.ts';

const ROOT = realpathSync(join(import.meta.dirname, '..', '..'));
const NAMED = MODULE_GROUPS.flatMap((group) => group.modules.map((path) => ({ group: group.name, path })));

/** A project of empty files at `paths`, as a build would see it. */
function projectWith(paths: readonly string[]): string {
  const root = realpathSync(mkdtempSync(join(tmpdir(), 'client-chunks-')));
  for (const path of paths) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), '');
  }
  return root;
}

const made: string[] = [];
afterAll(() => {
  for (const root of made) rmSync(root, { recursive: true, force: true });
});

/** The group of `toChunkGroups(root)` that captures the module with id `id`, by priority, or null. */
function groupOf(root: string, id: string): string | null {
  const groups = toChunkGroups(root).filter((group) => group.test);
  const matching = groups.filter(({ test }) => (typeof test === 'function' ? test(id) : test?.test(id)));
  return matching.sort((a, b) => b.priority - a.priority)[0]?.name ?? null;
}

describe('the chunk groups keyed on the project’s modules', () => {
  it('name files that exist: a module moved or renamed fails here before a build does', () => {
    expect(NAMED.length).toBeGreaterThan(0);
    expect(() => toChunkGroups(ROOT)).not.toThrow();
  });

  it('capture exactly their files, as a bundler names them, and not a neighbour with a like name', () => {
    for (const { group, path } of NAMED) {
      expect(groupOf(ROOT, join(ROOT, path)), path).toBe(group);
      expect(groupOf(ROOT, `${join(ROOT, path)}?v=1`), path).toBe(group);
      expect(groupOf(ROOT, join(ROOT, path.replace(/\.ts$/, '.test.ts'))), path).toBeNull();
      expect(groupOf(ROOT, join(ROOT, 'copy', path)), path).toBeNull();
    }
  });

  it('follow the project they build: the same paths under another root', () => {
    const root = projectWith(NAMED.map(({ path }) => path));
    made.push(root);
    for (const { group, path } of NAMED) {
      expect(groupOf(root, join(root, path)), path).toBe(group);
      expect(groupOf(root, join(ROOT, path)), path).toBeNull();
    }
  });

  it('stop the build when a file they name is gone, naming it', () => {
    const [gone, ...kept] = NAMED.map(({ path }) => path);
    const root = projectWith(kept);
    made.push(root);
    let thrown: unknown;
    try {
      toChunkGroups(root);
    } catch (error) {
      thrown = error;
    }
    expect(isAppError(thrown, 'BUILD_CHUNKS_INVALID')).toBe(true);
    expect((thrown as Error).message).toContain(gone);
  });
});

describe('findMisplacedModules', () => {
  const placed = (moved?: { path: string; to: string | null }): BuiltChunk[] => {
    const chunks = new Map<string, string[]>([['panel', [join(ROOT, 'src/islands/WalletPanel.tsx')]]]);
    for (const { group, path } of NAMED) {
      const to = moved?.path === path ? moved.to : group;
      if (to) chunks.set(to, [...(chunks.get(to) ?? []), join(ROOT, path)]);
    }
    return [...chunks].map(([name, moduleIds]) => ({ name, moduleIds }));
  };

  it('finds nothing when each module sits in its group’s chunk', () => {
    expect(findMisplacedModules(ROOT, placed())).toEqual([]);
  });

  it('names a module that another chunk took, and one the build left out', () => {
    const first = NAMED[0] ?? { group: '', path: '' };
    expect(findMisplacedModules(ROOT, placed({ path: first.path, to: 'panel' }))).toEqual([
      `${first.path} is in the chunk "panel", not "${first.group}"`,
    ]);
    expect(findMisplacedModules(ROOT, placed({ path: first.path, to: null }))).toEqual([
      `${first.path} is in no chunk, not "${first.group}"`,
    ]);
  });
});
