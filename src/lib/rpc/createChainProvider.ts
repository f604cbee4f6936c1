import { type JsonRpcPayload, JsonRpcProvider, type JsonRpcResult, Network } from 'ethers';
import type { ChainConfig } from '../config/siteConfigSchema.ts';
import { AppError, isAppError } from '../errors/AppError.ts';
import { type JsonRpcAnswer, postJsonRpc } from './postJsonRpc.ts';
import { DEFAULT_RPC_POLICY, type RpcPolicy } from './rpcPolicy.ts';

/** Errors worth another attempt on the same endpoint. */
const RETRYABLE = [
  'RPC_TIMEOUT',
  'RPC_NETWORK_ERROR',
  'RPC_RATE_LIMITED',
  'RPC_SERVER_ERROR',
  'RPC_BAD_RESPONSE',
] as const;

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * An ethers JsonRpcProvider for one configured chain that sends through the chain's RPC URLs in order: each
 * endpoint's chain id is checked before first use and again after it fails, each request gets the policy's
 * timeout and retries with backoff, then
 * the next URL is tried; the endpoint that answered last is tried first next time.
 */
class ChainRpcProvider extends JsonRpcProvider {
  readonly #chain: Pick<ChainConfig, 'id' | 'rpcUrls'>;
  readonly #policy: RpcPolicy;
  readonly #verified = new Set<string>();
  #preferred = 0;

  constructor(chain: Pick<ChainConfig, 'id' | 'rpcUrls'>, policy: RpcPolicy) {
    const network = Network.from(chain.id);
    super(chain.rpcUrls[0], network, { staticNetwork: network, batchMaxCount: 1, cacheTimeout: -1 });
    this.#chain = chain;
    this.#policy = policy;
  }

  override async _send(payload: JsonRpcPayload | JsonRpcPayload[]): Promise<JsonRpcResult[]> {
    const urls = this.#chain.rpcUrls;
    let lastError: unknown;
    for (let offset = 0; offset < urls.length; offset++) {
      const index = (this.#preferred + offset) % urls.length;
      const url = urls[index] ?? '';
      try {
        const answers = await this.#sendWithRetries(url, payload);
        this.#preferred = index;
        return answers as JsonRpcResult[];
      } catch (error) {
        lastError = error;
      }
    }
    this.#preferred = (this.#preferred + 1) % urls.length;
    throw lastError;
  }

  async #sendWithRetries(url: string, payload: unknown): Promise<JsonRpcAnswer[]> {
    const { retries, backoffMs, timeoutMs } = this.#policy;
    for (let attempt = 0; ; attempt++) {
      try {
        await this.#verifyChainId(url);
        return await postJsonRpc(url, payload, timeoutMs);
      } catch (error) {
        // An endpoint that misbehaved proves its chain id again before it is trusted with a read.
        this.#verified.delete(url);
        if (attempt >= retries || !isAppError(error, ...RETRYABLE)) throw error;
        await wait(backoffMs * 2 ** attempt);
      }
    }
  }

  async #verifyChainId(url: string): Promise<void> {
    if (this.#verified.has(url)) return;
    const [answer] = await postJsonRpc(
      url,
      { jsonrpc: '2.0', id: 0, method: 'eth_chainId', params: [] },
      this.#policy.timeoutMs,
    );
    const reported = typeof answer?.result === 'string' ? Number.parseInt(answer.result, 16) : Number.NaN;
    if (reported !== this.#chain.id) {
      throw new AppError('RPC_WRONG_CHAIN', {
        details: `${new URL(url).host} answers for chain ${Number.isNaN(reported) ? 'unknown' : reported}, not ${this.#chain.id}`,
      });
    }
    this.#verified.add(url);
  }
}

/**
 * Creates the read provider of one chain (see {@link ChainRpcProvider}); it never talks to a wallet, and never
 * follows CCIP-read redirects to hosts outside the config.
 */
export function createChainProvider(
  chain: Pick<ChainConfig, 'id' | 'rpcUrls'>,
  policy: RpcPolicy = DEFAULT_RPC_POLICY,
): JsonRpcProvider {
  const provider = new ChainRpcProvider(chain, policy);
  // ENS names resolved off-chain (EIP-3668) would make the page fetch gateway URLs no one configured.
  provider.disableCcipRead = true;
  return provider;
}
