import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { dirname, join, normalize } from 'node:path';
import ts from 'typescript';

const ROOT = join(import.meta.dirname, '..', '..');
/** The repository's sources: every .ts, .tsx, .astro and .mjs file of src, rig, tests, bench and scripts. */
export const SOURCES = execFileSync('git', ['ls-files', 'src', 'rig', 'tests', 'bench', 'scripts'], {
  cwd: ROOT,
  encoding: 'utf8',
})
  .trim()
  .split('\n')
  .filter((file) => /\.(ts|tsx|astro|mjs)$/.test(file));

/** One import: the importing file and the repository path it names. */
export interface ImportEdge {
  from: string;
  to: string;
}

/** The script of a source file: all of it, or an `.astro` file's frontmatter and its `<script>` bodies. */
function scriptsOf(file: string, text: string): string[] {
  if (!file.endsWith('.astro')) return [text];
  const frontmatter = /^---\r?\n([\s\S]*?)\r?\n---/.exec(text)?.[1] ?? '';
  const scripts = [...text.matchAll(/<script\b[^>]*>([\s\S]*?)<\/script>/g)].map(([, body = '']) => body);
  return [frontmatter, ...scripts];
}

/** The module a node names, when it is an import or `export … from` of any kind. */
function moduleNamedBy(node: ts.Node): ts.Node | undefined {
  if (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) return node.moduleSpecifier;
  if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
    return node.arguments[0];
  }
  if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument)) return node.argument.literal;
  return undefined;
}

/**
 * Every module `script` names, parsed as TypeScript (JSX in `.tsx`): static, type-only and side-effect imports,
 * `export … from`, `import()` of a plain string and `import('…')` types. Comments and other strings are not
 * imports.
 */
function specifiersOf(file: string, script: string): string[] {
  const kind = file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const source = ts.createSourceFile(file, script, ts.ScriptTarget.Latest, false, kind);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    const named = moduleNamedBy(node);
    if (named && ts.isStringLiteralLike(named)) found.push(named.text);
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

const isRelative = (specifier: string) => /^\.{1,2}\//.test(specifier);

/** The relative imports of one file, as repository paths. */
export const importsOf = (from: string, text: string): ImportEdge[] =>
  scriptsOf(from, text)
    .flatMap((script) => specifiersOf(from, script))
    .filter(isRelative)
    .map((specifier) => ({ from, to: normalize(join(dirname(from), specifier)) }));

/** The packages and runtime built-ins one file imports, as named (`ethers`, `node:crypto`). */
export const packagesOf = (from: string, text: string): ImportEdge[] =>
  scriptsOf(from, text)
    .flatMap((script) => specifiersOf(from, script))
    .filter((specifier) => !isRelative(specifier))
    .map((to) => ({ from, to }));

const TEXTS = new Map(SOURCES.map((file) => [file, readFileSync(join(ROOT, file), 'utf8')]));
/** Every relative import (static, dynamic and type-only) of the repository's sources. */
export const EDGES: ImportEdge[] = SOURCES.flatMap((from) => importsOf(from, TEXTS.get(from) ?? ''));
/** Every import of a package or a built-in module by the repository's sources. */
export const PACKAGE_EDGES: ImportEdge[] = SOURCES.flatMap((from) => packagesOf(from, TEXTS.get(from) ?? ''));

/** An import as `from -> to`. */
export const show = ({ from, to }: ImportEdge) => `${from} -> ${to}`;
