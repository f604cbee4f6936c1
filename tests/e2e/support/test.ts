import { test as base, expect } from '@playwright/test';
import { readE2eState } from './e2eState.ts';
import { resetRpc } from './rpcControl.ts';

/** What a page did during a test: every request URL, console error and uncaught error. */
export interface PageRecord {
  requests: string[];
  consoleErrors: { text: string; url: string }[];
  pageErrors: string[];
}

/** Playwright's test with the served site's URL and a record of what each page does. */
export const test = base.extend<{ siteUrl: string; pageRecord: PageRecord }>({
  // biome-ignore lint/correctness/noEmptyPattern: Playwright fixtures name their dependencies by destructuring
  siteUrl: async ({}, use) => {
    await resetRpc();
    await use(readE2eState().siteUrl);
  },
  pageRecord: [
    async ({ page }, use) => {
      const record: PageRecord = { requests: [], consoleErrors: [], pageErrors: [] };
      page.on('request', (request) => record.requests.push(request.url()));
      page.on('console', (message) => {
        if (message.type() === 'error')
          record.consoleErrors.push({ text: message.text(), url: message.location().url });
      });
      page.on('pageerror', (error) => record.pageErrors.push(error.message));
      await use(record);
      expect(record.pageErrors, 'uncaught errors in the page').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
