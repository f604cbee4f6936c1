/**
 * How an RPC endpoint is named in messages, in any language: its host, or its path for the site's own
 * gateway (`/rpc/<chainId>`, a path the browser resolves against the page).
 */
export function describeEndpoint(url: string): string {
  return URL.canParse(url) ? new URL(url).host : url;
}
