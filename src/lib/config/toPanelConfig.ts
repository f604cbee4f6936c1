import type {
  CallConfig,
  ChainConfig,
  EnsConfig,
  GovernanceConfig,
  NftConfig,
  SiteConfig,
  TokenConfig,
} from './siteConfigSchema.ts';

/** What the wallet island needs from the site config: plain, serialisable data passed as island props. */
export interface PanelConfig {
  siteName: string;
  /** True when every read goes through the site's own `/rpc/<chainId>` gateway (chains' rpcUrls say so). */
  rpcGateway: boolean;
  accent: string;
  walletConnectProjectId: string | null;
  chains: ChainConfig[];
  tokens: TokenConfig[];
  nfts: NftConfig[];
  governance: GovernanceConfig[];
  calls: CallConfig[];
  ens: EnsConfig | false;
}

/**
 * Picks the island's part of the validated site config. Through the gateway (`viaGateway`), each chain is read
 * at `/rpc/<chainId>` on the site's own origin and the config's RPC URLs are left out of the page entirely.
 */
export function toPanelConfig(config: SiteConfig, { viaGateway = config.rpcGateway } = {}): PanelConfig {
  return {
    siteName: config.name,
    rpcGateway: viaGateway,
    accent: config.theme.accent,
    walletConnectProjectId: config.walletConnectProjectId ?? null,
    chains: viaGateway
      ? config.chains.map((chain) => ({ ...chain, rpcUrls: [`/rpc/${chain.id}`] }))
      : config.chains,
    tokens: config.tokens,
    nfts: config.nfts,
    governance: config.governance,
    calls: config.calls,
    ens: config.ens,
  };
}
