import { spawn } from 'node:child_process';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { loadFileTree } from '../../rig/site/loadFileTree.ts';
import { PNG_1PX } from '../../rig/walletApi/routeWalletApi.ts';
import {
  type ExplorerApi,
  type ExplorerReply,
  startExplorerApi,
} from '../../rig/walletApi/startExplorerApi.ts';
import { parseWalletApps } from '../../src/lib/wallet/parseWalletApps.ts';
import { MAX_ICON_BYTES, type WalletApp } from '../../src/lib/wallet/walletAppSchema.ts';

/**
 * `npm run wallets:update` as the owner runs it (the real script in a child process), against a stand-in for
 * WalletConnect's explorer API serving a recorded answer (rig/walletApi/explorerWalletsAnswer.json) and icons
 * of the test's own. It writes into a folder of each test's own, never src/walletApps.
 */

const ROOT = join(import.meta.dirname, '..', '..');
const PROJECT_ID = '0123456789abcdef0123456789abcdef';

/** The fields of a recorded listing this test reads. */
interface Listing {
  id: string;
  name: string;
  image_id: string;
}
const ANSWER = JSON.parse(
  await readFile(join(ROOT, 'rig', 'walletApi', 'explorerWalletsAnswer.json'), 'utf8'),
) as { listings: Record<string, Listing> };
const LISTINGS = Object.values(ANSWER.listings);
const listingNamed = (name: string) => LISTINGS.find((listing) => listing.name === name) as Listing;

const svgNaming = (name: string) =>
  Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1 1"><title>${name}</title></svg>`);
/** The icons served: a PNG for the first wallet, an SVG naming the wallet for every other. */
const ICONS = new Map(
  LISTINGS.map((listing, index) => [listing.image_id, index === 0 ? PNG_1PX : svgNaming(listing.name)]),
);

/** The recorded answer's first 12 mobile EVM wallets, Bybit's link (it has a query) being refused. */
const EXPECTED = [
  ['Coinbase Wallet', 'coinbase-wallet.png', null, 'https://go.cb-w.com'],
  ['MetaMask', 'metamask.svg', 'metamask:', 'https://metamask.app.link'],
  ['Trust Wallet', 'trust-wallet.svg', 'trust:', 'https://link.trustwallet.com'],
  ['OKX Wallet', 'okx-wallet.svg', 'okex://main', null],
  ['Bitget Wallet', 'bitget-wallet.svg', 'bitkeep:', null],
  ['Binance Wallet', 'binance-wallet.svg', 'bnc://app.binance.com/cedefi/', null],
  ['Uniswap Wallet', 'uniswap-wallet.svg', 'uniswap://', null],
  ['SafePal', 'safepal.svg', 'safepalwallet:', 'https://link.safepal.io'],
  ['Rainbow', 'rainbow.svg', 'rainbow:', 'https://rnbwapp.com'],
  ['TokenPocket', 'tokenpocket.svg', 'tpoutside:', null],
  ['Ledger Live', 'ledger-live.svg', 'ledgerlive:', null],
  ['Zerion', 'zerion.svg', 'zerion://', 'https://app.zerion.io'],
] as const;

/** A list the folder held before the run: MetaMask first with an old icon, and a wallet no longer listed. */
const OLD_LIST: WalletApp[] = [
  {
    id: listingNamed('MetaMask').id,
    name: 'MetaMask',
    icon: 'metamask.svg',
    native: 'metamask:',
    universal: null,
    source: 'an older run',
  },
  {
    id: 'e'.repeat(64),
    name: 'Old Wallet',
    icon: 'old-wallet.svg',
    native: 'old://',
    universal: null,
    source: 'x',
  },
];

const folders: string[] = [];
let api: ExplorerApi | undefined;

afterEach(async () => {
  await api?.stop();
  api = undefined;
});
afterAll(async () => {
  await Promise.all(folders.map((folder) => rm(folder, { recursive: true, force: true })));
});

/** A folder holding {@link OLD_LIST} and its icons, as a committed snapshot would. */
async function oldSnapshot(): Promise<string> {
  const folder = await mkdtemp(join(tmpdir(), 'wallet-apps-'));
  folders.push(folder);
  await mkdir(join(folder, 'icons'));
  await writeFile(join(folder, 'walletApps.json'), `${JSON.stringify(OLD_LIST, null, 2)}\n`);
  await writeFile(join(folder, 'icons', 'metamask.svg'), svgNaming('an older MetaMask'));
  await writeFile(join(folder, 'icons', 'old-wallet.svg'), svgNaming('Old Wallet'));
  return folder;
}

/** Runs the script as `npm run wallets:update` does, with `projectId` in the environment (or none). */
function runScript(args: string[], projectId: string | null) {
  const { PUBLIC_WALLETCONNECT_PROJECT_ID: _, ...env } = process.env;
  const child = spawn(
    process.execPath,
    ['--experimental-strip-types', 'scripts/updateWalletApps.ts', ...args],
    {
      cwd: ROOT,
      env: projectId === null ? env : { ...env, PUBLIC_WALLETCONNECT_PROJECT_ID: projectId },
    },
  );
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => {
    stdout += chunk.toString();
  });
  child.stderr.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  return new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve, reject) => {
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

describe('npm run wallets:update', () => {
  it('writes the first 12 mobile EVM wallets in the API order, their icons, and says what changed', async () => {
    api = await startExplorerApi({ answer: ANSWER, icons: ICONS });
    const out = await oldSnapshot();
    const run = await runScript(['--api', api.url, '--out', out], PROJECT_ID);
    expect(run.code, run.stderr).toBe(0);

    const apps = parseWalletApps(JSON.parse(await readFile(join(out, 'walletApps.json'), 'utf8')));
    expect(apps.map(({ name, icon, native, universal }) => [name, icon, native, universal])).toEqual(
      EXPECTED.map((row) => [...row]),
    );
    for (const app of apps) {
      const listing = listingNamed(app.name);
      expect(app.id).toBe(listing.id);
      expect(app.source).toMatch(/^WalletConnect explorer API, \d{4}-\d{2}-\d{2}$/);
      expect(await readFile(join(out, 'icons', app.icon))).toEqual(ICONS.get(listing.image_id));
    }
    const files = (await loadFileTree(out)).map((file) => file.path.slice(out.length + 1)).sort();
    expect(files).toEqual(['walletApps.json', ...apps.map((app) => `icons/${app.icon}`)].sort());

    expect(run.stdout).toContain('skipped Bybit Wallet: - native: must be <scheme>:');
    expect(run.stdout).toContain('+ Coinbase Wallet (added at 1)');
    expect(run.stdout).toContain('~ MetaMask: position 1 → 2; universal: none → https://metamask.app.link');
    expect(run.stdout).toContain('- Old Wallet (removed)');
    expect(run.stdout).toContain('~ icons/metamask.svg (new image)');
    expect(run.stdout).toContain('+ icons/coinbase-wallet.png');
    expect(run.stdout).toContain('- icons/old-wallet.svg');

    const [list, ...icons] = api.requests;
    expect(list?.pathname).toBe('/v3/wallets');
    expect(Object.fromEntries(list?.searchParams ?? [])).toMatchObject({
      projectId: PROJECT_ID,
      page: '1',
      platforms: 'ios,android',
    });
    expect(icons.map((url) => url.searchParams.get('projectId'))).toEqual(EXPECTED.map(() => PROJECT_ID));
  });

  it('takes --count and --project-id, and leaves an unchanged list and its icons as they were', async () => {
    api = await startExplorerApi({ answer: ANSWER, icons: ICONS });
    const out = await oldSnapshot();
    const args = ['--api', `${api.url}/`, '--out', out, '--count', '3', '--project-id', PROJECT_ID];
    const first = await runScript(args, null);
    expect(first.code, first.stderr).toBe(0);
    const apps = parseWalletApps(JSON.parse(await readFile(join(out, 'walletApps.json'), 'utf8')));
    expect(apps.map((app) => app.name)).toEqual(['Coinbase Wallet', 'MetaMask', 'Trust Wallet']);

    const written = await loadFileTree(out);
    const second = await runScript(args, null);
    expect(second.code, second.stderr).toBe(0);
    expect(second.stdout).toContain('The list and its icons are unchanged.');
    expect(await loadFileTree(out)).toEqual(written);
  });

  const fault = (status: number, body: string | Uint8Array, type = 'text/html'): ExplorerReply => ({
    status,
    type,
    body,
  });
  const metaMaskIcon = () => `/v3/logo/md/${listingNamed('MetaMask').image_id}`;

  it.each([
    [
      'the wallet list answers HTTP 500',
      () => ({ '/v3/wallets': fault(500, 'oops') }),
      /The wallet list: HTTP 500 from http:\/\/127\.0\.0\.1:\d+\/v3\/wallets\n/,
    ],
    [
      'the wallet list is not the explorer answer',
      () => ({ '/v3/wallets': fault(200, '{"data":[]}', 'application/json') }),
      /The wallet list from .* is not the explorer's answer:\n- listings: /,
    ],
    [
      'an icon answers 404',
      () => ({ [metaMaskIcon()]: fault(404, 'not found') }),
      /The icon of MetaMask: HTTP 404 from http:\/\/127\.0\.0\.1:\d+\/v3\/logo\/md\//,
    ],
    [
      'an icon is a web page',
      () => ({ [metaMaskIcon()]: fault(200, '<!doctype html><p>hi</p>') }),
      /The icon of MetaMask \(.*\) cannot be used: it is not a PNG, JPEG, WebP or SVG image/,
    ],
    [
      'an icon holds a script',
      () => ({ [metaMaskIcon()]: fault(200, '<svg><script>alert(1)</script></svg>') }),
      /The icon of MetaMask \(.*\) cannot be used: the SVG holds a <script> element/,
    ],
    [
      'an icon is over the cap',
      () => ({ [metaMaskIcon()]: fault(200, Buffer.concat([PNG_1PX, Buffer.alloc(MAX_ICON_BYTES)])) }),
      new RegExp(`The icon of MetaMask is over the ${MAX_ICON_BYTES}-byte cap`),
    ],
  ])('fails, writing nothing, when %s', async (_, faults, message) => {
    api = await startExplorerApi({ answer: ANSWER, icons: ICONS, faults: faults() });
    const out = await oldSnapshot();
    const before = await loadFileTree(out);
    const run = await runScript(['--api', api.url, '--out', out], PROJECT_ID);
    expect(run.code).toBe(1);
    expect(run.stderr).toMatch(message);
    expect(run.stderr).toMatch(/Nothing was written\.\n$/);
    expect(run.stderr).not.toContain(PROJECT_ID);
    expect(await loadFileTree(out)).toEqual(before);
  });

  it('fails with a clear message, asking nothing of the API, without a project ID', async () => {
    api = await startExplorerApi({ answer: ANSWER, icons: ICONS });
    const out = await oldSnapshot();
    const before = await loadFileTree(out);
    const run = await runScript(['--api', api.url, '--out', out], null);
    expect(run.code).toBe(1);
    expect(run.stderr).toContain(
      'No WalletConnect project ID: set PUBLIC_WALLETCONNECT_PROJECT_ID or pass --project-id <id>',
    );
    expect(api.requests).toEqual([]);
    expect(await loadFileTree(out)).toEqual(before);
  });
});
