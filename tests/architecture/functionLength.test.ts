import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '..', '..');
/** Folders whose functions stay short enough to read at a glance. */
const FOLDERS = ['src/islands/wallet', 'src/chooser'];
const MAX_LINES = 80;

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
  it(`no function in ${FOLDERS.join(' or ')} is longer than ${MAX_LINES} lines`, () => {
    const files = execFileSync('git', ['ls-files', ...FOLDERS], { cwd: ROOT, encoding: 'utf8' })
      .trim()
      .split('\n')
      .filter((file) => /\.tsx?$/.test(file) && !file.endsWith('.test.ts'));
    expect(files.length).toBeGreaterThan(0);
    expect(files.flatMap(longFunctions)).toEqual([]);
  });
});
