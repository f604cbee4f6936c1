/** The path under the site's origin where the gateway keeps shared results in the Cache API. */
export const CACHE_KEY_PATH = '/__rpc-gateway-cache/';

/**
 * The URL of the synthetic GET request that keys one read in the Cache API: the SHA-256 of its canonical key
 * under the site's own origin, so no address or calldata appears in a URL and any key length fits.
 */
export async function toCacheKeyUrl(origin: string, key: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(key));
  const hex = Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${origin}${CACHE_KEY_PATH}${hex}`;
}
