import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { addModuleHints, type ModuleHints } from '../lib/html/addModuleHints.ts';
import { moduleClosure } from '../lib/html/moduleClosure.ts';
import { WALLETCONNECT_CHUNK_FILE } from './clientChunks.ts';
import { listHtmlFiles } from './listHtmlFiles.ts';

/** Where Astro writes the client's chunks, as the pages name them. */
const CHUNKS_URL = '/_astro/';
/**
 * The entries of the account views, one account's and many's: the island imports one of them once there is an
 * account to show.
 */
const ACCOUNT_ENTRY = /^Accounts?View\.[\w-]+\.js$/;
/** The account view's stylesheet (src/islands/account/accountView.css), loaded with its code. */
const ACCOUNT_STYLES = /^accountView\.[\w-]+\.css$/;
/** The entries of WalletConnect's pairing and its view: the island imports them on intent. */
const WALLETCONNECT_ENTRIES = [WALLETCONNECT_CHUNK_FILE, /^WalletConnectView\.[\w-]+\.js$/];

/** Reads the built chunks and pages of `outDir` and works out what each hint names. */
async function collectModuleHints(outDir: string): Promise<ModuleHints & { missing: boolean }> {
  const chunkDir = join(outDir, CHUNKS_URL);
  const files = await readdir(chunkDir).catch(() => []);
  const names = files.filter((name) => name.endsWith('.js'));
  const accountStyles = files.filter((name) => ACCOUNT_STYLES.test(name));
  const code = new Map(
    await Promise.all(
      names.map(async (name) => [name, await readFile(join(chunkDir, name), 'utf8')] as const),
    ),
  );
  const closure = (name: string) => moduleClosure(name, (chunk) => code.get(chunk));
  const islands = new Map<string, string[]>();
  for (const file of await listHtmlFiles(outDir)) {
    for (const [, component = '', renderer = ''] of (await readFile(file, 'utf8')).matchAll(
      /<astro-island\b[^>]*\bcomponent-url="([^"]+)"[^>]*\brenderer-url="([^"]+)"/g,
    )) {
      const chunks = [component, renderer].map((url) => url.slice(CHUNKS_URL.length));
      islands.set(component, [...new Set(chunks.flatMap(closure))]);
    }
  }
  const islandChunks = new Set([...islands.values()].flat());
  const beyondIsland = (entries: readonly string[]) =>
    [...new Set(entries.flatMap(closure))].filter((name) => !islandChunks.has(name));
  const walletConnectEntries = names.filter((name) =>
    WALLETCONNECT_ENTRIES.some((entry) => entry.test(name)),
  );
  const accountEntries = names.filter((name) => ACCOUNT_ENTRY.test(name));
  const messages = findMessageChunks(code.values());
  return {
    base: CHUNKS_URL,
    islands,
    account: beyondIsland(accountEntries),
    accountStyles,
    walletConnect: beyondIsland(walletConnectEntries),
    messages,
    missing:
      walletConnectEntries.length < WALLETCONNECT_ENTRIES.length ||
      accountEntries.length === 0 ||
      accountStyles.length === 0 ||
      messages.size === 0,
  };
}

/**
 * Each language's chunk of panel words, by locale: the island's loader (src/islands/i18n/loadPanelMessages.ts)
 * compiles to a map from each catalogue's source path to a dynamic import of its chunk, which names both.
 */
function findMessageChunks(chunks: Iterable<string>): Map<string, string> {
  const found = new Map<string, string>();
  for (const text of chunks) {
    for (const [, locale = '', chunk = ''] of text.matchAll(
      /i18n\/panel\/([\w-]+)\.ts["'`]\s*:[\s\S]*?import\(\s*["'`]\.\/([\w.-]+\.js)["'`]\s*\)/g,
    )) {
      found.set(locale, chunk);
    }
  }
  return found;
}

/**
 * After the build, writes into every page which chunks its island, its account view and WalletConnect need
 * (see src/lib/html/addModuleHints.ts), so that on intent they are fetched side by side rather than one import
 * after another: a slow phone waited about a second for WalletConnect's code to start downloading after React
 * had hydrated. Nothing is fetched before intent.
 */
export function writeModuleHints(): AstroIntegration {
  return {
    name: 'module-hints',
    hooks: {
      'astro:build:done': async ({ dir, logger }) => {
        const outDir = fileURLToPath(dir);
        const { missing, ...hints } = await collectModuleHints(outDir);
        if (missing)
          logger.warn(
            'the account view, its stylesheet, WalletConnect or language chunks were not found: fewer hints',
          );
        for (const file of await listHtmlFiles(outDir)) {
          const html = await readFile(file, 'utf8');
          const hinted = addModuleHints(html, hints);
          if (hinted !== html) await writeFile(file, hinted);
        }
        logger.info(
          `module hints: ${new Set([...hints.islands.values()].flat()).size} island, ${hints.account.length} account (and ${hints.accountStyles.length} stylesheet), ${hints.walletConnect.length} WalletConnect chunk(s), ${hints.messages.size} language(s)`,
        );
      },
    },
  };
}
