import { GatewayError } from '../GatewayError.ts';
import type { RpcCall } from '../policy/checkRpcCall.ts';
import { createChainIdProofs } from './createChainIdProofs.ts';
import { createUpstreamBudget } from './createUpstreamBudget.ts';
import { createUpstreamPost } from './createUpstreamPost.ts';
import { createUpstreamReservations } from './createUpstreamReservations.ts';
import { listUpstreamSecrets } from './redactUpstreamSecrets.ts';
import {
  type FailoverState,
  type Reservation,
  type SendOutcome,
  sendWithFailover,
} from './sendWithFailover.ts';

export type { Reservation, SendOutcome } from './sendWithFailover.ts';

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

/** One chain's upstreams behind failover, each with its own budget. */
export interface UpstreamForwarder {
  /** Resolves once some upstream has proved it answers for the chain; throws GatewayError when none can. */
  verify(): Promise<void>;
  /** Milliseconds from now until the upstream the next call will use has room for it (0: at once). */
  waitMs(): number;
  /** Calls per second all upstreams together may be sent right now. */
  rate(): number;
  /**
   * Books one call (and the upstream's chain-id check, when one is due) on the upstream that takes it now: the
   * one that answered last, else (when that one is paused after a 429 or has no room for a while) the next in
   * order with room; null when the call must wait.
   */
  reserve(): Reservation | null;
  /**
   * Sends `calls` (one HTTP request: a single call or a batch) on `reservation`: the answers in order; or, when
   * that upstream fails other than by a 429, the next upstream with room at once; or the failure, with
   * `retry` when the calls never reached an upstream able to answer (a 429, or no room to fail over to).
   */
  send(reservation: Reservation, calls: readonly RpcCall[]): Promise<SendOutcome>;
}

const VERIFY_TRIES = 3;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Creates the upstreams of one chain for its Durable Object. Each upstream proves its chain id with
 * `eth_chainId` before its first use (and again, at most once a second, after a failure other than a 429),
 * and keeps its own budget of `callsPerSecond` (the check counts as a call) that backs off on its 429s and
 * `Retry-After`. The caller reserves a call before it sends, so a call never waits inside the forwarder: it
 * goes to an upstream with room now, or is not made. Answers carry only hex results; node error messages lose
 * any part of an upstream URL.
 */
export function createUpstreamForwarder(options: UpstreamForwarderOptions): UpstreamForwarder {
  const { upstreams, chainId } = options;
  const now = options.now ?? Date.now;
  const secrets = listUpstreamSecrets(upstreams);
  const name = (url: string) => `upstream ${upstreams.indexOf(url) + 1} of ${upstreams.length}`;
  const post = createUpstreamPost(options.fetch, name);
  const proofs = createChainIdProofs({ chainId, post, secrets, name, now });
  const budgets = upstreams.map(() =>
    createUpstreamBudget(options.callsPerSecond ?? Number.POSITIVE_INFINITY),
  );
  const state: FailoverState = {
    upstreams,
    budgets,
    now,
    post,
    proofs,
    secrets,
    name,
    timeoutMs: options.timeoutMs,
    preferred: 0,
    inFlight: upstreams.map(() => 0),
  };
  const { reserveOn, reserve, waitMs } = createUpstreamReservations(state);

  return {
    async verify() {
      for (let tries = 0; !proofs.anyProved(); tries++) {
        const checks = proofs.inFlight();
        if (checks.length > 0) {
          await Promise.allSettled(checks);
          continue;
        }
        const reservation = reserve(0);
        if (!reservation && tries < VERIFY_TRIES) {
          await sleep(Math.ceil(waitMs()) + 1);
          continue;
        }
        const outcome = reservation
          ? await sendWithFailover(state, reservation, [], (index) => reserveOn(index, 0))
          : null;
        if (!outcome) throw new GatewayError('rateLimited', 'every upstream is at its budget');
        if (!outcome.ok) throw outcome.error;
      }
    },
    waitMs,
    rate: () => budgets.reduce((sum, budget) => sum + budget.rate(), 0),
    reserve: () => reserve(),
    send: (reservation, calls) => sendWithFailover(state, reservation, calls, reserveOn),
  };
}
