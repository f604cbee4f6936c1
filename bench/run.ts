/**
 * `npm run bench`: builds this page, from the owner's site.config.ts with every language the page ships, and a
 * reference variant with AppKit created at page load (AppKit's own modal, no page chooser), serves both through
 * wrangler dev, and measures them side by side in Debian's Chromium (bytes, the ways to a wallet, Lighthouse on
 * `/` and on the Arabic and Japanese pages), plus the chain reads, the RPC gateway and the build of claims lists. Prints one table and writes bench/latest.json.
 * `npm run bench -- --claims-only` measures only the claims lists and updates their figures in latest.json.
 * Figures, not pass/fail: the deterministic budgets are checked by `npm test` instead.
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumPath } from '../rig/browser/chromiumLaunch.ts';
import { BUDGETS } from '../rig/measure/budgets.ts';
import { findFreePort } from '../rig/process/findFreePort.ts';
import { buildSite } from '../rig/site/buildSite.ts';
import { serveSite } from '../rig/site/serveSite.ts';
import { writeSiteSource } from '../rig/site/writeSiteSource.ts';
import { startRelay } from '../rig/walletconnect/startRelay.ts';
import { siteConfigInput } from '../site.config.ts';
import type { SiteConfigInput } from '../src/lib/config/siteConfigSchema.ts';
import { localeSegment } from '../src/lib/i18n/localePaths.ts';
import { LOCALE_CODES } from '../src/lib/i18n/locales.ts';
import { createReferenceVariant } from './createReferenceVariant.ts';
import { measureChainReads } from './measureChainReads.ts';
import { claimsRows, measureClaims } from './measureClaims.ts';
import {
  type ConnectFigures,
  type ConnectFlow,
  measureConnectFlows,
  PAGE_FLOW,
  REFERENCE_FLOW,
} from './measureConnectFlows.ts';
import { measureGateway } from './measureGateway.ts';
import { type LocaleFigures, measureLocales } from './measureLocales.ts';
import { measurePageWeight, type PageWeight } from './measurePageWeight.ts';
import { type LighthouseFigures, runLighthouse } from './runLighthouse.ts';

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

/**
 * Builds, serves and measures one variant of the page. Nothing else of the bench runs meanwhile: the browser
 * for the byte and click figures closes before Lighthouse starts, and the server stops when it ends, so the
 * audited browser does not share the 2 cores with leftovers.
 */
async function measurePage(
  name: string,
  relayUrl: string,
  flow: ConnectFlow,
  root: string,
  auditedPaths: string[] = [],
): Promise<Measured & { localeLighthouse: Record<string, LighthouseFigures> }> {
  const dir = join(OUT, name);
  process.stdout.write(`building ${name}…\n`);
  await buildSite(dir, { PUBLIC_WALLETCONNECT_PROJECT_ID: PROJECT_ID }, root);
  const locales = await measureLocales(dir);
  const site = await serveSite(dir, await findFreePort(), await findFreePort(), { root });
  try {
    const url = `${site.url}/`;
    process.stdout.write(`measuring ${name} at ${url}…\n`);
    const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
    const figures = await (async () => ({
      ...(await measurePageWeight(browser, url, relayUrl, flow)),
      ...(await measureConnectFlows(browser, url, relayUrl, flow)),
    }))().finally(() => browser.close());
    const localeLighthouse: Record<string, LighthouseFigures> = {};
    for (const path of auditedPaths) localeLighthouse[path] = await runLighthouse(`${site.url}${path}`);
    return { ...figures, ...locales, ...(await runLighthouse(url)), localeLighthouse };
  } finally {
    await site.stop();
  }
}

/** Measures this page and the reference variant (AppKit created at page load), one after the other. */
async function measurePages() {
  const relay = await startRelay();
  try {
    const pageRoot = join(OUT, 'page-src');
    await writeSiteSource(pageRoot, BENCH_CONFIG);
    const referenceRoot = join(OUT, 'reference-src');
    await createReferenceVariant(referenceRoot, BENCH_CONFIG);
    const audited = AUDITED_LOCALES.filter((locale) => BENCH_CONFIG.locales?.[0] !== locale).map(
      (locale) => `/${localeSegment(locale)}/`,
    );
    const page = await measurePage('page', relay.url, PAGE_FLOW, pageRoot, audited);
    const reference = await measurePage('reference', relay.url, REFERENCE_FLOW, referenceRoot);
    return { page, reference };
  } finally {
    await relay.stop();
  }
}

const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;
const scores = (figures: LighthouseFigures) =>
  `${figures.lighthouse.performance} / ${figures.lighthouse.accessibility} / ${figures.lighthouse.bestPractices} / ${figures.lighthouse.seo}`;

const latestFile = join(import.meta.dirname, 'latest.json');
/** Prints `rows` as the bench's table. */
function printTable(rows: [string, string, string, string][]) {
  const widths = [0, 1, 2, 3].map((column) => Math.max(...rows.map((row) => row[column]?.length ?? 0), 9));
  const line = (cells: string[]) =>
    `| ${cells.map((cell, index) => cell.padEnd(widths[index] ?? 0)).join(' | ')} |`;
  console.log(`\n${line(['figure', 'this page', 'reference', 'budget'])}`);
  console.log(line(widths.map((width) => '-'.repeat(width))));
  for (const row of rows) console.log(line(row));
}

if (process.argv.includes('--claims-only')) {
  const claims = await measureClaims();
  printTable(claimsRows(claims));
  const previous = JSON.parse(await readFile(latestFile, 'utf8').catch(() => '{}')) as object;
  await writeFile(latestFile, `${JSON.stringify({ ...previous, ...claims }, null, 2)}\n`);
  console.log('\nclaims figures written to bench/latest.json');
  process.exit(0);
}

const { page, reference } = await measurePages();
process.stdout.write('measuring chain reads…\n');
const reads = await measureChainReads();
process.stdout.write('measuring the RPC gateway…\n');
const gateway = await measureGateway();
process.stdout.write('measuring the claims lists…\n');
const claims = await measureClaims();

const b = BUDGETS;
const rows: [string, string, string, string][] = [
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
    'JS from load until connected with a wallet in the page, EIP-6963 (gzip)',
    kib(page.injectedConnectJsGzipBytes),
    kib(reference.injectedConnectJsGzipBytes),
    '',
  ],
  [
    'HTML of / incl. inline CSS (gzip)',
    kib(page.htmlGzipBytes),
    kib(reference.htmlGzipBytes),
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
    scores(reference),
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
  [
    'Tap on Connect to wallet choices, slow phone (Lighthouse mobile profile), cold, median of 3',
    `${page.mobileTapToChoicesMs} ms`,
    `${reference.mobileTapToChoicesMs} ms`,
    `≤ ${b.mobileTapToChoicesMs} ms`,
  ],
  [
    'Click on Connect, then the QR option, to a scannable QR code, desktop: cold / after a hover, median of 5',
    `${page.desktopClickToQrMs} / ${page.desktopHoverClickToQrMs} ms`,
    `${reference.desktopClickToQrMs} / ${reference.desktopHoverClickToQrMs} ms`,
    `≤ ${b.desktopClickToQrMs} / ${b.desktopHoverClickToQrMs} ms`,
  ],
  [
    'Tap on Connect until a tapped wallet app opens with a live pairing, slow phone, cold, median of 3',
    `${page.mobileTapToWalletLinkMs} ms`,
    `${reference.mobileTapToWalletLinkMs} ms`,
    `≤ ${b.mobileTapToWalletLinkMs} ms`,
  ],
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
  [
    'Latency the RPC gateway adds to a refresh on loopback, p50 / p99 (direct: none)',
    `${gateway.gatewayAddedLatencyP50Ms} / ${gateway.gatewayAddedLatencyP99Ms} ms`,
    '0 / 0 ms',
    '',
  ],
  [
    'Upstream calls when 100 visitors refresh the same account at once (direct: one each)',
    String(gateway.gatewayUpstreamCallsFor100Visitors),
    '100',
    '',
  ],
  [
    'Requests per second the local gateway sustains without error (varied / shared reads)',
    `${gateway.gatewayRequestsPerSecond} / ${gateway.gatewayRequestsPerSecondShared}`,
    '',
    '',
  ],
];
printTable([...rows, ...claimsRows(claims)]);

const figures = {
  jsBeforeIntentGzipBytes: page.jsBeforeIntentGzipBytes,
  referenceJsBeforeIntentGzipBytes: reference.jsBeforeIntentGzipBytes,
  qrJsGzipBytes: page.qrJsGzipBytes,
  referenceQrJsGzipBytes: reference.qrJsGzipBytes,
  htmlGzipBytes: page.htmlGzipBytes,
  localesBuilt: page.localesBuilt,
  largestLocaleHtmlGzipBytes: page.largestLocaleHtmlGzipBytes,
  largestLocaleHtmlPage: page.largestLocaleHtmlPage,
  localeLighthouse: page.localeLighthouse,
  mobileTapToChoicesMs: page.mobileTapToChoicesMs,
  referenceMobileTapToChoicesMs: reference.mobileTapToChoicesMs,
  injectedConnectJsGzipBytes: page.injectedConnectJsGzipBytes,
  referenceInjectedConnectJsGzipBytes: reference.injectedConnectJsGzipBytes,
  desktopClickToQrMs: page.desktopClickToQrMs,
  referenceDesktopClickToQrMs: reference.desktopClickToQrMs,
  desktopHoverClickToQrMs: page.desktopHoverClickToQrMs,
  referenceDesktopHoverClickToQrMs: reference.desktopHoverClickToQrMs,
  mobileTapToWalletLinkMs: page.mobileTapToWalletLinkMs,
  referenceMobileTapToWalletLinkMs: reference.mobileTapToWalletLinkMs,
  lighthouse: page.lighthouse,
  lcpMs: page.lcpMs,
  tbtMs: page.tbtMs,
  cls: page.cls,
  reference: {
    lighthouse: reference.lighthouse,
    lcpMs: reference.lcpMs,
    tbtMs: reference.tbtMs,
    cls: reference.cls,
  },
  ...reads,
  ...gateway,
  ...claims,
};
await mkdir(import.meta.dirname, { recursive: true });
await writeFile(latestFile, `${JSON.stringify(figures, null, 2)}\n`);
console.log('\nwritten to bench/latest.json');
