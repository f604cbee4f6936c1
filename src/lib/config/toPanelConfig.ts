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
  accent: string;
  walletConnectProjectId: string | null;
  chains: ChainConfig[];
  tokens: TokenConfig[];
  nfts: NftConfig[];
  governance: GovernanceConfig[];
  calls: CallConfig[];
  ens: EnsConfig | false;
}

/** Picks the island's part of the validated site config. */
export function toPanelConfig(config: SiteConfig): PanelConfig {
  return {
    siteName: config.name,
    accent: config.theme.accent,
    walletConnectProjectId: config.walletConnectProjectId ?? null,
    chains: config.chains,
    tokens: config.tokens,
    nfts: config.nfts,
    governance: config.governance,
    calls: config.calls,
    ens: config.ens,
  };
}
