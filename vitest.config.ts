import { defineConfig } from 'vitest/config';
import { SlowestVitestReporter } from './rig/measure/slowestVitestReporter.ts';

/**
 * The gateway's workerd tests: a wrangler dev that refuses bodies before it has read them, and budgets timed by
 * workerd's timers. Beside other files on a busy 2-core machine, a refused upload could lose its connection
 * before the answer came and late timers bunch calls, so they run alone, one file at a time, after the rest,
 * which run two files at a time.
 */
const ALONE = ['tests/gateway/**'];

const shared = { testTimeout: 30_000, hookTimeout: 60_000 };

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
          exclude: ['tests/e2e/**', 'tests/engines/**', ...ALONE, 'node_modules/**'],
        },
      },
      {
        test: {
          ...shared,
          name: 'gateway in workerd',
          include: ALONE,
          sequence: { groupOrder: 1 },
          // One file at a time: the launch-day file runs four gateways whose budgets are timed; beside another
          // file's gateways on 2 cores, workerd's timers fire late and bunch calls the budget had spaced.
          fileParallelism: false,
        },
      },
    ],
  },
});
