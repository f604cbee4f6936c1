import { RATE_LIMIT_CODES } from '../gatewayContract/gatewayContract.ts';
import type { RpcCall } from './checkRpcCall.ts';
import { createUpstreamBudget, type UpstreamBudget } from './createUpstreamBudget.ts';
import { GatewayError, isGatewayError } from './GatewayError.ts';
import { MAX_UPSTREAM_BODY_BYTES } from './gatewayLimits.ts';
import { listUpstreamSecrets, redactUpstreamSecrets } from './redactUpstreamSecrets.ts';
import { takeCappedText } from './takeCappedText.ts';

/** A node's answer to one call, without the id: a hex `result`, or its error (message redacted, hex data only). */
export type NodeAnswer = { result: string } | { error: { code: number; message: string; data?: string } };

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

/** What a `rateLimited` failure knows of the upstream's own `Retry-After`, in its `cause`. */
interface RetryAfterCause {
  retryAfterMs?: number | undefined;
}

const HEX = /^0x[0-9a-fA-F]*$/;
/**
 * How soon after its last check an upstream that has failed (other than by rate limiting) proves its chain id
 * again: a failure may mean it now points elsewhere, but a storm of failures must not become a storm of checks.
 */
const RECHECK_AFTER_FAILURE_MS = 1_000;

/**
 * The longest a call waits for room in an upstream's budget before it tries the next upstream: the order of
 * upstreams holds while each is merely busy, and one paused after a 429 is skipped.
 */
const MAX_SLOT_WAIT_MS = 1_000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const MAX_MESSAGE_LENGTH = 200;

type Post = (url: string, payload: unknown, signal: AbortSignal) => Promise<unknown[]>;

/** Names upstream `index` without its URL. */
const nameOf = (index: number, count: number) => `upstream ${index + 1} of ${count}`;

/** Maps one node answer to its safe form; `undefined` when it is not a well-formed answer. */
function toNodeAnswer(answer: unknown, secrets: readonly string[]): NodeAnswer | undefined {
  if (typeof answer !== 'object' || answer === null) return undefined;
  const { result, error } = answer as { result?: unknown; error?: unknown };
  if (typeof result === 'string' && HEX.test(result)) return { result };
  if (typeof error !== 'object' || error === null) return undefined;
  const { code, message, data } = error as { code?: unknown; message?: unknown; data?: unknown };
  if (typeof code !== 'number' || !Number.isInteger(code)) return undefined;
  const text = typeof message === 'string' ? message : 'error';
  return {
    error: {
      code,
      message: redactUpstreamSecrets(text.slice(0, MAX_MESSAGE_LENGTH), secrets),
      ...(typeof data === 'string' && HEX.test(data) ? { data } : {}),
    },
  };
}

/** An HTTP `Retry-After` (seconds or a date) in milliseconds from now; undefined when absent or unreadable. */
export function parseRetryAfter(value: string | null, now = Date.now()): number | undefined {
  if (value === null || value.trim() === '') return undefined;
  const seconds = Number(value);
  if (Number.isFinite(seconds)) return seconds >= 0 ? seconds * 1000 : undefined;
  const date = Date.parse(value);
  return Number.isNaN(date) ? undefined : Math.max(0, date - now);
}

/** POSTs a JSON-RPC payload and returns the parsed answers, or throws a GatewayError saying what failed. */
function createPost(fetchImpl: typeof fetch, name: (url: string) => string): Post {
  return async (url, payload, signal) => {
    let text: string;
    try {
      const response = await fetchImpl(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify(payload),
        signal,
        redirect: 'manual',
      });
      if (response.status === 429) {
        response.body?.cancel().catch(() => {});
        const cause: RetryAfterCause = { retryAfterMs: parseRetryAfter(response.headers.get('retry-after')) };
        throw new GatewayError('rateLimited', `${name(url)} is rate limited`, { cause });
      }
      if (response.status < 200 || response.status >= 300) {
        response.body?.cancel().catch(() => {});
        throw new GatewayError('serverError', `${name(url)} answered HTTP ${response.status}`);
      }
      text = await takeCappedText(response.body, MAX_UPSTREAM_BODY_BYTES);
    } catch (error) {
      if (signal.aborted) throw new GatewayError('timeout', `${name(url)} timed out`);
      if (isGatewayError(error, 'rateLimited', 'serverError')) throw error;
      if (isGatewayError(error))
        throw new GatewayError('badResponse', `${name(url)} sent an unreadable answer`);
      throw new GatewayError('unreachable', `${name(url)} could not be reached`);
    }
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      throw new GatewayError('badResponse', `${name(url)} sent an answer that is not JSON`);
    }
    const answers = Array.isArray(parsed) ? parsed : [parsed];
    const limited = answers.some((answer) => {
      const code = (answer as { error?: { code?: unknown } } | null)?.error?.code;
      return typeof code === 'number' && RATE_LIMIT_CODES.includes(code);
    });
    if (limited) throw new GatewayError('rateLimited', `${name(url)} is rate limited`);
    return answers;
  };
}

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
  const { upstreams, chainId, timeoutMs } = options;
  const now = options.now ?? Date.now;
  const secrets = listUpstreamSecrets(upstreams);
  const name = (url: string) => nameOf(upstreams.indexOf(url), upstreams.length);
  const post = createPost(options.fetch, name);
  const verified = new Set<string>();
  const checking = new Map<string, Promise<void>>();
  /** Upstreams that failed other than by rate limiting since their check, and when each was last checked. */
  const suspect = new Set<string>();
  const checkedAt = new Map<string, number>();
  const budgets = new Map<string, UpstreamBudget>(
    upstreams.map((url) => [url, createUpstreamBudget(options.callsPerSecond ?? Number.POSITIVE_INFINITY)]),
  );
  const budgetOf = (url: string) => budgets.get(url) as UpstreamBudget;

  /** True when `url` must prove its chain id before this call: never proved, or failed since, not too often. */
  const mustCheck = (url: string) =>
    !verified.has(url) ||
    (suspect.has(url) &&
      now() - (checkedAt.get(url) ?? Number.NEGATIVE_INFINITY) >= RECHECK_AFTER_FAILURE_MS);

  const checkChainId = async (url: string, signal: AbortSignal) => {
    checkedAt.set(url, now());
    suspect.delete(url);
    verified.delete(url);
    const [answer] = await post(url, { jsonrpc: '2.0', id: 0, method: 'eth_chainId', params: [] }, signal);
    const safe = toNodeAnswer(answer, secrets);
    const reported = safe && 'result' in safe ? Number.parseInt(safe.result, 16) : Number.NaN;
    if (reported !== chainId) {
      const what = Number.isNaN(reported) ? 'an unknown chain' : `chain ${reported}`;
      throw new GatewayError('wrongChain', `${name(url)} answers for ${what}, not ${chainId}`);
    }
    verified.add(url);
  };

  const verifyOnce = async (url: string, signal: AbortSignal) => {
    if (!checking.has(url) && !mustCheck(url)) return;
    let check = checking.get(url);
    if (!check) {
      check = checkChainId(url, signal).finally(() => checking.delete(url));
      checking.set(url, check);
    }
    await check;
  };

  const sendTo = async (url: string, calls: readonly RpcCall[]): Promise<NodeAnswer[]> => {
    const signal = AbortSignal.timeout(timeoutMs);
    await verifyOnce(url, signal);
    if (calls.length === 0) return [];
    const payload = calls.map((call, id) => ({
      jsonrpc: '2.0',
      id,
      method: call.method,
      params: call.params,
    }));
    const answers = await post(url, payload.length === 1 ? payload[0] : payload, signal);
    return payload.map(({ id }) => {
      const answer = answers.find((candidate) => (candidate as { id?: unknown } | null)?.id === id);
      const safe = toNodeAnswer(answer, secrets);
      if (!safe) throw new GatewayError('badResponse', `${name(url)} sent an answer that is not JSON-RPC`);
      return safe;
    });
  };

  // The upstream that answered last is tried first next time, so a hanging first upstream costs one request
  // per isolate, not every request.
  let preferred = 0;

  const send = async (calls: readonly RpcCall[]): Promise<NodeAnswer[]> => {
    if (upstreams.length === 0)
      throw new GatewayError('unreachable', 'no upstream is configured for this chain');
    const failures: GatewayError[] = [];
    for (let offset = 0; offset < upstreams.length; offset++) {
      const index = (preferred + offset) % upstreams.length;
      const url = upstreams[index] ?? '';
      const budget = budgetOf(url);
      // Timers and clocks are coarse (whole milliseconds; in workerd the clock moves with I/O), so look again.
      for (
        let wait = budget.waitMs(now()), tries = 0;
        wait > 0 && wait <= MAX_SLOT_WAIT_MS && tries < 3;
        tries++
      ) {
        await sleep(Math.ceil(wait) + 1);
        wait = budget.waitMs(now());
      }
      if (budget.waitMs(now()) > 0) {
        failures.push(new GatewayError('rateLimited', `${name(url)} is at its budget`));
        continue;
      }
      // Booked before the first await, so callers that look at waitMs() in the same turn see it taken.
      const needsCheck = !checking.has(url) && mustCheck(url);
      budget.take(now(), calls.length + (needsCheck ? 1 : 0));
      try {
        const answers = await sendTo(url, calls);
        budget.answered();
        preferred = index;
        return answers;
      } catch (error) {
        if (isGatewayError(error, 'rateLimited')) {
          budget.limited(now(), (error.cause as RetryAfterCause | undefined)?.retryAfterMs);
        } else {
          suspect.add(url);
        }
        failures.push(isGatewayError(error) ? error : new GatewayError('serverError', `${name(url)} failed`));
      }
    }
    const others = failures.filter((failure) => failure.code !== 'rateLimited');
    const message = failures.map((failure) => failure.message).join('; ');
    const last = others.at(-1);
    throw new GatewayError(last ? last.code : 'rateLimited', message);
  };

  return {
    async verify() {
      if (verified.size > 0) return;
      // A check in flight answers this too, at no cost to the budget: going through send() while the check
      // holds the budget would answer "at its budget" though nothing is limited. (send() registers its check
      // before its first await, so callers in the same turn find it.)
      if (checking.size > 0) await Promise.allSettled(checking.values());
      if (verified.size === 0) await send([]);
    },
    send,
    waitMs: () =>
      upstreams.length === 0 ? 0 : Math.min(...upstreams.map((url) => budgetOf(url).waitMs(now()))),
    rate: () => Math.max(0, ...upstreams.map((url) => budgetOf(url).rate())),
  };
}
