import { id } from 'ethers';
import type { SiteConfig } from '../config/siteConfigSchema.ts';
import { ENS_CONTRACTS, ENS_RESOLVER_FUNCTIONS } from '../ens/ensContracts.ts';
import type { GatewayPolicy } from '../gateway/policy/gatewayPolicyTypes.ts';
import { ARB_SYS, hasOwnBlockNumber } from '../reads/chainBlockNumber.ts';
import { safe } from '../reads/contractAbis.ts';
import { feedsOnChain } from '../reads/planChainReads.ts';

/** A Safe's getters, which the page reads on the account in view. */
const SAFE_PROBE_SELECTORS = ['getThreshold', 'getOwners'].map(
  (name) => safe.getFunction(name)?.selector ?? '',
);

/**
 * What the site's RPC gateway may forward, from the site config: the one source of its allowlist, written at
 * build for the Worker and used by the tests. Per chain: the config's RPC URLs as fallback upstreams, and as
 * eth_call targets Multicall3, every token, NFT collection, governance token, custom call, claims distributor
 * and price feed read there, its sequencer feed, on Arbitrum's chains ArbSys (for the chain's own block
 * number), and on the ENS chain the ENS contracts (plus the resolver reads ethers makes on whatever resolver a
 * name has). On every chain, a Safe's `getThreshold()` and `getOwners()` on any address: the page asks them of
 * the account in view to tell a Safe. The ENS contracts are untrusted targets: they call on into whatever
 * resolver a name has, code an outsider controls. A site in direct mode (`rpcGateway: false`) gets an
 * empty policy.
 */
export function toGatewayPolicy(config: SiteConfig): GatewayPolicy {
  if (!config.rpcGateway) return { chains: {} };
  const ensChainId = config.ens === false ? null : config.ens.chainId;
  const lower = (address: string) => address.toLowerCase();
  return {
    chains: Object.fromEntries(
      config.chains.map((chain) => {
        const on = <T extends { chainId: number }>(entries: readonly T[]) =>
          entries.filter((entry) => entry.chainId === chain.id);
        const targets = [
          ...(chain.multicall3 === false ? [] : [chain.multicall3]),
          ...on(config.tokens).map((token) => token.address),
          ...on(config.nfts).map((nft) => nft.address),
          ...on(config.governance).map((entry) => entry.token),
          ...on(config.calls).map((call) => call.address),
          ...on(config.claims).map((entry) => entry.distributor),
          ...feedsOnChain(config, chain.id).map((feed) => feed.address),
          ...(chain.sequencerUptimeFeed ? [chain.sequencerUptimeFeed] : []),
          ...(chain.id === ensChainId ? Object.values(ENS_CONTRACTS) : []),
          ...(hasOwnBlockNumber(chain.id) ? [] : [ARB_SYS]),
        ];
        return [
          String(chain.id),
          {
            fallbackUpstreams: [...chain.rpcUrls],
            targets: [...new Set(targets.map(lower))],
            multicall3: chain.multicall3 === false ? null : lower(chain.multicall3),
            anyTargetSelectors: [
              ...SAFE_PROBE_SELECTORS,
              ...(chain.id === ensChainId
                ? ENS_RESOLVER_FUNCTIONS.map((signature) => id(signature).slice(0, 10))
                : []),
            ],
            noArgumentSelectors: SAFE_PROBE_SELECTORS,
            untrustedTargets: chain.id === ensChainId ? Object.values(ENS_CONTRACTS).map(lower) : [],
            multicallBlockNumber: hasOwnBlockNumber(chain.id),
          },
        ];
      }),
    ),
  };
}
