import { defineConfig } from 'vitest/config';

/**
 * The cross-engine end-to-end suite: Firefox ESR (WebDriver BiDi, through puppeteer) and WebKitGTK (WebDriver
 * classic) against the same local chains, relay and site, one test file (and worker) per engine.
 */
export default defineConfig({
  test: {
    include: ['tests/engines/*.test.ts'],
    globalSetup: ['./rig/engines/globalSetup.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    teardownTimeout: 30_000,
    maxWorkers: 2,
  },
});
