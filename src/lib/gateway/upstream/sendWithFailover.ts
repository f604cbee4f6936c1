import { GatewayError, isGatewayError } from '../GatewayError.ts';
import type { RpcCall } from '../policy/checkRpcCall.ts';
import type { UpstreamBudget } from './createUpstreamBudget.ts';
import type { RetryAfterCause } from './createUpstreamPost.ts';
import { sendToUpstream, type UpstreamLink } from './sendToUpstream.ts';
import type { NodeAnswer } from './toNodeAnswer.ts';

/**
 * A call booked in one upstream's budget: its index, the calls booked (its chain-id check included), and when it
 * was booked (the state's clock).
 */
export interface Reservation {
  index: number;
  calls: number;
  at: number;
}

/**
 * What a send came to: the answers in order and the upstream that gave them; or the failure, with `retry`
 * when the calls never reached an upstream able to answer them (a 429, or no other upstream had room).
 */
export type SendOutcome =
  | { ok: true; answers: NodeAnswer[]; upstream: number }
  | { ok: false; error: GatewayError; retry: boolean };

/** One chain's upstreams, how to reach them, their budgets, and which is tried first. */
export interface FailoverState extends UpstreamLink {
  readonly upstreams: readonly string[];
  readonly budgets: readonly UpstreamBudget[];
  readonly now: () => number;
  /** The index of the upstream tried first: the one that answered last. */
  preferred: number;
  /** Calls in flight per upstream, from their reservation until they come back. */
  inFlight: number[];
}

/**
 * Sends `calls` to upstream `index` (already booked in its budget): the answers, and it is preferred from now
 * on; or the failure. A 429 pauses and slows its budget; another failure makes it prove its chain id again.
 */
async function tryUpstream(
  state: FailoverState,
  booked: Reservation,
  calls: readonly RpcCall[],
): Promise<NodeAnswer[] | GatewayError> {
  const { index } = booked;
  const url = state.upstreams[index] as string;
  const budget = state.budgets[index] as UpstreamBudget;
  try {
    return await sendAndLearn(state, booked, url, budget, calls);
  } finally {
    state.inFlight[index] = Math.max(0, (state.inFlight[index] as number) - 1);
  }
}

/** Sends `calls` on `booked` and lets its upstream's budget and chain-id proof learn from the outcome. */
async function sendAndLearn(
  state: FailoverState,
  { index, at }: Reservation,
  url: string,
  budget: UpstreamBudget,
  calls: readonly RpcCall[],
): Promise<NodeAnswer[] | GatewayError> {
  try {
    const answers = await sendToUpstream(state, url, calls);
    budget.answered(state.now());
    state.preferred = index;
    return answers;
  } catch (error) {
    if (isGatewayError(error, 'rateLimited')) {
      budget.limited(state.now(), (error.cause as RetryAfterCause | undefined)?.retryAfterMs, at);
    } else {
      state.proofs.suspect(url);
    }
    return isGatewayError(error) ? error : new GatewayError('serverError', `${state.name(url)} failed`);
  }
}

/**
 * Sends `calls` on `reservation`; when that upstream fails (a 429 included), moves on to the next upstream in
 * order that has room at once (booked through `reserveOn`), and so on. Never waits for a budget: an upstream
 * without room is not tried. The failure names every upstream that failed; it is `rateLimited` when every
 * upstream tried was, else the code of the last other failure.
 */
export async function sendWithFailover(
  state: FailoverState,
  reservation: Reservation,
  calls: readonly RpcCall[],
  reserveOn: (index: number) => Reservation | null,
): Promise<SendOutcome> {
  const { upstreams } = state;
  if (upstreams.length === 0) {
    const error = new GatewayError('unreachable', 'no upstream is configured for this chain');
    return { ok: false, error, retry: false };
  }
  const failures: GatewayError[] = [];
  let untried = false;
  for (let offset = 0; offset < upstreams.length; offset++) {
    const booked = offset === 0 ? reservation : reserveOn((reservation.index + offset) % upstreams.length);
    if (!booked) {
      untried = true;
      continue;
    }
    const outcome = await tryUpstream(state, booked, calls);
    if (!isGatewayError(outcome)) return { ok: true, answers: outcome, upstream: booked.index };
    failures.push(outcome);
  }
  const others = failures.filter((failure) => failure.code !== 'rateLimited');
  const last = others.at(-1);
  const message = failures.map((failure) => failure.message).join('; ');
  const error = new GatewayError(last ? last.code : 'rateLimited', message);
  return { ok: false, error, retry: !last || untried };
}
