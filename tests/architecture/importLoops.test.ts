import { describe, expect, it } from 'vitest';
import { EDGES, type ImportEdge, importsOf, SOURCES } from './readImports.ts';

/**
 * The import loops of a graph: each strongly connected component of two files or more, and each file that
 * imports itself, as its files in order (Tarjan's algorithm, iterative so a deep chain cannot overflow the stack).
 */
function findImportLoops(edges: readonly ImportEdge[]): string[][] {
  const next = new Map<string, string[]>();
  for (const { from, to } of edges) next.set(from, [...(next.get(from) ?? []), to]);
  const order = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const loops: string[][] = [];
  const visit = (start: string) => {
    const path: { file: string; rest: string[] }[] = [];
    const enter = (file: string) => {
      order.set(file, order.size);
      low.set(file, order.get(file) ?? 0);
      stack.push(file);
      onStack.add(file);
      path.push({ file, rest: [...(next.get(file) ?? [])] });
    };
    enter(start);
    while (path.length > 0) {
      const top = path[path.length - 1];
      if (!top) break;
      const target = top.rest.shift();
      if (target !== undefined) {
        if (!order.has(target)) enter(target);
        else if (onStack.has(target))
          low.set(top.file, Math.min(low.get(top.file) ?? 0, order.get(target) ?? 0));
        continue;
      }
      path.pop();
      const parent = path[path.length - 1];
      if (parent) low.set(parent.file, Math.min(low.get(parent.file) ?? 0, low.get(top.file) ?? 0));
      if (low.get(top.file) !== order.get(top.file)) continue;
      const component: string[] = [];
      let member: string | undefined;
      do {
        member = stack.pop();
        if (member === undefined) break;
        onStack.delete(member);
        component.push(member);
      } while (member !== top.file);
      const selfImport = next.get(top.file)?.includes(top.file) ?? false;
      if (component.length > 1 || selfImport) loops.push(component.sort());
    }
  };
  for (const file of next.keys()) if (!order.has(file)) visit(file);
  return loops;
}

const KNOWN = new Set(SOURCES);
/** Imports between the repository's own sources (a stylesheet or JSON file cannot close a loop). */
const SOURCE_EDGES = EDGES.filter(({ to }) => KNOWN.has(to));

describe('the loop finder', () => {
  it('finds a two-file loop through a type, a longer loop, and a file that imports itself; not a diamond', () => {
    const edges = [
      ['src/a.ts', "import type { B } from './b.ts';"],
      ['src/b.ts', 'import { a } from "./a.ts";'],
      ['rig/x.ts', "import { y } from './y.ts';"],
      ['rig/y.ts', "const z = () => import('./z.ts');"],
      ['rig/z.ts', "export { x } from './x.ts';"],
      ['tests/self.ts', "import './self.ts';"],
      ['bench/top.ts', "import './left.ts';\nimport './right.ts';"],
      ['bench/left.ts', "import './bottom.ts';"],
      ['bench/right.ts', "import './bottom.ts';"],
    ].flatMap(([file = '', text = '']) => importsOf(file, text));
    expect(findImportLoops(edges).sort()).toEqual([
      ['rig/x.ts', 'rig/y.ts', 'rig/z.ts'],
      ['src/a.ts', 'src/b.ts'],
      ['tests/self.ts'],
    ]);
  });
});

describe('import loops', () => {
  it('are judged on the whole repository: src, rig, bench, scripts and tests, with a plausible number of imports', () => {
    expect(SOURCE_EDGES.length).toBeGreaterThan(2 * SOURCES.length);
    for (const folder of ['src/', 'rig/', 'bench/', 'scripts/', 'tests/']) {
      expect(SOURCE_EDGES.some(({ from }) => from.startsWith(folder))).toBe(true);
    }
  });

  it('none: no file imports itself, directly or around a loop, not even for a type', () => {
    expect(findImportLoops(SOURCE_EDGES)).toEqual([]);
  });
});
