/**
 * What a test runner sets for its own code: FORCE_COLOR, and Vitest's NODE_ENV=test (with VITEST*), which made
 * a build from a Vitest suite a development build of React, about 70 KiB gzip larger, under the same cache key
 * as the production build `npm run build` makes.
 */
const TEST_RUNNER_ENV = /^(FORCE_COLOR|NODE_ENV|VITEST\w*)$/;

/**
 * The process environment without any PUBLIC_ site variable, so a test decides every one of them, and without
 * colours (`NO_COLOR`, no `FORCE_COLOR`), so tests read the build's words as a person would, in CI too. A build
 * from any test runner is the production build `npm run build` makes.
 */
export function cleanSiteEnv(overrides: Record<string, string>): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {};
  for (const [key, value] of Object.entries(process.env)) {
    if (!key.startsWith('PUBLIC_') && !TEST_RUNNER_ENV.test(key)) env[key] = value;
  }
  return {
    ...env,
    NO_COLOR: '1',
    ASTRO_TELEMETRY_DISABLED: '1',
    WRANGLER_SEND_METRICS: 'false',
    ...overrides,
  };
}
