import type { RpcCall } from '../policy/checkRpcCall.ts';
import type { UpstreamBudget } from './createUpstreamBudget.ts';
import type { RetryAfterCause } from './createUpstreamPost.ts';
import { GatewayError, isGatewayError } from '../GatewayError.ts';
import { sendToUpstream, type UpstreamLink } from './sendToUpstream.ts';
import type { NodeAnswer } from './toNodeAnswer.ts';

/**
 * The longest a call waits for room in an upstream's budget before it tries the next upstream: the order of
 * upstreams holds while each is merely busy, and one paused after a 429 is skipped.
 */
const MAX_SLOT_WAIT_MS = 1_000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** One chain's upstreams, how to reach them, their budgets, and which is tried first. */
export interface FailoverState extends UpstreamLink {
  readonly upstreams: readonly string[];
  readonly budgets: ReadonlyMap<string, UpstreamBudget>;
  readonly now: () => number;
  /** The index of the upstream tried first: the one that answered last. */
  preferred: number;
}

/**
 * Sends `calls` to upstream `index` once its budget has room (waiting up to {@link MAX_SLOT_WAIT_MS}): the
 * answers, and it is preferred from now on; or the failure. A 429 pauses and slows its budget; another failure
 * makes it prove its chain id again.
 */
async function tryUpstream(
  state: FailoverState,
  index: number,
  calls: readonly RpcCall[],
): Promise<NodeAnswer[] | GatewayError> {
  const { now, proofs } = state;
  const url = state.upstreams[index] ?? '';
  const budget = state.budgets.get(url) as UpstreamBudget;
  // Timers and clocks are coarse (whole milliseconds; in workerd the clock moves with I/O), so look again.
  for (
    let wait = budget.waitMs(now()), tries = 0;
    wait > 0 && wait <= MAX_SLOT_WAIT_MS && tries < 3;
    tries++
  ) {
    await sleep(Math.ceil(wait) + 1);
    wait = budget.waitMs(now());
  }
  if (budget.waitMs(now()) > 0) return new GatewayError('rateLimited', `${state.name(url)} is at its budget`);
  // Booked before the first await, so callers that look at waitMs() in the same turn see it taken.
  budget.take(now(), calls.length + (proofs.needsCheck(url) ? 1 : 0));
  try {
    const answers = await sendToUpstream(state, url, calls);
    budget.answered();
    state.preferred = index;
    return answers;
  } catch (error) {
    if (isGatewayError(error, 'rateLimited')) {
      budget.limited(now(), (error.cause as RetryAfterCause | undefined)?.retryAfterMs);
    } else {
      proofs.suspect(url);
    }
    return isGatewayError(error) ? error : new GatewayError('serverError', `${state.name(url)} failed`);
  }
}

/**
 * Sends `calls` to the first upstream, from the preferred one on, that has room in its budget and answers
 * them all, and makes it the preferred one. Throws GatewayError: `rateLimited` when every upstream was (or
 * none had room), else the code of the last other failure, its message naming every failure.
 */
export async function sendWithFailover(
  state: FailoverState,
  calls: readonly RpcCall[],
): Promise<NodeAnswer[]> {
  const { upstreams } = state;
  if (upstreams.length === 0)
    throw new GatewayError('unreachable', 'no upstream is configured for this chain');
  const failures: GatewayError[] = [];
  for (let offset = 0; offset < upstreams.length; offset++) {
    const index = (state.preferred + offset) % upstreams.length;
    const outcome = await tryUpstream(state, index, calls);
    if (!isGatewayError(outcome)) return outcome;
    failures.push(outcome);
  }
  const others = failures.filter((failure) => failure.code !== 'rateLimited');
  const message = failures.map((failure) => failure.message).join('; ');
  const last = others.at(-1);
  throw new GatewayError(last ? last.code : 'rateLimited', message);
}
