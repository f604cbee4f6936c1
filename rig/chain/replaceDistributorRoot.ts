import { Contract, JsonRpcProvider, keccak256, NonceManager, toQuantity, toUtf8Bytes, Wallet } from 'ethers';
import { deployContract } from './deployContract.ts';
import { loadArtifact } from './loadArtifact.ts';

/** The key that deploys the stand-in distributors whose code is copied over a real one. */
const SWAP_KEY = keccak256(toUtf8Bytes('edge-wallet-landing/claims/root-swap'));

/**
 * Gives the distributor at `address` on the anvil node at `rpcUrl` another root, as a new distribution
 * deployed at the same address would: a MerkleDistributor's root is immutable (it lives in its runtime code),
 * so a distributor with `root` and the same token is deployed elsewhere and its code copied over (what it
 * stores, the claimed bitmap, stays). Returns a function that puts the original code back.
 */
export async function replaceDistributorRoot(
  rpcUrl: string,
  chainId: number,
  address: string,
  root: string,
): Promise<() => Promise<void>> {
  const provider = new JsonRpcProvider(rpcUrl, chainId, { staticNetwork: true, cacheTimeout: -1 });
  try {
    const deployer = new NonceManager(new Wallet(SWAP_KEY, provider));
    await provider.send('anvil_setBalance', [await deployer.getAddress(), toQuantity(10n ** 20n)]);
    const original = await provider.getCode(address);
    const token = await new Contract(
      address,
      loadArtifact('TestMerkleDistributor').abi,
      provider,
    ).getFunction('token')();
    const swapped = await deployContract(deployer, 'TestMerkleDistributor', [token, root]);
    await provider.send('anvil_setCode', [address, await provider.getCode(await swapped.getAddress())]);
    return async () => {
      const restoring = new JsonRpcProvider(rpcUrl, chainId, { staticNetwork: true });
      try {
        await restoring.send('anvil_setCode', [address, original]);
      } finally {
        restoring.destroy();
      }
    };
  } finally {
    provider.destroy();
  }
}
