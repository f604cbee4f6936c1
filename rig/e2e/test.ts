import { test as base, expect, type Request } from '@playwright/test';
import { isAllowedWalletMethod } from '../../src/lib/wallet/walletMethods.ts';
import { loadE2eState } from './e2eState.ts';
import { resetRpc } from './testControl.ts';
import { type PageTraffic, prepareWalletPage, type WalletPageOptions } from './walletPage.ts';

/** One JSON-RPC request (a single call or a batch) the page sent to read a chain. */
export interface PageRpcRequest {
  chainId: number;
  methods: string[];
}

/** What a page did during a test: every request URL, console error, uncaught error and CSP violation. */
export interface PageRecord {
  requests: string[];
  /** Every request the page sent to read a chain: to the site's /rpc/<chainId>, or (direct mode) a proxy. */
  rpc: PageRpcRequest[];
  /** How many of those requests have not been answered (or failed) yet. */
  rpcInFlight: number;
  consoleErrors: { text: string; url: string }[];
  pageErrors: string[];
  /** `<directive> <blocked URI>` for every Content-Security-Policy violation; none is expected. */
  cspViolations: string[];
}

/** Every EIP-1193 request the page made to a test wallet; checked against the read-only allowlist after each test. */
export interface WalletLedger {
  /** Registers a wallet's request log (read when the test ends). */
  track(wallet: string, requests: () => readonly { method: string }[]): void;
}

/** The fixtures every end-to-end test gets. */
interface E2eFixtures {
  siteUrl: string;
  pageRecord: PageRecord;
  walletLedger: WalletLedger;
  /** How the page's third-party stand-ins behave; set per file or describe with `test.use({ thirdPartyOptions })`. */
  thirdPartyOptions: WalletPageOptions;
  /** The page's third-party hosts on local stand-ins (everything else off 127.0.0.1 refused), and its traffic. */
  thirdParties: PageTraffic;
}

/**
 * Playwright's test with the served site's URL, a record of what each page does, the wallet-method check,
 * and every page's third-party hosts on local stand-ins before the test starts.
 */
export const test = base.extend<E2eFixtures>({
  // biome-ignore lint/correctness/noEmptyPattern: Playwright fixtures name their dependencies by destructuring
  siteUrl: async ({}, use) => {
    await use(loadE2eState().siteUrl);
  },
  pageRecord: [
    async ({ page }, use) => {
      await resetRpc();
      const record: PageRecord = {
        requests: [],
        rpc: [],
        rpcInFlight: 0,
        consoleErrors: [],
        pageErrors: [],
        cspViolations: [],
      };
      const proxyChains = new Map(loadE2eState().chains.map((chain) => [chain.proxyUrl, chain.chainId]));
      await page.exposeBinding('__reportCspViolation', (_source, violation: string) => {
        record.cspViolations.push(violation);
      });
      await page.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (event) => {
          const report = (window as unknown as { __reportCspViolation(violation: string): void })
            .__reportCspViolation;
          report(`${event.effectiveDirective} ${event.blockedURI}`);
        });
      });
      const rpcChainId = (request: Request): number | undefined => {
        if (request.method() !== 'POST') return undefined;
        const url = request.url();
        const chainId = Number(
          /\/rpc\/(\d+)$/.exec(new URL(url).pathname)?.[1] ?? proxyChains.get(url) ?? Number.NaN,
        );
        return Number.isNaN(chainId) ? undefined : chainId;
      };
      const settled = (request: Request) => {
        if (rpcChainId(request) !== undefined) record.rpcInFlight--;
      };
      page.on('request', (request) => {
        record.requests.push(request.url());
        const chainId = rpcChainId(request);
        if (chainId === undefined) return;
        const body = request.postDataJSON() as { method?: string } | { method?: string }[];
        const methods = (Array.isArray(body) ? body : [body]).map((call) => call.method ?? '');
        record.rpc.push({ chainId, methods });
        record.rpcInFlight++;
      });
      page.on('requestfinished', settled);
      page.on('requestfailed', settled);
      page.on('console', (message) => {
        if (message.type() === 'error')
          record.consoleErrors.push({ text: message.text(), url: message.location().url });
      });
      page.on('pageerror', (error) => record.pageErrors.push(error.message));
      await use(record);
      expect(record.pageErrors, 'uncaught errors in the page').toEqual([]);
      expect(record.cspViolations, 'Content-Security-Policy violations').toEqual([]);
    },
    { auto: true },
  ],
  thirdPartyOptions: [{}, { option: true }],
  thirdParties: [
    async ({ page, thirdPartyOptions }, use) => {
      await use(await prepareWalletPage(page, thirdPartyOptions));
    },
    { auto: true },
  ],
  walletLedger: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright fixtures name their dependencies by destructuring
    async ({}, use, testInfo) => {
      const tracked: { wallet: string; requests: () => readonly { method: string }[] }[] = [];
      await use({ track: (wallet, requests) => tracked.push({ wallet, requests }) });
      const methods = tracked.flatMap(({ wallet, requests }) =>
        requests().map(({ method }) => `${wallet}: ${method}`),
      );
      if (methods.length > 0) await testInfo.attach('wallet-requests', { body: methods.join('\n') });
      const refused = methods.filter((entry) => !isAllowedWalletMethod(entry.split(': ')[1] ?? ''));
      expect(refused, 'wallet methods outside the read-only allowlist').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/**
 * The tag of a test that runs one at a time, after the others (playwright.config.ts): one that changes what
 * other pages read or reach (an RPC fault or the relay through rig/e2e/testControl.ts, a new block, an account's
 * balance or code, a distributor's root on chain).
 */
export const RUNS_ALONE = '@alone';

/** The methods the page asked of `chainId` (every request, batches flattened). */
export function rpcMethods(record: PageRecord, chainId: number): string[] {
  return record.rpc.filter((request) => request.chainId === chainId).flatMap((request) => request.methods);
}

/** The methods of each request the page sent to `chainId`, in order (a batch is one request). */
export function rpcRequests(record: PageRecord, chainId: number): string[][] {
  return record.rpc.filter((request) => request.chainId === chainId).map((request) => request.methods);
}
