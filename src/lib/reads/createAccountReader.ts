import type { JsonRpcProvider } from 'ethers';
import type { ChainConfig } from '../config/siteConfigSchema.ts';
import type { PanelConfig } from '../config/toPanelConfig.ts';
import { type EnsProfile, lookupEnsProfile } from '../ens/lookupEnsProfile.ts';
import { resolveEnsName } from '../ens/resolveEnsName.ts';
import { AppError } from '../errors/AppError.ts';
import { type AccountInput, parseAccountInput } from '../input/parseAccountInput.ts';
import { parseWatchParam } from '../input/parseWatchParam.ts';
import { createChainProvider } from '../rpc/createChainProvider.ts';
import { createRpcTransport, type RpcTransport } from '../rpc/createRpcTransport.ts';
import { DEFAULT_RPC_POLICY, type RpcPolicy } from '../rpc/rpcPolicy.ts';
import { createAccountCodes } from './createAccountCodes.ts';
import type { ClaimProbes } from './planClaimReads.ts';
import { readChainSnapshot } from './readChainSnapshot.ts';
import type { ChainSnapshot } from './readTypes.ts';

/** Everything the panel reads from the chains, behind one lazily imported module (ethers stays off page load). */
export interface AccountReader {
  parseInput(input: string): AccountInput;
  parseWatchParam(search: string): AccountInput | null;
  resolveName(name: string): Promise<string>;
  lookupProfile(address: string): Promise<EnsProfile>;
  /**
   * One refresh of one chain; `signal` cancels it (the snapshot then carries READ_CANCELLED). `probes`: what
   * the claims lists' files said about the account, checked against the chain in the same call.
   */
  readChain(
    chainId: number,
    address: string,
    signal?: AbortSignal,
    probes?: ClaimProbes,
  ): Promise<ChainSnapshot>;
}

/** Creates the reader for a site: one transport per chain (and an ethers provider for ENS), made on first use. */
export function createAccountReader(
  config: Pick<PanelConfig, 'chains' | 'tokens' | 'nfts' | 'governance' | 'calls' | 'claimLists' | 'ens'>,
  policy: RpcPolicy = DEFAULT_RPC_POLICY,
): AccountReader {
  const transports = new Map<number, RpcTransport>();
  const providers = new Map<number, JsonRpcProvider>();
  const codes = createAccountCodes();
  const chainFor = (chainId: number): ChainConfig => {
    const chain = config.chains.find((candidate) => candidate.id === chainId);
    if (!chain)
      throw new AppError('UNEXPECTED', { detail: { key: 'CHAIN_NOT_CONFIGURED', values: { chainId } } });
    return chain;
  };
  const transportFor = (chainId: number): RpcTransport => {
    let transport = transports.get(chainId);
    if (!transport) {
      transport = createRpcTransport(chainFor(chainId), policy);
      transports.set(chainId, transport);
    }
    return transport;
  };
  const providerFor = (chainId: number): JsonRpcProvider => {
    let provider = providers.get(chainId);
    if (!provider) {
      provider = createChainProvider(chainId, transportFor(chainId));
      providers.set(chainId, provider);
    }
    return provider;
  };
  const ens = config.ens;
  return {
    parseInput: parseAccountInput,
    parseWatchParam,
    resolveName: async (name) => {
      if (ens === false) throw new AppError('ENS_UNSUPPORTED');
      return resolveEnsName(providerFor(ens.chainId), name);
    },
    lookupProfile: async (address) =>
      ens === false ? { name: null, avatar: null } : lookupEnsProfile(providerFor(ens.chainId), address, ens),
    readChain: async (chainId, address, signal, probes) =>
      readChainSnapshot(transportFor(chainId), config, chainFor(chainId).id, address, signal, probes, codes),
  };
}
