import type { JsonRpcProvider } from 'ethers';
import type { ChainConfig } from '../config/siteConfigSchema.ts';
import type { PanelConfig } from '../config/toPanelConfig.ts';
import { type EnsProfile, lookupEnsProfile } from '../ens/lookupEnsProfile.ts';
import { resolveEnsName } from '../ens/resolveEnsName.ts';
import { AppError } from '../errors/AppError.ts';
import { type AccountList, parseAccountList } from '../input/parseAccountList.ts';
import { parseWatchParam } from '../input/parseWatchParam.ts';
import { createChainProvider } from '../rpc/createChainProvider.ts';
import { createRpcTransport, type RpcTransport } from '../rpc/createRpcTransport.ts';
import { DEFAULT_RPC_POLICY, type RpcPolicy } from '../rpc/rpcPolicy.ts';
import { createAccountCodes } from './createAccountCodes.ts';
import { type AccountRead, readChainSnapshots } from './readChainSnapshot.ts';
import type { ChainSnapshot } from './readTypes.ts';

/** Everything the panel reads from the chains, behind one lazily imported module (ethers stays off page load). */
export interface AccountReader {
  /** A list of addresses and ENS names as typed or pasted; `taken`: the accounts already in view. */
  parseList(text: string, taken?: readonly string[]): AccountList;
  parseWatchParam(search: string): AccountList | null;
  resolveName(name: string): Promise<string>;
  lookupProfile(address: string): Promise<EnsProfile>;
  /**
   * One refresh of one chain for every account in view, in one request: a snapshot per account, in order.
   * `signal` cancels it (the snapshots then carry READ_CANCELLED). Each account's `probes`: what the claims
   * lists' files said about it, checked against the chain in the same call.
   */
  readChain(
    chainId: number,
    accounts: readonly AccountRead[],
    signal?: AbortSignal,
  ): Promise<ChainSnapshot[]>;
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
    parseList: parseAccountList,
    parseWatchParam,
    resolveName: async (name) => {
      if (ens === false) throw new AppError('ENS_UNSUPPORTED');
      return resolveEnsName(providerFor(ens.chainId), name);
    },
    lookupProfile: async (address) =>
      ens === false ? { name: null, avatar: null } : lookupEnsProfile(providerFor(ens.chainId), address, ens),
    readChain: async (chainId, accounts, signal) =>
      readChainSnapshots(transportFor(chainId), config, chainFor(chainId).id, accounts, signal, codes),
  };
}
