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
    // Now and then a browser command never answers on this 2-core machine (MiniBrowser under Xvfb more than
    // Firefox), whatever the page does: such a test runs once more, on a fresh page. A test that fails twice
    // fails the run, and Vitest reports every retry.
    retry: 1,
  },
});
