import type { ChainConfig } from '../config/siteConfigSchema.ts';
import { AppError, isAppError } from '../errors/AppError.ts';
import { gatewayPath } from '../gatewayContract/gatewayContract.ts';
import { describeEndpoint } from './describeEndpoint.ts';
import { type JsonRpcAnswer, postJsonRpc } from './postJsonRpc.ts';
import { DEFAULT_RPC_POLICY, type RpcPolicy } from './rpcPolicy.ts';

/** One chain's JSON-RPC endpoints behind a single `send`, with the RPC policy applied. */
export interface RpcTransport {
  /** Sends one request or batch; rejects with a coded AppError (READ_CANCELLED when `signal` aborts). */
  send(payload: unknown, signal?: AbortSignal): Promise<JsonRpcAnswer[]>;
}

/** Errors worth another attempt on the same endpoint. */
const RETRYABLE = [
  'RPC_TIMEOUT',
  'RPC_NETWORK_ERROR',
  'RPC_RATE_LIMITED',
  'RPC_SERVER_ERROR',
  'RPC_BAD_RESPONSE',
] as const;

/** Waits `ms`, or rejects with READ_CANCELLED as soon as `signal` aborts. */
function wait(ms: number, signal: AbortSignal | undefined): Promise<void> {
  return new Promise((resolve, reject) => {
    const cancel = () => {
      clearTimeout(timer);
      reject(new AppError('READ_CANCELLED'));
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', cancel);
      resolve();
    }, ms);
    if (signal?.aborted) cancel();
    else signal?.addEventListener('abort', cancel, { once: true });
  });
}

/**
 * Creates the transport of one chain: its RPC URLs tried in order; each endpoint's chain id checked before
 * first use and again after it fails (one answering for another chain is RPC_WRONG_CHAIN), but the site's own
 * gateway's, which proves its upstreams' chain id itself; each attempt
 * bounded by the policy's timeout and retried with backoff; then the next URL. The endpoint that answered
 * last is tried first next time.
 */
export function createRpcTransport(
  chain: Pick<ChainConfig, 'id' | 'rpcUrls'>,
  policy: RpcPolicy = DEFAULT_RPC_POLICY,
): RpcTransport {
  const verified = new Set<string>();
  let preferred = 0;

  const ownGateway = gatewayPath(chain.id);
  const verifying = new Map<string, Promise<void>>();
  /** Proves `url`'s chain id once, however many sends wait for it side by side (a read split in several). */
  const verifyChainId = (url: string, signal: AbortSignal | undefined) => {
    if (url === ownGateway || verified.has(url)) return Promise.resolve();
    let pending = verifying.get(url);
    if (!pending) {
      pending = proveChainId(url, signal).finally(() => verifying.delete(url));
      verifying.set(url, pending);
    }
    return pending;
  };
  const proveChainId = async (url: string, signal: AbortSignal | undefined) => {
    const [answer] = await postJsonRpc(
      url,
      { jsonrpc: '2.0', id: 0, method: 'eth_chainId', params: [] },
      policy.timeoutMs,
      signal,
    );
    const reported = typeof answer?.result === 'string' ? Number.parseInt(answer.result, 16) : Number.NaN;
    if (reported !== chain.id) {
      const endpoint = describeEndpoint(url);
      throw new AppError('RPC_WRONG_CHAIN', {
        detail: Number.isNaN(reported)
          ? { key: 'WRONG_CHAIN_UNKNOWN', values: { endpoint, expected: chain.id } }
          : { key: 'WRONG_CHAIN', values: { endpoint, reported, expected: chain.id } },
      });
    }
    verified.add(url);
  };

  const sendWithRetries = async (url: string, payload: unknown, signal: AbortSignal | undefined) => {
    for (let attempt = 0; ; attempt++) {
      try {
        await verifyChainId(url, signal);
        return await postJsonRpc(url, payload, policy.timeoutMs, signal);
      } catch (error) {
        // An endpoint that misbehaved proves its chain id again before it is trusted with a read.
        verified.delete(url);
        if (attempt >= policy.retries || !isAppError(error, ...RETRYABLE)) throw error;
        await wait(policy.backoffMs * 2 ** attempt, signal);
      }
    }
  };

  return {
    async send(payload, signal) {
      const urls = chain.rpcUrls;
      let lastError: unknown;
      for (let offset = 0; offset < urls.length; offset++) {
        const index = (preferred + offset) % urls.length;
        try {
          const answers = await sendWithRetries(urls[index] ?? '', payload, signal);
          preferred = index;
          return answers;
        } catch (error) {
          if (isAppError(error, 'READ_CANCELLED')) throw error;
          lastError = error;
        }
      }
      preferred = (preferred + 1) % urls.length;
      throw lastError;
    },
  };
}
