/**
 * The process environment without any PUBLIC_ site variable, so a test decides every one of them, and without
 * colours (`NO_COLOR`, no `FORCE_COLOR`), so tests read the build's words as a person would, in CI too.
 */
export function cleanSiteEnv(overrides: Record<string, string>): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {};
  for (const [key, value] of Object.entries(process.env)) {
    if (!key.startsWith('PUBLIC_') && key !== 'FORCE_COLOR') env[key] = value;
  }
  return {
    ...env,
    NO_COLOR: '1',
    ASTRO_TELEMETRY_DISABLED: '1',
    WRANGLER_SEND_METRICS: 'false',
    ...overrides,
  };
}
