import type { ChainConfig } from '../config/siteConfigSchema.ts';

/** A chain as AppKit describes it (viem's chain shape plus CAIP-2 fields). */
export interface AppKitChain {
  id: number;
  caipNetworkId: `eip155:${number}`;
  chainNamespace: 'eip155';
  name: string;
  nativeCurrency: { name: string; symbol: string; decimals: number };
  rpcUrls: { default: { http: string[] } };
  blockExplorers: { default: { name: string; url: string } };
}

/** Describes a configured chain for AppKit, with the site's own RPC URLs. */
export function toAppKitNetwork(chain: ChainConfig): AppKitChain {
  return {
    id: chain.id,
    caipNetworkId: `eip155:${chain.id}`,
    chainNamespace: 'eip155',
    name: chain.name,
    nativeCurrency: chain.nativeCurrency,
    rpcUrls: { default: { http: chain.rpcUrls } },
    blockExplorers: { default: { name: new URL(chain.explorerUrl).host, url: chain.explorerUrl } },
  };
}

/** AppKit's `customRpcUrls`: every configured chain's RPC URLs, so neither AppKit nor WalletConnect use others. */
export function toCustomRpcUrls(
  chains: readonly ChainConfig[],
): Record<`eip155:${number}`, { url: string }[]> {
  return Object.fromEntries(
    chains.map((chain) => [`eip155:${chain.id}`, chain.rpcUrls.map((url) => ({ url }))]),
  );
}
