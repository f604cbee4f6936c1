/**
 * Refreshes the built-in wallet app list (src/walletApps/walletApps.json and its icons) from WalletConnect's
 * explorer API, when the owner asks: `npm run wallets:update [-- --count 12 --project-id <id> --api <url>
 * --out <folder>]`. Needs a project ID (PUBLIC_WALLETCONNECT_PROJECT_ID or --project-id) and internet. Every
 * wallet and icon is fetched and checked before anything is written, so a failed run changes nothing.
 */
import { mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { join, relative, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { formatConfigIssues } from '../src/lib/config/formatConfigIssues.ts';
import { checkWalletIcon } from '../src/lib/wallet/checkWalletIcon.ts';
import { describeWalletAppChanges } from '../src/lib/wallet/describeWalletAppChanges.ts';
import { parseWalletApps } from '../src/lib/wallet/parseWalletApps.ts';
import {
  explorerAnswerSchema,
  toWalletApps,
  type WalletAppCandidate,
} from '../src/lib/wallet/toWalletApps.ts';
import { MAX_ICON_BYTES, MAX_WALLET_APPS, type WalletApp } from '../src/lib/wallet/walletAppSchema.ts';

const DEFAULT_API = 'https://explorer-api.walletconnect.com';
const PROJECT_ID_ENV = 'PUBLIC_WALLETCONNECT_PROJECT_ID';
const DEFAULT_OUT = join(import.meta.dirname, '..', 'src', 'walletApps');
/** Wallets asked for in the one page read: room for those left out before `--count` are kept. */
const PAGE_ENTRIES = 100;
const TIMEOUT_MS = 30_000;

/** What the owner asked for. */
interface Options {
  api: string;
  out: string;
  count: number;
  projectId: string;
}

/** An icon ready to write: its file name and bytes. */
interface IconFile {
  name: string;
  bytes: Uint8Array;
}

/** The command line's options, with the project ID from the flag or the environment. */
function readOptions(): Options {
  const { values } = parseArgs({
    options: {
      api: { type: 'string', default: DEFAULT_API },
      out: { type: 'string', default: DEFAULT_OUT },
      count: { type: 'string', default: '12' },
      'project-id': { type: 'string' },
    },
  });
  const count = Number(values.count);
  if (!Number.isInteger(count) || count < 1 || count > MAX_WALLET_APPS) {
    throw new Error(`--count must be a whole number from 1 to ${MAX_WALLET_APPS}`);
  }
  const projectId = (values['project-id'] ?? process.env[PROJECT_ID_ENV] ?? '').trim();
  if (projectId === '') {
    throw new Error(
      `No WalletConnect project ID: set ${PROJECT_ID_ENV} or pass --project-id <id> (from https://dashboard.reown.com).`,
    );
  }
  if (!/^[0-9a-fA-F]{32}$/.test(projectId))
    throw new Error('The project ID must be 32 hexadecimal characters.');
  return { api: values.api.replace(/\/+$/, ''), out: resolve(values.out), count, projectId };
}

/** A URL as it may be printed: without its query (which carries the project ID). */
const shown = (url: string) => url.split('?')[0] ?? url;

/** GETs `url`; rejects, naming `what` and the URL, when it cannot be reached or answers other than 2xx. */
async function fetchOk(url: string, what: string): Promise<Response> {
  const response = await fetch(url, { signal: AbortSignal.timeout(TIMEOUT_MS) }).catch((error: unknown) => {
    throw new Error(`${what}: ${shown(url)} could not be reached (${String(error)})`);
  });
  if (!response.ok) throw new Error(`${what}: HTTP ${response.status} from ${shown(url)}`);
  return response;
}

/** The explorer's list of wallets (one page), checked for the shape the list needs. */
async function fetchAnswer(options: Options) {
  const query = new URLSearchParams({
    projectId: options.projectId,
    entries: String(PAGE_ENTRIES),
    page: '1',
    platforms: 'ios,android',
  });
  const url = `${options.api}/v3/wallets?${query}`;
  const body: unknown = await (await fetchOk(url, 'The wallet list')).json().catch(() => null);
  const answer = explorerAnswerSchema.safeParse(body);
  if (!answer.success) {
    throw new Error(
      `The wallet list from ${shown(url)} is not the explorer's answer:\n${formatConfigIssues(answer.error.issues)}`,
    );
  }
  return answer.data;
}

/** One wallet's icon: fetched, at most MAX_ICON_BYTES, and a safe image; its file name takes the type found. */
async function fetchIcon(candidate: WalletAppCandidate): Promise<IconFile> {
  const what = `The icon of ${candidate.app.name}`;
  const response = await fetchOk(candidate.iconUrl, what);
  const chunks: Uint8Array[] = [];
  let size = 0;
  if (response.body) {
    for await (const chunk of response.body) {
      chunks.push(chunk);
      size += chunk.length;
      if (size > MAX_ICON_BYTES) throw new Error(`${what} is over the ${MAX_ICON_BYTES}-byte cap`);
    }
  }
  const bytes = Buffer.concat(chunks);
  const check = checkWalletIcon(bytes);
  if ('problem' in check)
    throw new Error(`${what} (${shown(candidate.iconUrl)}) cannot be used: ${check.problem}`);
  return { name: `${candidate.iconName}.${check.extension}`, bytes };
}

/** A refreshed list ready to write: where, the entries, their icons, and what the run has to say. */
interface Update {
  out: string;
  apps: WalletApp[];
  icons: IconFile[];
  report: string[];
}

/** Fetches and checks everything, in memory: the explorer's list, the wallets kept, each one's icon. */
async function prepareUpdate(options: Options): Promise<Update> {
  const source = `WalletConnect explorer API, ${new Date().toISOString().slice(0, 10)}`;
  const { picked, skipped } = toWalletApps(await fetchAnswer(options), { ...options, source });
  const icons = await Promise.all(picked.map(fetchIcon));
  const apps = parseWalletApps(picked.map(({ app }, index) => ({ ...app, icon: icons[index]?.name })));
  const report = [
    ...skipped.map(({ name, reason }) => `skipped ${name}: ${reason}`),
    ...(apps.length < options.count ? [`only ${apps.length} of ${options.count} wallets qualified`] : []),
  ];
  return { out: options.out, apps, icons, report };
}

/** The list committed in `out` now, or an empty one when there is none or it cannot be read. */
async function readCurrentList(out: string): Promise<WalletApp[]> {
  try {
    return parseWalletApps(JSON.parse(await readFile(join(out, 'walletApps.json'), 'utf8')));
  } catch {
    return [];
  }
}

/** Writes the icons that are new or differ, then the list, then removes the icons it no longer uses. */
async function writeUpdate({ out, apps, icons }: Update): Promise<string[]> {
  const folder = join(out, 'icons');
  await mkdir(folder, { recursive: true });
  const before = new Set(await readdir(folder));
  const lines: string[] = [];
  for (const icon of icons) {
    const old = before.has(icon.name) ? await readFile(join(folder, icon.name)) : null;
    if (old?.equals(icon.bytes)) continue;
    await writeFile(join(folder, icon.name), icon.bytes);
    lines.push(old ? `~ icons/${icon.name} (new image)` : `+ icons/${icon.name}`);
  }
  const listFile = join(out, 'walletApps.json');
  await writeFile(`${listFile}.tmp`, `${JSON.stringify(apps, null, 2)}\n`);
  await rename(`${listFile}.tmp`, listFile);
  for (const name of [...before].filter((file) => !icons.some((icon) => icon.name === file))) {
    await rm(join(folder, name));
    lines.push(`- icons/${name}`);
  }
  return lines;
}

/** Prints why the run failed and what it left behind, and makes the exit code say so. */
function fail(error: unknown, left: string): void {
  console.error(`wallets:update failed: ${error instanceof Error ? error.message : String(error)}`);
  console.error(left);
  process.exitCode = 1;
}

let update: Update | undefined;
try {
  update = await prepareUpdate(readOptions());
} catch (error) {
  fail(error, 'Nothing was written.');
}
if (update) {
  const where = relative(process.cwd(), update.out) || '.';
  try {
    const changes = describeWalletAppChanges(await readCurrentList(update.out), update.apps);
    const iconChanges = await writeUpdate(update);
    for (const line of update.report) console.log(line);
    console.log([...changes, ...iconChanges].join('\n') || 'The list and its icons are unchanged.');
    console.log(`Wrote ${update.apps.length} wallet apps to ${where}.`);
    console.log(`Before committing, check each new icon's licence and update ${join(where, 'SOURCES.md')}.`);
  } catch (error) {
    fail(error, `Writing ${where} stopped part way: see git status.`);
  }
}
