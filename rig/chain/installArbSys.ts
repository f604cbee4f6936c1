import type { JsonRpcProvider } from 'ethers';
import { ARB_SYS, hasOwnBlockNumber } from '../../src/lib/reads/chainBlockNumber.ts';

/**
 * Runtime code standing in for ArbSys: any call (the page's `arbBlockNumber()`) answers the block number (NUMBER,
 * PUSH1 0, MSTORE, return 32 bytes), which on anvil is the chain's own.
 */
const ARB_SYS_STAND_IN = '0x4360005260206000f3';

/**
 * On Arbitrum's chains, whose block number the page reads from the ArbSys precompile
 * (src/lib/reads/chainBlockNumber.ts), places a stand-in for it with `anvil_setCode`, as anvil has none; on
 * other chains it does nothing.
 */
export async function installArbSys(provider: JsonRpcProvider, chainId: number): Promise<void> {
  if (!hasOwnBlockNumber(chainId)) await provider.send('anvil_setCode', [ARB_SYS, ARB_SYS_STAND_IN]);
}
