import { GatewayError } from '../GatewayError.ts';
import type { RpcCall } from '../policy/checkRpcCall.ts';
import { createChainIdProofs } from './createChainIdProofs.ts';
import { createUpstreamBudget, type UpstreamBudget } from './createUpstreamBudget.ts';
import { createUpstreamPost } from './createUpstreamPost.ts';
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

/** How soon to look again when an upstream with room in its budget has as many calls in flight as it may. */
const IN_FLIGHT_RECHECK_MS = 20;

/**
 * How long a call waits for the preferred upstream (the one that answered last) before another takes it: the
 * order of upstreams holds while the first is merely busy; one paused after a 429, or without room for longer,
 * hands its calls to the next.
 */
const WAIT_FOR_PREFERRED_MS = 500;

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
  const budgets: UpstreamBudget[] = upstreams.map(() =>
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
  /** Milliseconds until upstream `index` may take a call: its budget's wait, or a recheck when it is full. */
  const waitOn = (index: number) => {
    const budget = budgets[index] as UpstreamBudget;
    const wait = budget.waitMs(now());
    // More in flight than its cap means calls are held up on their way, and would arrive together.
    return wait === 0 && (state.inFlight[index] as number) >= budget.inFlightCap()
      ? IN_FLIGHT_RECHECK_MS
      : wait;
  };
  /** Books `payload` calls on upstream `index` when it has room now, and its chain-id check when one is due. */
  const reserveOn = (index: number, payload = 1): Reservation | null => {
    const budget = budgets[index] as UpstreamBudget;
    if (waitOn(index) > 0) return null;
    const calls = payload + (proofs.needsCheck(upstreams[index] as string) ? 1 : 0);
    budget.take(now(), calls);
    state.inFlight[index] = (state.inFlight[index] as number) + 1;
    return { index, calls };
  };
  /** The upstreams in the order a call tries them: the preferred one, then the others after it. */
  const inOrder = () => upstreams.map((_, offset) => (state.preferred + offset) % upstreams.length);
  const reserve = (payload = 1) => {
    // Without upstreams a "call" goes nowhere at once, and its send says so.
    if (upstreams.length === 0) return { index: -1, calls: 0 };
    // The preferred upstream keeps its turn while it is merely busy; another takes the call when it is paused
    // after a 429 or has no room for a while.
    if (waitOn(state.preferred) <= WAIT_FOR_PREFERRED_MS) return reserveOn(state.preferred, payload);
    for (const index of inOrder().slice(1)) {
      const reservation = reserveOn(index, payload);
      if (reservation) return reservation;
    }
    return null;
  };
  const waitMs = () => {
    if (upstreams.length === 0) return 0;
    const preferred = waitOn(state.preferred);
    return preferred <= WAIT_FOR_PREFERRED_MS ? preferred : Math.min(...inOrder().map(waitOn));
  };

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
