/** The value of the island's `client:intent` on a site with mini apps on: it hydrates at once inside a host. */
export const MINI_APP_INTENT = 'mini-app';

/**
 * Whether the page may be inside a mini-app host (Farcaster, the Base app): in a phone app's WebView (which sets
 * `window.ReactNativeWebView`) or in a frame, which the page's `frame-ancestors` allows only to the hosts the
 * owner named. Cheap, and without the host's SDK: only then does the page load it.
 */
export function isInMiniAppHost(page: Window): boolean {
  try {
    return (
      (page as { ReactNativeWebView?: unknown }).ReactNativeWebView !== undefined || page.parent !== page
    );
  } catch {
    return false;
  }
}
