/**
 * How an RPC endpoint is named in messages: its host, or "this site’s RPC gateway" for a path on the site's
 * own origin (`/rpc/<chainId>`), which the browser resolves against the page.
 */
export function describeEndpoint(url: string): string {
  return URL.canParse(url) ? new URL(url).host : 'this site’s RPC gateway';
}
