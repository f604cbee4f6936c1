import { CANONICAL_MULTICALL3 } from '../../src/lib/config/limits.ts';
import type { ChainConfig, TokenConfig } from '../../src/lib/config/siteConfigSchema.ts';
import type { WorldChain } from '../fixtures/chain/testWorld.ts';

/** A site-config chain entry for a test-world chain, read through `rpcUrls` (the node itself by default). */
export function worldChainConfig(chain: WorldChain, rpcUrls: string[] = [chain.rpcUrl]): ChainConfig {
  return {
    id: chain.chainId,
    name: `Test chain ${chain.chainId}`,
    rpcUrls,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    explorerUrl: 'https://explorer.example',
    multicall3: CANONICAL_MULTICALL3,
  };
}

/** Site-config token entries for every token deployed on a test-world chain (unnamed: names read on chain). */
export function worldTokenConfigs(chain: WorldChain, options: { named?: boolean } = {}): TokenConfig[] {
  return chain.tokens.map((token) => ({
    chainId: chain.chainId,
    address: token.address,
    symbol: token.symbol.slice(0, 12),
    decimals: token.decimals,
    ...(options.named === false ? {} : { name: token.name.slice(0, 60) }),
  }));
}
