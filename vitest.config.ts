import { defineConfig } from 'vitest/config';
import { SlowestVitestReporter } from './rig/measure/slowestVitestReporter.ts';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'rig/**/*.test.ts', 'tests/**/*.test.ts'],
    exclude: ['tests/e2e/**', 'tests/engines/**', 'node_modules/**'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    reporters: ['default', new SlowestVitestReporter()],
  },
});
