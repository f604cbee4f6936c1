import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { dirname, join, normalize } from 'node:path';
import ts from 'typescript';
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

/** The relative imports of one file, as repository paths. */
const importsOf = (from: string, text: string): ImportEdge[] =>
  scriptsOf(from, text)
    .flatMap((script) => specifiersOf(from, script))
    .filter((specifier) => /^\.{1,2}\//.test(specifier))
    .map((specifier) => ({ from, to: normalize(join(dirname(from), specifier)) }));

/** Every relative import (static, dynamic and type-only) of the repository's sources. */
const EDGES: ImportEdge[] = SOURCES.flatMap((from) =>
  importsOf(from, readFileSync(join(ROOT, from), 'utf8')),
);

const isTest = (file: string) => /\.(test|spec)\.ts$/.test(file);
/** Production code: what ships in the page, the Worker or the build. */
const isProduction = (file: string) => file.startsWith('src/') && !isTest(file);
const under = (folder: string) => (file: string) => file.startsWith(`${folder}/`);
const show = ({ from, to }: ImportEdge) => `${from} -> ${to}`;

/** The imports from files matching `from` to files matching `to`. */
const importsBetween = (from: (file: string) => boolean, to: (file: string) => boolean) =>
  EDGES.filter((edge) => from(edge.from) && to(edge.to)).map(show);

describe('the imports these rules judge', () => {
  it('are read in every form, with either quote, from .ts, .tsx and .astro files', () => {
    const script = [
      'import a from "./double.ts";',
      "import { b } from './single.ts';",
      "import type { C } from '../typeOnly.ts';",
      "import './sideEffect.css';",
      "export { d } from './reexported.ts';",
      "export * from './everything.ts';",
      'const e = () => import("./dynamic.ts");',
      'const f = import(`./template.ts`);',
      "let g: typeof import('./inType.tsx');",
      "const h = <div>{'./notAnImport.ts'}</div>; /* import './commented.ts' */",
      "import { i } from 'a-package';",
    ].join('\n');
    expect(importsOf('src/x/file.tsx', script).map(({ to }) => to)).toEqual([
      'src/x/double.ts',
      'src/x/single.ts',
      'src/typeOnly.ts',
      'src/x/sideEffect.css',
      'src/x/reexported.ts',
      'src/x/everything.ts',
      'src/x/dynamic.ts',
      'src/x/template.ts',
      'src/x/inType.tsx',
    ]);
    const astro = `---\nimport Page from '../components/Page.astro';\n---\n<Page />\n<script>import "../lib/run.ts";</script>\n`;
    expect(importsOf('src/pages/index.astro', astro).map(({ to }) => to)).toEqual([
      'src/components/Page.astro',
      'src/lib/run.ts',
    ]);
  });

  it('are found in the repository: a plausible number, and known ones of each kind', () => {
    expect(EDGES.length).toBeGreaterThan(2 * SOURCES.length);
    const seen = EDGES.map(show);
    expect(seen).toEqual(
      expect.arrayContaining([
        'src/islands/WalletPanel.tsx -> src/chooser/chooserContract.ts',
        'src/islands/WalletPanel.tsx -> src/lib/i18n/locales.ts',
        'src/islands/WalletPanel.tsx -> src/islands/walletPanel.css',
        'src/islands/wallet/loadWalletConnection.ts -> src/islands/wallet/createInjectedConnection.ts',
        'src/islands/wallet/walletconnect/WalletConnectPortal.tsx -> src/islands/wallet/walletconnect/WalletConnectView.tsx',
        'src/pages/index.astro -> src/components/pages/HomePage.astro',
        'src/components/pages/HomePage.astro -> src/islands/WalletPanel.tsx',
      ]),
    );
  });
});

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

  it('the inline chooser imports only itself and lib: nothing of the island, which it talks to through its contract', () => {
    expect(
      importsBetween(
        (file) => isProduction(file) && under('src/chooser')(file),
        (file) => !under('src/chooser')(file) && !under('src/lib')(file),
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
