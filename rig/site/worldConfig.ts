import { resolveSiteConfig } from '../../src/lib/config/resolveSiteConfig.ts';
import type { SiteConfig, SiteConfigInput } from '../../src/lib/config/siteConfigSchema.ts';
import type { TestWorld } from '../chain/testWorld.ts';
import { testSiteConfigInput } from './testSiteConfig.ts';

/** Keeps only what `input` reads on `chainIds`: its chains, their entries, and the feeds read there. */
function onChains(input: SiteConfigInput, chainIds: readonly number[]): SiteConfigInput {
  const kept = <T extends { chainId: number }>(entries: readonly T[] | undefined) =>
    (entries ?? []).filter((entry) => chainIds.includes(entry.chainId));
  const feedKept = <T extends { priceFeed?: { chainId: number } | undefined }>(entry: T): T => {
    if (!entry.priceFeed || chainIds.includes(entry.priceFeed.chainId)) return entry;
    const { priceFeed: _dropped, ...rest } = entry;
    return rest as T;
  };
  return {
    ...input,
    chains: input.chains
      .filter((chain) => chainIds.includes(chain.id))
      .map((chain) => ({ ...chain, nativeCurrency: feedKept(chain.nativeCurrency) })),
    tokens: kept(input.tokens).map(feedKept),
    nfts: kept(input.nfts),
    governance: kept(input.governance),
    calls: kept(input.calls),
    claims: kept(input.claims),
    ens: input.ens !== false && chainIds.includes(input.ens.chainId) ? input.ens : false,
  };
}

/**
 * The tests' site config for the chains `world` runs, validated, each chain read through `rpcUrls[id]` (the
 * chain's own node by default). `change` edits the input first, as an owner would.
 */
export function worldSiteConfig(
  world: TestWorld,
  rpcUrls: Readonly<Record<number, readonly string[]>> = {},
  change: (input: SiteConfigInput) => SiteConfigInput = (input) => input,
): SiteConfig {
  const chainIds = world.chains.map((chain) => chain.chainId);
  const input = change(onChains(testSiteConfigInput, chainIds));
  return resolveSiteConfig(
    {
      ...input,
      chains: input.chains.map((chain) => ({
        ...chain,
        rpcUrls: [...(rpcUrls[chain.id] ?? [world.chain(chain.id).rpcUrl])],
      })),
    },
    {},
  );
}
