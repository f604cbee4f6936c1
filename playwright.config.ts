import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, testChromiumPath } from './rig/browser/chromiumLaunch.ts';
import { ALONE_PROJECT } from './rig/e2e/aloneProjectReporter.ts';

/** Tests tagged RUNS_ALONE (rig/e2e/test.ts): what they change, other pages would read, or they build their own sites. */
const ALONE = /@alone/;

export default defineConfig({
  testDir: 'tests/e2e',
  globalSetup: './rig/e2e/globalSetup.ts',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  workers: 2,
  retries: 0,
  forbidOnly: true,
  reporter: [['list'], ['./rig/e2e/slowestTestsReporter.ts'], ['./rig/e2e/aloneProjectReporter.ts']],
  use: {
    browserName: 'chromium',
    launchOptions: { executablePath: testChromiumPath(), args: CHROMIUM_ARGS },
    trace: 'off',
  },
  projects: [
    // Two tests at a time: on 2 cores, one test's waits (the network, the page's clock) leave a core idle.
    { name: 'side by side', grepInvert: ALONE, fullyParallel: true },
    // Then one at a time, alone: if a test before fails, these are skipped (Playwright's project dependencies).
    // rig/test/runTests.ts starts the cross-engine suite beside them, on the core they leave free.
    { name: ALONE_PROJECT, grep: ALONE, dependencies: ['side by side'], workers: 1 },
  ],
});
