/** What global setup started, handed to the test workers through `E2E_STATE`. */
export interface E2eState {
  /** The site built with a WalletConnect project (AppKit). */
  siteUrl: string;
  siteDir: string;
  /** The copy of the project that site was built from: its `wrangler.toml` and the gateway policy it wrote. */
  siteRoot: string;
  /** The same site built without a project ID (the page's own browser-wallet picker). */
  noProjectSiteUrl: string;
  /** The same site in direct mode (`rpcGateway: false`): the browser reads the fault proxies itself. */
  directSiteUrl: string;
  /** The local WalletConnect relay the page's relay socket is handed to. */
  relayUrl: string;
  /** The control server steering the RPC proxies and the relay. */
  controlUrl: string;
  /**
   * Per chain: its anvil node, the fault proxy in front of it, and the gateway's upstream: a proxy that answers
   * only on a secret path (its key), in front of the fault proxy.
   */
  chains: { chainId: number; nodeUrl: string; proxyUrl: string; upstreamUrl: string }[];
}

/** The state global setup left for this worker. */
export function loadE2eState(): E2eState {
  const raw = process.env.E2E_STATE;
  if (!raw) throw new Error('E2E_STATE is not set: run the tests through playwright.config.ts');
  return JSON.parse(raw) as E2eState;
}
