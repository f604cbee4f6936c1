import type { Reporter, TestCase } from '@playwright/test/reporter';

/** The Playwright project whose tests run one at a time, after the others (playwright.config.ts). */
export const ALONE_PROJECT = 'alone';

/** What {@link AloneProjectReporter} sends its parent process when the alone project starts. */
export const ALONE_STARTED = 'alone project started';

/**
 * A Playwright reporter that tells the process that started Playwright, over Node's IPC channel when it has one
 * (rig/test/runTests.ts), that the first test of the alone project began: from then on one test runs at a
 * time and, on 2 cores, about one core is free.
 */
export default class AloneProjectReporter implements Reporter {
  private told = false;

  constructor() {
    // The channel must not keep Playwright running once its tests are done.
    process.channel?.unref();
  }

  onTestBegin(test: TestCase): void {
    if (this.told || !process.send || test.parent.project()?.name !== ALONE_PROJECT) return;
    this.told = true;
    process.send(ALONE_STARTED);
  }
}
