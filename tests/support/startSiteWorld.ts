import { siteConfig } from '../../site.config.ts';
import { cloneTokenAt } from '../fixtures/chain/cloneTokenAt.ts';
import { startTestWorld, type TestWorld, worldAccounts } from '../fixtures/chain/testWorld.ts';

/**
 * Which test token stands in for each token of the default site config on the local chains: USDC on
 * Ethereum reads like a 6-decimal token, USDC on Base has a `balanceOf` that reverts, ARB holds dust.
 */
export const SITE_TOKEN_STAND_INS: Readonly<Record<string, string>> = {
  '1:0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48': 'tusd',
  '8453:0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913': 'reverting',
  '42161:0x912CE59144191C1204E64559FE8253a0e49E6548': 'dust',
};

/** The test world on every chain of the site config, with each configured token answering at its real address. */
export async function startSiteWorld(): Promise<TestWorld> {
  const world = await startTestWorld({ chainIds: siteConfig.chains.map((chain) => chain.id) });
  try {
    const holders = Object.values(worldAccounts).map((account) => account.address);
    for (const token of siteConfig.tokens) {
      const key = SITE_TOKEN_STAND_INS[`${token.chainId}:${token.address}`];
      const source = world.chain(token.chainId).tokens.find((candidate) => candidate.key === key);
      if (!source) throw new Error(`no stand-in for ${token.symbol} on chain ${token.chainId}`);
      if (source.kind === 'standard' && source.decimals !== token.decimals) {
        throw new Error(
          `stand-in for ${token.symbol} has ${source.decimals} decimals, config says ${token.decimals}`,
        );
      }
      await cloneTokenAt(world.chain(token.chainId).rpcUrl, source.address, token.address, holders);
    }
    return world;
  } catch (error) {
    await world.stop();
    throw error;
  }
}
