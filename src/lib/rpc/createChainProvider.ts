import { type JsonRpcPayload, JsonRpcProvider, type JsonRpcResult, Network } from 'ethers';
import type { RpcTransport } from './createRpcTransport.ts';

/** An ethers JsonRpcProvider whose every request goes through the chain's {@link RpcTransport}. */
class TransportProvider extends JsonRpcProvider {
  readonly #transport: RpcTransport;

  constructor(chainId: number, transport: RpcTransport) {
    const network = Network.from(chainId);
    super(undefined, network, { staticNetwork: network, batchMaxCount: 1, cacheTimeout: -1 });
    this.#transport = transport;
  }

  override async _send(payload: JsonRpcPayload | JsonRpcPayload[]): Promise<JsonRpcResult[]> {
    return (await this.#transport.send(payload)) as JsonRpcResult[];
  }
}

/**
 * Creates an ethers provider for one chain on top of its transport, for what ethers does best (ENS). It never
 * talks to a wallet, and never follows CCIP-read redirects to hosts outside the config.
 */
export function createChainProvider(chainId: number, transport: RpcTransport): JsonRpcProvider {
  const provider = new TransportProvider(chainId, transport);
  // ENS names resolved off-chain (EIP-3668) would make the page fetch gateway URLs no one configured.
  provider.disableCcipRead = true;
  return provider;
}
