import { expect, type Page } from '@playwright/test';
import { settleRequests } from './pageClock.ts';
import type { PageRecord } from './test.ts';

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
