/**
 * `npm run bench`: builds this page, from the owner's site.config.ts with every language the page ships, and a
 * reference variant with AppKit created at page load (AppKit's own modal, no page chooser), serves both through
 * wrangler dev, and measures them side by side in Debian's Chromium (bytes, the ways to a wallet, Lighthouse on
 * `/` and on the Arabic and Japanese pages), plus the chain reads, the RPC gateway and the build of claims
 * lists, and launch day through the gateway with the page's own read. Prints one table and writes it to
 * bench/latest.json and bench/results/<date>.json.
 * `npm run bench -- --only qr|connect|reads|gateway|launch|claims` measures one part (`--claims-only` is
 * `--only claims`; `connect` is every way to a wallet: the phone's taps, the QR code, a wallet in the page, Base
 * Account), prints its rows, updates its figures in bench/latest.json and writes them, with the run's commit and
 * machine, to bench/results/<date>-<part>.json: a figure in the README comes from a whole run, or from such a file
 * named beside it. `--only launch` takes
 * `--rows launch,unlimited,cpu,ceiling,budgetCeiling,hostile,twoUpstreams,shards` to measure some of its rows.
 * Figures, not pass/fail: the deterministic budgets are checked by `npm test` instead.
 */
import { execFileSync } from 'node:child_process';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import { type Browser, chromium } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumPath } from '../rig/browser/chromiumLaunch.ts';
import { BUDGETS } from '../rig/measure/budgets.ts';
import { buildSite } from '../rig/site/buildSite.ts';
import { serveSite } from '../rig/site/serveSite.ts';
import { writeSiteSource } from '../rig/site/writeSiteSource.ts';
import { startRelay } from '../rig/walletconnect/startRelay.ts';
import { siteConfigInput } from '../site.config.ts';
import type { SiteConfigInput } from '../src/lib/config/siteConfigSchema.ts';
import { localeSegment } from '../src/lib/i18n/localePaths.ts';
import { LOCALE_CODES } from '../src/lib/i18n/locales.ts';
import { createProposalLog } from './createProposalLog.ts';
import { createReferenceVariant } from './createReferenceVariant.ts';
import { launchRows, profileLines } from './launch/launchRows.ts';
import { type ChainReadFigures, measureChainReads } from './measureChainReads.ts';
import { claimsRows, measureClaims } from './measureClaims.ts';
import {
  type ClickToQrFigures,
  type ConnectFigures,
  type ConnectFlow,
  measureClickToQr,
  measureConnectFlows,
  PAGE_FLOW,
  type QrProbes,
  REFERENCE_FLOW,
} from './measureConnectFlows.ts';
import { gatewayRows, measureGateway } from './measureGateway.ts';
import { LAUNCH_ROWS, type LaunchFigures, type LaunchRow, measureLaunch } from './measureLaunch.ts';
import { type LocaleFigures, measureLocales } from './measureLocales.ts';
import { measurePageWeight, type PageWeight } from './measurePageWeight.ts';
import { type LighthouseFigures, runLighthouse } from './runLighthouse.ts';
import { startQrDecoder } from './startQrDecoder.ts';

const OUT = join(import.meta.dirname, 'out');
/** Any 32-hex ID: the local relay does not check it. */
const PROJECT_ID = '0123456789abcdef0123456789abcdef';

type Measured = PageWeight & ConnectFigures & LighthouseFigures & LocaleFigures;

/** The languages whose pages Lighthouse audits besides `/`: one right to left, one with its own script. */
const AUDITED_LOCALES = ['ar', 'ja'] as const;

/** The owner's config with every language the page ships, the owner's first: the site at its largest. */
const owner = siteConfigInput as SiteConfigInput;
const BENCH_CONFIG: SiteConfigInput = {
  ...owner,
  locales: [...new Set([...(owner.locales ?? ['en']), ...LOCALE_CODES])],
};

/** The parts `--only` can measure alone. */
const PARTS = ['qr', 'connect', 'reads', 'gateway', 'launch', 'claims'] as const;
type Part = (typeof PARTS)[number];

/** The part named by `--only <part>` (or `--claims-only`), null for a whole run; exits on an unknown part. */
function onlyPart(args: string[]): Part | null {
  if (args.includes('--claims-only')) return 'claims';
  const index = args.indexOf('--only');
  if (index === -1) return null;
  const part = args[index + 1];
  if (PARTS.includes(part as Part)) return part as Part;
  console.error(`--only takes one of ${PARTS.join(', ')}`);
  process.exit(2);
}

/** The launch rows named by `--rows a,b` (all without it); exits on an unknown row. */
function launchRowsOf(args: string[]): LaunchRow[] {
  const index = args.indexOf('--rows');
  if (index === -1) return [...LAUNCH_ROWS];
  const rows = (args[index + 1] ?? '').split(',');
  const unknown = rows.filter((row) => !LAUNCH_ROWS.includes(row as LaunchRow));
  if (unknown.length === 0) return rows as LaunchRow[];
  console.error(`--rows takes some of ${LAUNCH_ROWS.join(', ')}, not ${unknown.join(', ')}`);
  process.exit(2);
}

/** Builds one variant of the page into bench/out/<name>, serves it through wrangler dev and runs `measure`. */
async function withServedPage<T>(
  name: string,
  root: string,
  measure: (site: { url: string; dir: string }) => Promise<T>,
): Promise<T> {
  const dir = join(OUT, name);
  process.stdout.write(`building ${name}…\n`);
  await buildSite(dir, { PUBLIC_WALLETCONNECT_PROJECT_ID: PROJECT_ID }, root);
  const site = await serveSite(dir, { root });
  try {
    process.stdout.write(`measuring ${name} at ${site.url}/…\n`);
    return await measure({ url: site.url, dir });
  } finally {
    await site.stop();
  }
}

/** Runs `measure` with a fresh Debian Chromium, closed when it ends. */
async function withBrowser<T>(measure: (browser: Browser) => Promise<T>): Promise<T> {
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
  return measure(browser).finally(() => browser.close());
}

/**
 * Measures one variant of the page. Nothing else of the bench runs meanwhile: the browser for the byte and
 * click figures closes before Lighthouse starts, and the server stops when it ends, so the audited browser does
 * not share the 2 cores with leftovers.
 */
function measurePage(
  name: string,
  relayUrl: string,
  flow: ConnectFlow,
  root: string,
  probes: QrProbes,
  auditedPaths: string[] = [],
): Promise<Measured & { localeLighthouse: Record<string, LighthouseFigures> }> {
  return withServedPage(name, root, async (site) => {
    const url = `${site.url}/`;
    const locales = await measureLocales(site.dir);
    const figures = await withBrowser(async (browser) => ({
      ...(await measurePageWeight(browser, url, relayUrl, flow)),
      ...(await measureConnectFlows(browser, url, relayUrl, flow, probes)),
    }));
    const localeLighthouse: Record<string, LighthouseFigures> = {};
    for (const path of auditedPaths) localeLighthouse[path] = await runLighthouse(`${site.url}${path}`);
    return { ...figures, ...locales, ...(await runLighthouse(url)), localeLighthouse };
  });
}

/**
 * Writes both variants' sources and measures them one after the other against one local relay, whose
 * proposals time the QR codes' pairings; `measure` runs per variant.
 */
async function measureBothPages<T>(
  measure: (name: string, flow: ConnectFlow, root: string, relayUrl: string, probes: QrProbes) => Promise<T>,
): Promise<{ page: T; reference: T }> {
  const proposals = createProposalLog();
  const relay = await startRelay({ onPublish: proposals.onPublish });
  const decoder = startQrDecoder();
  try {
    const pageRoot = join(OUT, 'page-src');
    await writeSiteSource(pageRoot, BENCH_CONFIG);
    const referenceRoot = join(OUT, 'reference-src');
    await createReferenceVariant(referenceRoot, BENCH_CONFIG);
    const probes = { decoder, proposals };
    const page = await measure('page', PAGE_FLOW, pageRoot, relay.url, probes);
    const reference = await measure('reference', REFERENCE_FLOW, referenceRoot, relay.url, probes);
    return { page, reference };
  } finally {
    await decoder.stop();
    await relay.stop();
  }
}

/** Measures this page and the reference variant (AppKit created at page load), one after the other. */
function measurePages() {
  const audited = AUDITED_LOCALES.filter((locale) => BENCH_CONFIG.locales?.[0] !== locale).map(
    (locale) => `/${localeSegment(locale)}/`,
  );
  return measureBothPages((name, flow, root, relayUrl, probes) =>
    measurePage(name, relayUrl, flow, root, probes, name === 'page' ? audited : []),
  );
}

/** Only the click to the QR code, on both variants. */
function measureQrOnly() {
  return measureBothPages((name, flow, root, relayUrl, probes) =>
    withServedPage(name, root, (site) =>
      withBrowser((browser) => measureClickToQr(browser, `${site.url}/`, relayUrl, flow, probes)),
    ),
  );
}

/** The ways to a wallet alone, on both variants: the page weights and Lighthouse are left out. */
function measureConnectOnly() {
  return measureBothPages((name, flow, root, relayUrl, probes) =>
    withServedPage(name, root, (site) =>
      withBrowser((browser) => measureConnectFlows(browser, `${site.url}/`, relayUrl, flow, probes)),
    ),
  );
}

const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;
const scores = (figures: LighthouseFigures) =>
  `${figures.lighthouse.performance} / ${figures.lighthouse.accessibility} / ${figures.lighthouse.bestPractices} / ${figures.lighthouse.seo}`;

const latestFile = join(import.meta.dirname, 'latest.json');
/** Prints `rows` as the bench's table. */
function printTable(rows: Row[]) {
  const widths = [0, 1, 2, 3].map((column) => Math.max(...rows.map((row) => row[column]?.length ?? 0), 9));
  const line = (cells: string[]) =>
    `| ${cells.map((cell, index) => cell.padEnd(widths[index] ?? 0)).join(' | ')} |`;
  console.log(`\n${line(['figure', 'this page', 'reference', 'budget'])}`);
  console.log(line(widths.map((width) => '-'.repeat(width))));
  for (const row of rows) console.log(line(row));
}

/** This page's click-to-QR figures, and the reference's with their keys prefixed, as the JSON holds them. */
function qrJson(page: ClickToQrFigures, reference: ClickToQrFigures) {
  const pick = (figures: ClickToQrFigures): ClickToQrFigures => ({
    desktopClickToQrMs: figures.desktopClickToQrMs,
    desktopClickToProposalMs: figures.desktopClickToProposalMs,
    desktopClickToQrInDomMs: figures.desktopClickToQrInDomMs,
    desktopHoverClickToQrMs: figures.desktopHoverClickToQrMs,
    desktopHoverClickToProposalMs: figures.desktopHoverClickToProposalMs,
    desktopHoverClickToQrInDomMs: figures.desktopHoverClickToQrInDomMs,
    clickToQrRuns: figures.clickToQrRuns,
  });
  const referenceFigures = Object.entries(pick(reference)).map(([key, value]) => [
    `reference${key.charAt(0).toUpperCase()}${key.slice(1)}`,
    value,
  ]);
  return { ...pick(page), ...Object.fromEntries(referenceFigures) };
}

/** The table's rows of the click to the QR code: its pixels on screen, and its proposal live on the relay. */
function qrRows(page: ClickToQrFigures, reference: ClickToQrFigures): Row[] {
  const pair = (cold: number, hover: number) => `${cold} / ${hover} ms`;
  return [
    [
      'Click on Connect, then the QR option, to the QR code on screen (a screenshot read as the pairing URI), desktop: cold / after a hover, median of 5',
      pair(page.desktopClickToQrMs, page.desktopHoverClickToQrMs),
      pair(reference.desktopClickToQrMs, reference.desktopHoverClickToQrMs),
      `≤ ${pair(BUDGETS.desktopClickToQrMs, BUDGETS.desktopHoverClickToQrMs)}`,
    ],
    [
      'The same click to the proposal published on the relay (the QR code live; negative: before the click): cold / after a hover, median of 5',
      pair(page.desktopClickToProposalMs, page.desktopHoverClickToProposalMs),
      pair(reference.desktopClickToProposalMs, reference.desktopHoverClickToProposalMs),
      '',
    ],
  ];
}

type Row = [string, string, string, string];

/** The row of Base Account's popup: the JS on the way to it, what of it waits for the pick, and the pick's time. */
function baseAccountRow(page: ConnectFigures): Row {
  const figures = page.baseAccount;
  return [
    'JS from load until Base Account’s popup opens, the pointer on it first (gzip); of it after the pick; pick to popup, median of 3',
    figures
      ? `${kib(figures.popupJsGzipBytes)}; ${kib(figures.afterPickJsGzipBytes)}; ${figures.pickToPopupMs} ms`
      : 'n/a',
    'not offered',
    '',
  ];
}

/** The table's rows of the ways to a wallet: the phone's taps, the QR code, a wallet in the page, Base Account. */
function connectRows(page: ConnectFigures, reference: ConnectFigures): Row[] {
  const b = BUDGETS;
  return [
    [
      'Tap on Connect to wallet choices, slow phone (Lighthouse mobile profile), cold, median of 3',
      `${page.mobileTapToChoicesMs} ms`,
      `${reference.mobileTapToChoicesMs} ms`,
      `≤ ${b.mobileTapToChoicesMs} ms`,
    ],
    ...qrRows(page, reference),
    [
      'Tap on Connect until a tapped wallet app opens with a live pairing, slow phone, cold, median of 3',
      `${page.mobileTapToWalletLinkMs} ms`,
      `${reference.mobileTapToWalletLinkMs} ms`,
      `≤ ${b.mobileTapToWalletLinkMs} ms`,
    ],
    [
      'JS from load until connected with a wallet in the page, EIP-6963 (gzip)',
      kib(page.injectedConnectJsGzipBytes),
      kib(reference.injectedConnectJsGzipBytes),
      '',
    ],
    baseAccountRow(page),
  ];
}

/** The ways to a wallet as the JSON holds them, the reference's keys prefixed. */
function connectJson(page: ConnectFigures, reference: ConnectFigures) {
  return {
    mobileTapToChoicesMs: page.mobileTapToChoicesMs,
    referenceMobileTapToChoicesMs: reference.mobileTapToChoicesMs,
    injectedConnectJsGzipBytes: page.injectedConnectJsGzipBytes,
    referenceInjectedConnectJsGzipBytes: reference.injectedConnectJsGzipBytes,
    ...qrJson(page, reference),
    mobileTapToWalletLinkMs: page.mobileTapToWalletLinkMs,
    referenceMobileTapToWalletLinkMs: reference.mobileTapToWalletLinkMs,
    baseAccount: page.baseAccount,
  };
}

/** The table's rows of the chain reads: one account's, and twenty at once. */
function readsRows(reads: ChainReadFigures): Row[] {
  const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;
  const oneAndTwenty = (site: string, figures: ChainReadFigures['fullScenario']): Row[] => [
    [
      `RPC requests / bytes sent and received per refresh, 1 account and 20 at once, ${site}`,
      `${figures.requests1} / ${kb(figures.bytes1)}; ${figures.requests20} / ${kb(figures.bytes20)}`,
      '',
      '',
    ],
    [`Request to every value of 20 accounts in hand, median of 7, ${site}`, `${figures.ms20} ms`, '', ''],
  ];
  return [
    [
      `RPC requests per refresh, ${reads.chains} chains × (${reads.tokensPerChain} tokens + ${reads.nftsPerChain} NFTs + ${reads.governancePerChain} governance + ${reads.callsPerChain} calls + ${reads.feedsPerChain} feeds) (reference: one call per value)`,
      String(reads.rpcRequestsPerRefresh),
      String(reads.naiveRpcRequestsPerRefresh),
      `${reads.chains}`,
    ],
    [
      'Request to every value in hand, median of 7 (reference: one call per value)',
      `${reads.balancesShownMs} ms`,
      `${reads.naiveBalancesShownMs} ms`,
      '',
    ],
    ...oneAndTwenty(
      `an airdrop checker's site: ${reads.chains} chains × (a claims list + the native balance + 1 token, priced)`,
      reads.airdropSite,
    ),
    ...oneAndTwenty(`the ${reads.chains}-chain scenario above`, reads.fullScenario),
  ];
}

/** The machine and code a whole run measured, so its figures can be reproduced. */
function describeRun(startedAt: Date) {
  const git = (args: string[]) => execFileSync('git', args, { encoding: 'utf8' }).trim();
  return {
    startedAt: startedAt.toISOString(),
    finishedAt: new Date().toISOString(),
    commit: git(['rev-parse', 'HEAD']),
    uncommittedChanges: git(['status', '--porcelain']) !== '',
    command: 'npm run bench',
    cpus: cpus().length,
    cpuModel: cpus()[0]?.model ?? '',
    loadAverageAtStart: loadAverageAtStart.map((load) => Math.round(load * 100) / 100),
    node: process.version,
  };
}

/**
 * Adds a part's figures to bench/latest.json, keeping the others, and writes them with the run's commit and
 * machine to bench/results/<date>-<part>.json.
 */
async function updateLatest(figures: object, name: Part): Promise<void> {
  const previous = JSON.parse(await readFile(latestFile, 'utf8').catch(() => '{}')) as object;
  await writeFile(latestFile, `${JSON.stringify({ ...previous, ...figures }, null, 2)}\n`);
  const file = `${startedAt.toISOString().slice(0, 10)}-${name}.json`;
  await mkdir(join(import.meta.dirname, 'results'), { recursive: true });
  await writeFile(
    join(import.meta.dirname, 'results', file),
    `${JSON.stringify({ run: { ...describeRun(startedAt), command: `npm run bench -- ${process.argv.slice(2).join(' ')}` }, ...figures }, null, 2)}\n`,
  );
  console.log(`\nthese figures updated in bench/latest.json, and written to bench/results/${file}`);
}

const startedAt = new Date();
const loadAverageAtStart = loadavg();
const part = onlyPart(process.argv.slice(2));
if (part === 'claims') {
  const claims = await measureClaims();
  printTable(claimsRows(claims));
  await updateLatest(claims, part);
  process.exit(0);
}
if (part === 'reads') {
  const reads = await measureChainReads();
  printTable(readsRows(reads));
  await updateLatest(reads, part);
  process.exit(0);
}
if (part === 'gateway') {
  const gateway = await measureGateway();
  printTable(gatewayRows(gateway));
  await updateLatest(gateway, part);
  process.exit(0);
}
/** Prints the launch part's table and the top of its profile. */
function printLaunch(launch: LaunchFigures) {
  printTable(launchRows(launch));
  const lines = profileLines(launch);
  if (lines.length > 0)
    console.log(
      `\nThe V8 profile's top functions (share, % of non-idle self time, CPU per visitor):\n${lines.join('\n')}`,
    );
}
if (part === 'launch') {
  const launch = await measureLaunch(launchRowsOf(process.argv.slice(2)));
  printLaunch(launch);
  await updateLatest({ launch }, part);
  process.exit(0);
}
if (part === 'qr') {
  const qr = await measureQrOnly();
  printTable(qrRows(qr.page, qr.reference));
  await updateLatest(qrJson(qr.page, qr.reference), part);
  process.exit(0);
}
if (part === 'connect') {
  const connect = await measureConnectOnly();
  printTable(connectRows(connect.page, connect.reference));
  await updateLatest(connectJson(connect.page, connect.reference), part);
  process.exit(0);
}

const { page, reference } = await measurePages();
process.stdout.write('measuring chain reads…\n');
const reads = await measureChainReads();
process.stdout.write('measuring the RPC gateway…\n');
const gateway = await measureGateway();
process.stdout.write("measuring launch day through the gateway, with the page's own read…\n");
const launch = await measureLaunch();
process.stdout.write('measuring the claims lists…\n');
const claims = await measureClaims();

const b = BUDGETS;
const rows: Row[] = [
  [
    'JS before intent (gzip)',
    kib(page.jsBeforeIntentGzipBytes),
    kib(reference.jsBeforeIntentGzipBytes),
    `≤ ${kib(b.jsBeforeIntentGzipBytes)}`,
  ],
  [
    'JS from load until the QR code is scannable (gzip)',
    kib(page.qrJsGzipBytes),
    kib(reference.qrJsGzipBytes),
    `≤ ${kib(b.qrJsGzipBytes)}`,
  ],
  [
    'HTML of / incl. inline CSS (gzip)',
    kib(page.htmlGzipBytes),
    kib(reference.htmlGzipBytes),
    `≤ ${kib(b.htmlGzipBytes)}`,
  ],
  [
    'HTML of / with none of the owner’s sections (gzip)',
    kib(page.htmlWithoutSectionsGzipBytes),
    kib(reference.htmlWithoutSectionsGzipBytes),
    '',
  ],
  [
    'HTML of / up to the end of the wallet panel (gzip)',
    kib(page.heroAndPanelHtmlGzipBytes),
    kib(reference.heroAndPanelHtmlGzipBytes),
    `≤ ${kib(b.htmlGzipBytes)}`,
  ],
  [
    `HTML of the largest page of any language, ${page.localesBuilt} built (gzip)`,
    `${kib(page.largestLocaleHtmlGzipBytes)} (${page.largestLocaleHtmlPage})`,
    `${kib(reference.largestLocaleHtmlGzipBytes)} (${reference.largestLocaleHtmlPage})`,
    `≤ ${kib(b.htmlGzipBytes)}`,
  ],
  [
    'Lighthouse mobile, median of 5: perf / a11y / BP / SEO',
    scores(page),
    `${scores(reference)} (its third-party hosts refused)`,
    `${b.lighthouseScore} each`,
  ],
  ...Object.entries(page.localeLighthouse).map(([path, figures]): [string, string, string, string] => [
    `Lighthouse mobile on ${path}, median of 5: perf / a11y / BP / SEO (LCP)`,
    `${scores(figures)} (${figures.lcpMs} ms)`,
    '',
    `${b.lighthouseScore} each`,
  ]),
  ['LCP (Lighthouse, simulated mobile)', `${page.lcpMs} ms`, `${reference.lcpMs} ms`, `≤ ${b.lcpMs} ms`],
  ['TBT', `${page.tbtMs} ms`, `${reference.tbtMs} ms`, `${b.tbtMs} ms`],
  ['CLS', String(page.cls), String(reference.cls), String(b.cls)],
  ...connectRows(page, reference),
  ...readsRows(reads),
  ...gatewayRows(gateway),
];
printTable([...rows, ...claimsRows(claims)]);
printLaunch(launch);

const figures = {
  jsBeforeIntentGzipBytes: page.jsBeforeIntentGzipBytes,
  referenceJsBeforeIntentGzipBytes: reference.jsBeforeIntentGzipBytes,
  qrJsGzipBytes: page.qrJsGzipBytes,
  referenceQrJsGzipBytes: reference.qrJsGzipBytes,
  htmlGzipBytes: page.htmlGzipBytes,
  htmlWithoutSectionsGzipBytes: page.htmlWithoutSectionsGzipBytes,
  heroAndPanelHtmlGzipBytes: page.heroAndPanelHtmlGzipBytes,
  localesBuilt: page.localesBuilt,
  largestLocaleHtmlGzipBytes: page.largestLocaleHtmlGzipBytes,
  largestLocaleHtmlPage: page.largestLocaleHtmlPage,
  localeLighthouse: page.localeLighthouse,
  ...connectJson(page, reference),
  lighthouse: page.lighthouse,
  lcpMs: page.lcpMs,
  tbtMs: page.tbtMs,
  cls: page.cls,
  reference: {
    lighthouse: reference.lighthouse,
    lcpMs: reference.lcpMs,
    tbtMs: reference.tbtMs,
    cls: reference.cls,
    /** Its requests to hosts but 127.0.0.1 fail to resolve under Lighthouse (relay, Verify, AppKit's API). */
    thirdPartyHostsRefused: true,
  },
  ...reads,
  ...gateway,
  launch,
  ...claims,
};
const text = `${JSON.stringify({ run: describeRun(startedAt), ...figures }, null, 2)}\n`;
const resultsDir = join(import.meta.dirname, 'results');
const resultsFile = join(resultsDir, `${startedAt.toISOString().slice(0, 10)}.json`);
await mkdir(resultsDir, { recursive: true });
await writeFile(latestFile, text);
await writeFile(resultsFile, text);
console.log(`\nwritten to bench/latest.json and bench/results/${startedAt.toISOString().slice(0, 10)}.json`);
