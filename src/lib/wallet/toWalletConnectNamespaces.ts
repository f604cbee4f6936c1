import type { ChainConfig } from '../config/siteConfigSchema.ts';
import { ALLOWED_WALLET_METHODS, WALLET_EVENTS } from './walletMethods.ts';

/** One namespace of a session proposal: its chains, methods, events and their RPC. */
export interface WalletConnectNamespace {
  chains: `eip155:${number}`[];
  methods: string[];
  events: string[];
  /** Chain id → RPC URL: WalletConnect's provider would otherwise default to Reown's RPC service. */
  rpcMap: Record<number, string>;
}

/** The namespaces the page proposes to a phone wallet: `eip155` only. */
export interface WalletConnectNamespaces {
  [namespace: string]: WalletConnectNamespace;
  eip155: WalletConnectNamespace;
}

/**
 * The namespaces of a WalletConnect session proposal, from the configured chains (their RPC URLs absolute):
 * only the read-only wallet methods, the two events the page follows, and the site's own RPC for every chain.
 */
export function toWalletConnectNamespaces(
  chains: readonly Pick<ChainConfig, 'id' | 'rpcUrls'>[],
): WalletConnectNamespaces {
  return {
    eip155: {
      chains: chains.map((chain) => `eip155:${chain.id}` as const),
      methods: [...ALLOWED_WALLET_METHODS],
      events: [...WALLET_EVENTS],
      rpcMap: Object.fromEntries(
        chains.flatMap((chain) => chain.rpcUrls.slice(0, 1).map((url) => [chain.id, url])),
      ),
    },
  };
}
