/** The process environment without any PUBLIC_ site variable, so a test decides every one of them. */
export function cleanSiteEnv(overrides: Record<string, string>): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {};
  for (const [key, value] of Object.entries(process.env)) {
    if (!key.startsWith('PUBLIC_')) env[key] = value;
  }
  return { ...env, ASTRO_TELEMETRY_DISABLED: '1', WRANGLER_SEND_METRICS: 'false', ...overrides };
}
