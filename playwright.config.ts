import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumPath } from './rig/browser/chromiumLaunch.ts';

/**
 * The files whose tests change what every page reads through: the RPC fault proxies and the relay (through
 * rig/e2e/testControl.ts), or the chains' blocks. They run one at a time, after the rest; every other file
 * only reads, and two run side by side.
 */
const SHARED_STATE = ['faults.spec.ts', 'gateway.spec.ts', 'hosts.spec.ts', 'watch.spec.ts'].map(
  (file) => `**/${file}`,
);

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
    { name: 'chromium', testIgnore: SHARED_STATE },
    { name: 'chromium, one at a time', testMatch: SHARED_STATE, workers: 1, dependencies: ['chromium'] },
  ],
});
