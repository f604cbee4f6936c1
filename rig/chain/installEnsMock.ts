import { Contract, type JsonRpcProvider, namehash, type Signer } from 'ethers';
import { ENS_CONTRACTS } from '../../src/lib/ens/ensContracts.ts';
import { sendAndConfirm } from './confirmTransaction.ts';
import { loadArtifact } from './loadArtifact.ts';

/** The ENS registry address ethers uses by default (legacy resolution path). */
export const ENS_REGISTRY_ADDRESS = ENS_CONTRACTS.registry;

/** The Universal Resolver address ethers 6.17 uses for chain 1 (and Sepolia). */
const ENS_UNIVERSAL_RESOLVER_ADDRESS = ENS_CONTRACTS.universalResolver;

/** Forward records (name → address, text records) and reverse records (address → claimed primary name). */
export type EnsRecords = {
  names: readonly { name: string; address: string; texts?: Readonly<Record<string, string>> }[];
  reverseNames: readonly { address: string; name: string }[];
};

/** Addresses of the two EnsMock copies written by {@link installEnsMock}. */
export type InstalledEns = { registry: string; universalResolver: string; records: EnsRecords };

/** Returns the ENS node of the reverse record of `address` (`<hex>.addr.reverse`). */
function reverseNode(address: string): string {
  return namehash(`${address.slice(2).toLowerCase()}.addr.reverse`);
}

async function writeRecords(ens: Contract, records: EnsRecords): Promise<void> {
  const send = (method: string, args: unknown[]) => sendAndConfirm(ens, method, ...args);
  for (const record of records.names) {
    const node = namehash(record.name);
    await send('setAddr', [node, record.address]);
    for (const [key, value] of Object.entries(record.texts ?? {})) {
      await send('setText', [node, key, value]);
    }
  }
  for (const record of records.reverseNames) {
    await send('setName', [reverseNode(record.address), record.name]);
  }
}

/** Puts EnsMock at the registry and Universal Resolver addresses and writes `records` into both copies. */
export async function installEnsMock(
  provider: JsonRpcProvider,
  signer: Signer,
  records: EnsRecords,
): Promise<InstalledEns> {
  const artifact = loadArtifact('EnsMock');
  for (const address of [ENS_REGISTRY_ADDRESS, ENS_UNIVERSAL_RESOLVER_ADDRESS]) {
    await provider.send('anvil_setCode', [address, artifact.deployedBytecode]);
    await writeRecords(new Contract(address, artifact.abi, signer), records);
  }
  return { registry: ENS_REGISTRY_ADDRESS, universalResolver: ENS_UNIVERSAL_RESOLVER_ADDRESS, records };
}
