import type { RpcCall } from '../policy/checkRpcCall.ts';
import { createChainIdProofs } from './createChainIdProofs.ts';
import { createUpstreamBudget, type UpstreamBudget } from './createUpstreamBudget.ts';
import { createUpstreamPost } from './createUpstreamPost.ts';
import { listUpstreamSecrets } from './redactUpstreamSecrets.ts';
import { type FailoverState, sendWithFailover } from './sendWithFailover.ts';
import type { NodeAnswer } from './toNodeAnswer.ts';

/** Options of {@link createUpstreamForwarder}. */
export interface UpstreamForwarderOptions {
  /** The chain every upstream must answer for. */
  chainId: number;
  /** Upstream JSON-RPC URLs, tried in order. */
  upstreams: readonly string[];
  /** How long one upstream gets, its chain-id check included. */
  timeoutMs: number;
  /** `fetch`, or a stand-in in tests. */
  fetch: typeof fetch;
  /** JSON-RPC calls per second each upstream may be sent (Infinity, the default: no limit). */
  callsPerSecond?: number;
  /** Milliseconds now; `Date.now` unless a test brings its own clock. */
  now?: () => number;
}

/** One chain's upstreams behind failover. */
export interface UpstreamForwarder {
  /** Resolves once some upstream has proved it answers for the chain; throws like {@link UpstreamForwarder.send}. */
  verify(): Promise<void>;
  /**
   * Sends `calls` (one HTTP request: a single call or a batch) to the first upstream with room in its budget
   * that answers them all, and returns the answers in order. Throws GatewayError: `rateLimited` when every
   * upstream was (or none had room), else the code of the last other failure (`timeout`, `unreachable`,
   * `serverError`), its message naming upstreams by number.
   */
  send(calls: readonly RpcCall[]): Promise<NodeAnswer[]>;
  /** Milliseconds from now until some upstream has room for a call (0: at once). */
  waitMs(): number;
  /** Calls per second the fastest upstream may be sent right now (lower after its 429s). */
  rate(): number;
}

/** Names upstream `index` without its URL. */
const nameOf = (index: number, count: number) => `upstream ${index + 1} of ${count}`;

/**
 * Creates the failover of one chain's upstreams for one isolate. Each upstream proves its chain id with
 * `eth_chainId` before its first use; a passed check is kept for the isolate's life, except that an upstream
 * that fails other than by rate limiting proves it again with its next call, at most once a second (so a 429
 * storm adds no call, and other failures at most one a second); a failed check is made again next time. Each upstream has a budget of
 * `callsPerSecond` (the check counts as a call) that backs off on its 429s and `Retry-After`; an upstream
 * without room is skipped. Each upstream gets `timeoutMs` for its check and the call together. HTTP 429, a
 * rate-limit error code, a timeout, a network error, an error status, an answer that is not JSON-RPC or a
 * wrong chain id each move on to the next upstream; the one that answered last is tried first next time.
 * Answers carry only hex results; node error messages lose any part of an upstream URL.
 */
export function createUpstreamForwarder(options: UpstreamForwarderOptions): UpstreamForwarder {
  const { upstreams, chainId } = options;
  const now = options.now ?? Date.now;
  const secrets = listUpstreamSecrets(upstreams);
  const name = (url: string) => nameOf(upstreams.indexOf(url), upstreams.length);
  const post = createUpstreamPost(options.fetch, name);
  const proofs = createChainIdProofs({ chainId, post, secrets, name, now });
  const budgets = new Map<string, UpstreamBudget>(
    upstreams.map((url) => [url, createUpstreamBudget(options.callsPerSecond ?? Number.POSITIVE_INFINITY)]),
  );
  const budgetOf = (url: string) => budgets.get(url) as UpstreamBudget;
  const state: FailoverState = {
    upstreams,
    budgets,
    now,
    post,
    proofs,
    secrets,
    name,
    timeoutMs: options.timeoutMs,
    // The upstream that answered last is tried first next time, so a hanging first upstream costs one request
    // per isolate, not every request.
    preferred: 0,
  };
  const send = (calls: readonly RpcCall[]) => sendWithFailover(state, calls);

  return {
    async verify() {
      if (proofs.anyProved()) return;
      // A check in flight answers this too, at no cost to the budget: going through send() while the check
      // holds the budget would answer "at its budget" though nothing is limited. (send() registers its check
      // before its first await, so callers in the same turn find it.)
      const checks = proofs.inFlight();
      if (checks.length > 0) await Promise.allSettled(checks);
      if (!proofs.anyProved()) await send([]);
    },
    send,
    waitMs: () =>
      upstreams.length === 0 ? 0 : Math.min(...upstreams.map((url) => budgetOf(url).waitMs(now()))),
    rate: () => Math.max(0, ...upstreams.map((url) => budgetOf(url).rate())),
  };
}
