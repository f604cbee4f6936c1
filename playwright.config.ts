import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumPath } from './rig/browser/chromiumLaunch.ts';
import { CHANGES_SHARED_STATE } from './rig/e2e/sharedStateTag.ts';

/**
 * The files whose tests change what every page reads through: the RPC fault proxies and the relay (through
 * rig/e2e/testControl.ts), or the chains' blocks. They run one at a time, after the rest, and so does any other
 * test tagged CHANGES_SHARED_STATE (a distributor's root replaced on chain). Every other test only reads, each
 * in a fresh context, so two files run side by side.
 */
const SHARED_STATE = ['faults.spec.ts', 'gateway.spec.ts', 'hosts.spec.ts', 'watch.spec.ts'].map(
  (file) => `**/${file}`,
);
const TAGGED = new RegExp(CHANGES_SHARED_STATE);

export default defineConfig({
  testDir: 'tests/e2e',
  globalSetup: './rig/e2e/globalSetup.ts',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 2,
  retries: 0,
  forbidOnly: true,
  reporter: [['list'], ['./rig/e2e/slowestTestsReporter.ts']],
  use: {
    browserName: 'chromium',
    launchOptions: { executablePath: chromiumPath(), args: CHROMIUM_ARGS },
    trace: 'off',
  },
  projects: [
    { name: 'chromium', testIgnore: SHARED_STATE, grepInvert: TAGGED },
    { name: 'chromium, one at a time', testMatch: SHARED_STATE, workers: 1, dependencies: ['chromium'] },
    {
      name: 'chromium, tagged one at a time',
      testIgnore: SHARED_STATE,
      grep: TAGGED,
      workers: 1,
      dependencies: ['chromium, one at a time'],
    },
  ],
});
