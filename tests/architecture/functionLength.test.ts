import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '..', '..');
const MAX_LINES = 80;

/**
 * The production code whose functions stay short enough to read at a glance: every TypeScript module under
 * `src/`, tests left out. The words' catalogues (`src/i18n/**`) are held too: they are data, objects of
 * messages, so a long catalogue holds no long function.
 */
const productionFiles = () =>
  execFileSync('git', ['ls-files', 'src'], { cwd: ROOT, encoding: 'utf8' })
    .trim()
    .split('\n')
    .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file));

/** Every function in `file` longer than {@link MAX_LINES}, as `file:line name (n lines)`. */
function longFunctions(file: string): string[] {
  const text = readFileSync(join(ROOT, file), 'utf8');
  const kind = file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, kind);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isFunctionLike(node) && 'body' in node && node.body) {
      const first = source.getLineAndCharacterOfPosition(node.getStart()).line;
      const lines = source.getLineAndCharacterOfPosition(node.getEnd()).line - first + 1;
      const name = 'name' in node && node.name ? node.name.getText() : '(anonymous)';
      if (lines > MAX_LINES) found.push(`${file}:${first + 1} ${name} (${lines} lines)`);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

describe('function length', () => {
  it(`no function in src/ is longer than ${MAX_LINES} lines`, () => {
    const files = productionFiles();
    expect(files.length).toBeGreaterThan(0);
    const long = files.flatMap(longFunctions);
    expect(long, `functions longer than ${MAX_LINES} lines:\n${long.join('\n')}\n`).toEqual([]);
  });
});
