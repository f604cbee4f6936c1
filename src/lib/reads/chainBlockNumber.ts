/**
 * ArbSys, Arbitrum's system precompile: `arbBlockNumber()` is the chain's own (L2) block number, where
 * `block.number` (and so Multicall3's `getBlockNumber()`) is an approximate L1 block number.
 */
export const ARB_SYS = '0x0000000000000000000000000000000000000064';

/** `arbBlockNumber()`. */
export const ARB_BLOCK_NUMBER_SELECTOR = '0xa3b1b31d';

/** Arbitrum One, Arbitrum Nova and Arbitrum Sepolia: chains whose `block.number` is not their own block number. */
const ARBITRUM_CHAIN_IDS: ReadonlySet<number> = new Set([42161, 42170, 421614]);

/** True when `block.number` on `chainId` is the chain's own block number (false on Arbitrum's chains). */
export function hasOwnBlockNumber(chainId: number): boolean {
  return !ARBITRUM_CHAIN_IDS.has(chainId);
}

/** Multicall3's `getBlockNumber()`. */
const GET_BLOCK_NUMBER = '0x42cbb15c';

/**
 * The sub-call that reads `chainId`'s own block number inside an `aggregate3` on `multicall3`: ArbSys's
 * `arbBlockNumber()` on Arbitrum, Multicall3's `getBlockNumber()` elsewhere.
 */
export function blockNumberCall(chainId: number, multicall3: string): { target: string; callData: string } {
  return hasOwnBlockNumber(chainId)
    ? { target: multicall3, callData: GET_BLOCK_NUMBER }
    : { target: ARB_SYS, callData: ARB_BLOCK_NUMBER_SELECTOR };
}
