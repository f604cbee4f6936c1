import { JsonRpcProvider, toQuantity } from 'ethers';

/**
 * Gives the distributor at `address` on the anvil node at `rpcUrl` another root, for a distributor that keeps
 * its root in storage (as TestStandardDistributor does, in slot `slot`) rather than in its code: the slot is
 * overwritten with `anvil_setStorageAt`. Returns a function that puts the original root back.
 */
export async function replaceStoredRoot(
  rpcUrl: string,
  chainId: number,
  address: string,
  root: string,
  slot = 0,
): Promise<() => Promise<void>> {
  const provider = new JsonRpcProvider(rpcUrl, chainId, { staticNetwork: true, cacheTimeout: -1 });
  try {
    const original = await provider.getStorage(address, slot);
    await provider.send('anvil_setStorageAt', [address, toQuantity(slot), root]);
    return async () => {
      const restoring = new JsonRpcProvider(rpcUrl, chainId, { staticNetwork: true });
      try {
        await restoring.send('anvil_setStorageAt', [address, toQuantity(slot), original]);
      } finally {
        restoring.destroy();
      }
    };
  } finally {
    provider.destroy();
  }
}
