import { playwright } from '@vitest/browser-playwright';
import { defineConfig } from 'vitest/config';
import { CHROMIUM_ARGS, testChromiumPath } from './rig/browser/chromiumLaunch.ts';
import { chooserMarkupCommands } from './rig/browserTests/chooserMarkupCommands.ts';
import { claimsFilesPlugin } from './rig/browserTests/serveClaimsFiles.ts';
import { testWalletCommands } from './rig/browserTests/testWalletCommands.ts';
import { walletPageCommands } from './rig/browserTests/walletPageCommands.ts';
import { SlowestVitestReporter } from './rig/measure/slowestVitestReporter.ts';
import { GATEWAY_PROJECT } from './rig/test/vitestProjects.ts';

/**
 * The gateway's workerd tests: a wrangler dev that refuses bodies before it has read them, and budgets timed by
 * workerd's timers. Beside other files on a busy 2-core machine, a refused upload could lose its connection
 * before the answer came and late timers bunch calls, so they run after the rest, two files at a time.
 * `npm test` runs them on their own instead (rig/test/runTests.ts), beside Playwright's tests that run one at a
 * time: they mostly wait on workerd's real time. (Run first, beside `npm test`'s checks, a refused upload lost
 * its connection in a clean-clone CI run.)
 */
const ALONE = ['tests/gateway/**'];

const shared = { testTimeout: 30_000, hookTimeout: 60_000 };

/**
 * The island's React code (`*.test.tsx`), its loader (`client:intent`) and the chooser's script run where they run for a visitor: in a real
 * page of Debian's Chromium, with its DOM, `<dialog>`, IndexedDB and WebSocket, reading the local chains and
 * pairing through the local relay (rig/browserTests/globalSetup.ts).
 */
const IN_CHROMIUM = ['src/islands/**/*.test.tsx', 'src/chooser/**/*.test.ts', 'src/directives/**/*.test.ts'];

/** Offline Chromium, which also resolves `localhost`: Vitest opens its test page there. */
const IN_CHROMIUM_ARGS = CHROMIUM_ARGS.map((arg) =>
  arg.startsWith('--host-resolver-rules=') ? `${arg}, EXCLUDE localhost` : arg,
);

export default defineConfig({
  test: {
    maxWorkers: 2,
    reporters: ['default', new SlowestVitestReporter()],
    projects: [
      {
        test: {
          ...shared,
          name: 'unit and integration',
          include: ['src/**/*.test.ts', 'rig/**/*.test.ts', 'tests/**/*.test.ts'],
          exclude: ['tests/e2e/**', 'tests/engines/**', ...ALONE, ...IN_CHROMIUM, 'node_modules/**'],
          // A worker keeps the modules it loaded for its next file rather than loading them again: about 14 s
          // less here. Each file stops what it started and puts back the clock it faked, and the files pass in
          // a shuffled order too (`--sequence.shuffle.files`).
          isolate: false,
        },
      },
      {
        plugins: [claimsFilesPlugin()],
        test: {
          ...shared,
          name: 'island and chooser in Chromium',
          include: IN_CHROMIUM,
          globalSetup: ['./rig/browserTests/globalSetup.ts'],
          browser: {
            enabled: true,
            headless: true,
            provider: playwright({
              launchOptions: { executablePath: testChromiumPath(), args: IN_CHROMIUM_ARGS },
            }),
            instances: [{ browser: 'chromium' }],
            commands: { ...testWalletCommands, ...chooserMarkupCommands, ...walletPageCommands },
            screenshotFailures: false,
          },
        },
      },
      {
        test: {
          ...shared,
          name: GATEWAY_PROJECT,
          include: ALONE,
          sequence: { groupOrder: 1 },
          // After the other projects, two files at a time: each starts gateways in workerd and chains, and their
          // budgets hold with another file's gateways (or any CPU-bound process) beside them.
          fileParallelism: true,
        },
      },
    ],
  },
});
