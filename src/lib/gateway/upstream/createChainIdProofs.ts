import { GatewayError } from '../GatewayError.ts';
import type { UpstreamPost } from './createUpstreamPost.ts';
import { toNodeAnswer } from './toNodeAnswer.ts';

/**
 * How soon after its last check an upstream that has failed (other than by rate limiting) proves its chain id
 * again: a failure may mean it now points elsewhere, but a storm of failures must not become a storm of checks.
 */
const RECHECK_AFTER_FAILURE_MS = 1_000;

/** What {@link createChainIdProofs} needs: the chain, how to reach an upstream and name it, and the clock. */
export interface ChainIdProofsOptions {
  chainId: number;
  post: UpstreamPost;
  /** Secrets of the upstream URLs, kept out of node messages. */
  secrets: readonly string[];
  name: (url: string) => string;
  now: () => number;
}

/** Which upstreams have proved the chain id they answer for, and the checks in flight. */
export interface ChainIdProofs {
  /** True when a call to `url` now would start a check (one more call in its budget). */
  needsCheck(url: string): boolean;
  /** Resolves once `url` has proved its chain id, checking it if it must; one check in flight per upstream. */
  prove(url: string, signal: AbortSignal): Promise<void>;
  /** `url` failed other than by rate limiting: it proves its chain id again with its next call. */
  suspect(url: string): void;
  /** True when some upstream has proved its chain id. */
  anyProved(): boolean;
  /** The checks in flight. */
  inFlight(): Promise<void>[];
}

/**
 * Creates the chain-id proofs of one chain's upstreams: each proves its chain id with `eth_chainId` before
 * its first use; a passed check is kept, except that an upstream that failed other than by rate limiting
 * proves it again with its next call, at most once a second; a failed check is made again next time.
 */
export function createChainIdProofs(options: ChainIdProofsOptions): ChainIdProofs {
  const { chainId, post, name, now } = options;
  const verified = new Set<string>();
  const checking = new Map<string, Promise<void>>();
  /** Upstreams that failed other than by rate limiting since their check, and when each was last checked. */
  const failedSinceCheck = new Set<string>();
  const checkedAt = new Map<string, number>();

  /** True when `url` must prove its chain id before this call: never proved, or failed since, not too often. */
  const mustCheck = (url: string) =>
    !verified.has(url) ||
    (failedSinceCheck.has(url) &&
      now() - (checkedAt.get(url) ?? Number.NEGATIVE_INFINITY) >= RECHECK_AFTER_FAILURE_MS);

  const checkChainId = async (url: string, signal: AbortSignal) => {
    checkedAt.set(url, now());
    failedSinceCheck.delete(url);
    verified.delete(url);
    const [answer] = await post(url, { jsonrpc: '2.0', id: 0, method: 'eth_chainId', params: [] }, signal);
    const safe = toNodeAnswer(answer, options.secrets);
    const reported =
      safe && 'result' in safe && typeof safe.result === 'string'
        ? Number.parseInt(safe.result, 16)
        : Number.NaN;
    if (reported !== chainId) {
      const what = Number.isNaN(reported) ? 'an unknown chain' : `chain ${reported}`;
      throw new GatewayError('wrongChain', `${name(url)} answers for ${what}, not ${chainId}`);
    }
    verified.add(url);
  };

  return {
    needsCheck: (url) => !checking.has(url) && mustCheck(url),
    async prove(url, signal) {
      if (!checking.has(url) && !mustCheck(url)) return;
      let check = checking.get(url);
      if (!check) {
        check = checkChainId(url, signal).finally(() => checking.delete(url));
        checking.set(url, check);
      }
      await check;
    },
    suspect: (url) => {
      failedSinceCheck.add(url);
    },
    anyProved: () => verified.size > 0,
    inFlight: () => [...checking.values()],
  };
}
