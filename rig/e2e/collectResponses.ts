import type { Page, Response } from '@playwright/test';

/** Responses being read; `done()` stops reading new ones and gives every read once all have finished. */
export interface CollectedResponses<T> {
  done(): Promise<T[]>;
}

/**
 * Reads each response `page` gets with `read` (which returns undefined to skip one) until `done()`. A test checks
 * what `done()` gives, so no read is still pending at the check (it would miss that response) or when the test
 * ends (it would fail once the page is closed).
 */
export function collectResponses<T>(
  page: Page,
  read: (response: Response) => Promise<T> | undefined,
): CollectedResponses<T> {
  const reads: Promise<T>[] = [];
  const onResponse = (response: Response) => {
    const reading = read(response);
    if (reading) reads.push(reading);
  };
  page.on('response', onResponse);
  return {
    done() {
      page.off('response', onResponse);
      return Promise.all(reads);
    },
  };
}
