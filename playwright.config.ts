import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumPath } from './rig/browser/chromiumLaunch.ts';

export default defineConfig({
  testDir: 'tests/e2e',
  globalSetup: './rig/e2e/globalSetup.ts',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: 0,
  forbidOnly: true,
  reporter: [['list'], ['./rig/e2e/slowestTestsReporter.ts']],
  use: {
    browserName: 'chromium',
    launchOptions: { executablePath: chromiumPath(), args: CHROMIUM_ARGS },
    trace: 'off',
  },
});
