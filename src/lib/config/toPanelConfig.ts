import type { ClaimListView, ClaimsListSummary } from '../claims/claimTypes.ts';
import { gatewayPath } from '../gatewayContract/gatewayContract.ts';
import { defaultClaimedGetter } from './checkClaimsGetters.ts';
import type {
  CallConfig,
  ChainConfig,
  EnsConfig,
  GovernanceConfig,
  NftConfig,
  SiteConfig,
  TokenConfig,
} from './siteConfigSchema.ts';
import { defaultLocale, siteTextsIn } from './siteTexts.ts';

/** What the wallet island needs from the site config: plain, serialisable data passed as island props. */
export interface PanelConfig {
  /** The site's name in its default language: what a wallet shows of the page it connects to. */
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
  /** Each claims list with where its built files are; empty when the site has none. */
  claimLists: ClaimListView[];
  ens: EnsConfig | false;
  /** Whether the owner turned mini apps on: inside a Farcaster or Base app host, the page then greets the host. */
  miniApp: boolean;
}

/** Unix seconds of an ISO 8601 time from the config, or null. */
const toSeconds = (time: string | undefined) =>
  time === undefined ? null : Math.floor(Date.parse(time) / 1000);

/** How {@link toPanelConfig} is made: the reads' route, and what the build made of each claims list. */
export interface PanelConfigOptions {
  viaGateway?: boolean;
  /** One per `config.claims` entry, in order (from the build); without them the panel checks no list. */
  claimLists?: readonly ClaimsListSummary[];
}

/**
 * Picks the island's part of the validated site config. Through the gateway (`viaGateway`), each chain is read
 * at `/rpc/<chainId>` on the site's own origin and the config's RPC URLs are left out of the page entirely.
 * Each claims list joins what the build made of it: its files' id, its root and its index's prefix length, and
 * its claimed getter defaults by the list's leaves when the entry names none.
 */
export function toPanelConfig(
  config: SiteConfig,
  { viaGateway = config.rpcGateway, claimLists = [] }: PanelConfigOptions = {},
): PanelConfig {
  return {
    siteName: siteTextsIn(config, defaultLocale(config)).name,
    rpcGateway: viaGateway,
    accent: config.theme.accent,
    walletConnectProjectId: config.walletConnectProjectId ?? null,
    chains: viaGateway
      ? config.chains.map((chain) => ({ ...chain, rpcUrls: [gatewayPath(chain.id)] }))
      : config.chains,
    tokens: config.tokens,
    nfts: config.nfts,
    governance: config.governance,
    calls: config.calls,
    claimLists: config.claims.flatMap((entry, index) => {
      const built = claimLists[index];
      if (!built) return [];
      return [
        {
          id: `${entry.chainId}:${entry.distributor}`,
          filesId: built.id,
          chainId: entry.chainId,
          distributor: entry.distributor,
          name: entry.name,
          symbol: entry.symbol,
          decimals: entry.decimals,
          claimUrl: entry.claimUrl,
          opensAt: toSeconds(entry.opensAt),
          closesAt: toSeconds(entry.closesAt),
          root: built.root,
          rootGetter: entry.root,
          claimedGetter: entry.claimed ?? defaultClaimedGetter(entry.format, built.encoding),
          deadlineGetter: entry.deadline ?? null,
          prefixDigits: built.prefixDigits,
        },
      ];
    }),
    ens: config.ens,
    miniApp: config.miniApp !== false,
  };
}
