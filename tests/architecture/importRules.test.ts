import { isBuiltin } from 'node:module';
import { describe, expect, it } from 'vitest';
import { EDGES, importsOf, PACKAGE_EDGES, SOURCES, show } from './readImports.ts';

const isTest = (file: string) => /\.(test|spec)\.tsx?$/.test(file);
/** Production code: what ships in the page, the Worker or the build. */
const isProduction = (file: string) => file.startsWith('src/') && !isTest(file);
const under = (folder: string) => (file: string) => file.startsWith(`${folder}/`);

/** The imports from files matching `from` to files matching `to`. */
const importsBetween = (from: (file: string) => boolean, to: (file: string) => boolean) =>
  EDGES.filter((edge) => from(edge.from) && to(edge.to)).map(show);

/** The files matching `start`, and every file they import, directly or through others. */
function reachedFrom(start: (file: string) => boolean): Set<string> {
  const reached = new Set(SOURCES.filter(start));
  for (const file of reached) {
    for (const edge of EDGES) if (edge.from === file) reached.add(edge.to);
  }
  return reached;
}

/** Node's built-in modules (`node:fs`, `crypto`) imported by `files`, as `file -> module`. */
const builtinsImportedBy = (files: Set<string>) =>
  PACKAGE_EDGES.filter((edge) => files.has(edge.from) && isBuiltin(edge.to)).map(show);

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
    expect(PACKAGE_EDGES.map(show)).toEqual(
      expect.arrayContaining([
        'src/lib/claimsBuild/sortAccountsByIndexKey.ts -> node:crypto',
        'src/worker/ChainReads.ts -> cloudflare:workers',
      ]),
    );
    expect(builtinsImportedBy(reachedFrom(under('src/integrations')))).toContain(
      'src/lib/claimsBuild/sortAccountsByIndexKey.ts -> node:crypto',
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

  it("lib/gateway is what the Worker runs: only itself, the contract and plain text helpers, never config, ENS, reads or Node's modules", () => {
    const gateway = (file: string) => isProduction(file) && under('src/lib/gateway')(file);
    const buildTime = ['src/lib/config', 'src/lib/ens', 'src/lib/reads'].map(under);
    expect(importsBetween(gateway, (file) => buildTime.some((folder) => folder(file)))).toEqual([]);
    expect(
      importsBetween(
        gateway,
        (file) =>
          !under('src/lib/gateway')(file) &&
          !under('src/lib/gatewayContract')(file) &&
          !under('src/lib/text')(file),
      ),
    ).toEqual([]);
    expect(builtinsImportedBy(reachedFrom(gateway))).toEqual([]);
  });

  it("the page's claims check reaches no Node module and nothing of the build's half", () => {
    const pageClaims = (file: string) => isProduction(file) && under('src/lib/claims')(file);
    expect([...reachedFrom(pageClaims)].filter(under('src/lib/claimsBuild'))).toEqual([]);
    expect(builtinsImportedBy(reachedFrom(pageClaims))).toEqual([]);
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
