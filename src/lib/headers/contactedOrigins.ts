import type { SiteConfig } from '../config/siteConfigSchema.ts';

/** WalletConnect's hosts: AppKit's wallet registry, the relay and the Verify frame. */
const WALLETCONNECT_ORIGINS = {
  registry: 'https://api.web3modal.org',
  relay: 'wss://relay.walletconnect.org',
  verify: 'https://verify.walletconnect.org',
} as const;

/**
 * Base Account's popup: a window of its own (keys.coinbase.com) that the SDK opens once the visitor picks Base
 * Account, and talks to with `postMessage`. The page itself fetches nothing from it, so the CSP names no Coinbase
 * host: a window is not one of the page's requests.
 */
const BASE_ACCOUNT_POPUP = 'https://keys.coinbase.com';

/** Every origin the page may contact, by purpose; the CSP and the privacy page are both made from this. */
export interface ContactedOrigins {
  /** True when reads go through the site's own `/rpc/*` gateway: the page then contacts no RPC origin. */
  rpcGateway: boolean;
  /** Per chain, the RPC origins the browser calls itself (none through the gateway). */
  rpc: { chainId: number; chainName: string; origins: string[] }[];
  avatars: string[];
  walletConnect: typeof WALLETCONNECT_ORIGINS | null;
  /** Base Account's popup window, opened only when the visitor picks it (not a request of the page's). */
  baseAccountPopup: typeof BASE_ACCOUNT_POPUP;
}

/** Unique origins of a list of URLs, in first-seen order. */
function uniqueOrigins(urls: readonly string[]): string[] {
  return [...new Set(urls.map((url) => new URL(url).origin))];
}

/** Lists the origins a page built from `config` may contact, and why. */
export function contactedOrigins(config: SiteConfig): ContactedOrigins {
  return {
    rpcGateway: config.rpcGateway,
    rpc: config.chains.map((chain) => ({
      chainId: chain.id,
      chainName: chain.name,
      origins: config.rpcGateway ? [] : uniqueOrigins(chain.rpcUrls),
    })),
    avatars: config.ens === false ? [] : uniqueOrigins([config.ens.ipfsGateway, ...config.ens.avatarHosts]),
    walletConnect: config.walletConnectProjectId === undefined ? null : WALLETCONNECT_ORIGINS,
    baseAccountPopup: BASE_ACCOUNT_POPUP,
  };
}
