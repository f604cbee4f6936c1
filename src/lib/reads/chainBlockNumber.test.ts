import { JsonRpcProvider, toBeHex } from 'ethers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { installMulticall3 } from '../../../rig/chain/installMulticall3.ts';
import { type AnvilNode, startAnvil } from '../../../rig/chain/startAnvil.ts';
import { worldAccounts } from '../../../rig/chain/worldAccounts.ts';
import { createRpcTransport } from '../rpc/createRpcTransport.ts';
import { ARB_SYS, blockNumberCall, hasOwnBlockNumber } from './chainBlockNumber.ts';
import { readChainSnapshot } from './readChainSnapshot.ts';

/** The L2 block number the stand-in ArbSys answers, far from anvil's own `block.number`. */
const L2_BLOCK = 123_456_789n;

/** Runtime code answering any call with one word, `value`: PUSH32 value, PUSH1 0, MSTORE, return 32 bytes. */
const answerWith = (value: bigint) => `0x7f${toBeHex(value, 32).slice(2)}60005260206000f3`;

let anvil: AnvilNode;

beforeAll(async () => {
  anvil = await startAnvil({ chainId: 42161 });
  const provider = new JsonRpcProvider(anvil.rpcUrl, 42161, { staticNetwork: true });
  await installMulticall3(provider);
  await provider.send('anvil_setCode', [ARB_SYS, answerWith(L2_BLOCK)]);
  provider.destroy();
});

afterAll(async () => {
  await anvil?.stop();
});

describe('the chain’s own block number', () => {
  it('is ArbSys.arbBlockNumber() on Arbitrum’s chains, block.number elsewhere', () => {
    expect([42161, 42170, 421614].map(hasOwnBlockNumber)).toEqual([false, false, false]);
    expect([1, 10, 8453].map(hasOwnBlockNumber)).toEqual([true, true, true]);
    expect(blockNumberCall(42161, '0xca11').target).toBe(ARB_SYS);
    expect(blockNumberCall(1, '0xca11')).toEqual({ target: '0xca11', callData: '0x42cbb15c' });
  });

  it("an Arbitrum card's block is the L2 number, read in the chain's one aggregate3", async () => {
    const chain = {
      id: 42161,
      rpcUrls: [anvil.rpcUrl],
      multicall3: '0xcA11bde05977b3631167028862bE2a173976CA11',
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    };
    const snapshot = await readChainSnapshot(
      createRpcTransport(chain),
      { chains: [chain], tokens: [], nfts: [], governance: [], calls: [], claimLists: [] },
      42161,
      worldAccounts.alice.address,
    );
    expect(snapshot.status).toBe('ok');
    expect(snapshot.blockNumber).toBe(L2_BLOCK);
  });
});
