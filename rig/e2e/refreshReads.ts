import { expect, type Page } from '@playwright/test';
import { settleRequests } from './pageClock.ts';
import type { PageRecord } from './test.ts';

/**
 * Returns once every read the page has sent so far is answered (or failed). The gateway answers in real time, so
 * a test that runs the page's clock waits for this first: a clock run meanwhile would time the read out on the
 * page, which a visitor, waiting in real time, never sees; and once it returns, what the answers bring is on the
 * page a moment later, without a timer.
 */
export async function readsAnswered(page: Page, record: PageRecord): Promise<void> {
  await settleRequests(page);
  await expect.poll(() => record.rpcInFlight, { timeout: 15_000, intervals: [25, 50, 100] }).toBe(0);
}

/**
 * Runs the page's installed clock on by `intervalMs` (a refresh interval) once every request sent so far is
 * in, and expects the refresh it brings to be one request to each of `chainIds`, a single `eth_call` each, and
 * nothing more once every request is in.
 */
export async function expectOneReadPerChain(
  page: Page,
  record: PageRecord,
  chainIds: readonly number[],
  intervalMs: number,
): Promise<void> {
  await settleRequests(page);
  const since = record.rpc.length;
  await page.clock.runFor(intervalMs);
  const oneReadPerChain = chainIds.map((chainId) => `${chainId}:eth_call`).sort();
  const readsSince = () =>
    record.rpc
      .slice(since)
      .map((request) => `${request.chainId}:${request.methods.join(',')}`)
      .sort();
  await expect.poll(readsSince).toEqual(oneReadPerChain);
  await settleRequests(page);
  expect(readsSince()).toEqual(oneReadPerChain);
}
