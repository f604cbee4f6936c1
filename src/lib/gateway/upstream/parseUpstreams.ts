/** The name of the Worker variable holding a chain's upstream URLs. */
export function upstreamsVariable(chainId: string): string {
  return `RPC_UPSTREAMS_${chainId}`;
}

/** True for an absolute http(s) URL. */
function isHttpUrl(value: string): boolean {
  try {
    const { protocol } = new URL(value);
    return protocol === 'https:' || protocol === 'http:';
  } catch {
    return false;
  }
}

/**
 * A chain's upstream URLs, in the order to try them: the comma-separated `RPC_UPSTREAMS_<chainId>` variable
 * (entries trimmed, empty and non-http(s) entries dropped) when it names any, else the policy's fallback URLs.
 */
export function parseUpstreams(
  env: Readonly<Record<string, unknown>>,
  chainId: string,
  fallback: readonly string[],
): string[] {
  const value = env[upstreamsVariable(chainId)];
  const fromEnv =
    typeof value === 'string'
      ? value
          .split(',')
          .map((entry) => entry.trim())
          .filter(isHttpUrl)
      : [];
  return fromEnv.length > 0 ? fromEnv : fallback.filter(isHttpUrl);
}
