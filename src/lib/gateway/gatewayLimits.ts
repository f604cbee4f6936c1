/** The gateway's own limits; what it shares with the page is in src/lib/gatewayContract/gatewayContract.ts. */

/**
 * How long one upstream gets (its chain-id check and the call together) before the next is tried: 4 s, so a
 * hanging first upstream and a good second one fit inside the page's own 8 s attempt.
 */
export const UPSTREAM_TIMEOUT_MS = 4_000;

/** The ceiling of an `RPC_UPSTREAM_TIMEOUT_MS` override. */
export const MAX_UPSTREAM_TIMEOUT_MS = 8_000;

/** How old a `latest` result may be and still answer another caller. */
export const LATEST_REUSE_MS = 1_000;

/**
 * How many bytes of a request body over the cap the Worker still reads, and drops, before it answers: a client
 * still sending then gets the refusal rather than a connection cut mid-upload. A larger body is cut.
 */
export const MAX_REFUSED_BODY_DRAIN_BYTES = 1024 * 1024;

/**
 * The most requests one isolate works on at once; beyond, a new request is refused at once (429, `Retry-After`).
 * A launch of 100 new visitors a second waiting for a budget of 5 calls a second has about 60 in hand, and up to
 * about 400 while an upstream pauses after a 429 (the object keeps reads up to 3 s for the budget).
 */
export const MAX_ISOLATE_IN_FLIGHT = 512;

/** The largest upstream answer the gateway reads, in bytes. */
export const MAX_UPSTREAM_BODY_BYTES = 4 * 1024 * 1024;

/** The most bytes of answers one isolate keeps in memory for reuse (keys included). */
export const MAX_ISOLATE_KEPT_BYTES = 8 * 1024 * 1024;

/** The most bytes of answers a chain's Durable Object keeps for reuse (its memory limit is 128 MB). */
export const MAX_OBJECT_KEPT_BYTES = 32 * 1024 * 1024;

/** The rate limiter's period when `RPC_RATE_LIMIT_PERIOD_S` is not set (seconds; the binding allows 10 or 60). */
export const DEFAULT_RATE_LIMIT_PERIOD_S = 60;

/** Retry-After (seconds) when every upstream is rate limited. */
export const UPSTREAM_LIMITED_RETRY_AFTER_S = 5;

/**
 * How long a read that arrives while a call is in flight waits for others to merge with, at most, when the
 * chain's budget has room (milliseconds); it goes sooner when the call in flight comes back.
 */
export const MERGE_WINDOW_MS = 25;

/** The longest `RPC_MERGE_WINDOW_MS` an owner may set. */
export const MAX_MERGE_WINDOW_MS = 200;

/**
 * The gas a merged call may be expected to use, by the estimates below: under anvil's eth_call cap (the
 * 30M block gas limit) and the 50M that providers commonly allow, with room for estimates that run short.
 */
export const MAX_MERGED_GAS = 25_000_000;

/**
 * The largest merged calldata, in bytes (a visitor's own request body is at most 64 KiB): about 70 of the
 * page's reads of a chain with a full config, 1 MiB of JSON to the upstream.
 */
export const MAX_MERGED_BYTES = 512 * 1024;

/** The most visitors' reads in one merged call. */
export const MAX_MERGED_READS = 200;

/**
 * The largest answer a merged call may be expected to bring (by each read's estimate, or its cap in a capped
 * call): well under the 4 MiB the gateway reads of an upstream's answer, hex doubling every byte.
 */
export const MAX_MERGED_ANSWER_BYTES = 1024 * 1024;

/**
 * The longest a read may be expected to wait for the chain's budget; past it the visitor gets 429 with
 * Retry-After at once instead (the page waits and tries again).
 */
export const MAX_BUDGET_WAIT_MS = 3_000;

/** Upstream JSON-RPC calls per second per chain when the owner sets no `RPC_UPSTREAM_RPS_<chainId>`. */
export const DEFAULT_UPSTREAM_RPS = 10;

/**
 * How long a visitor's request may take in all before the gateway answers it with a timeout error itself: the
 * budget wait, then a timed-out first upstream and a second one (`upstreamTimeoutMs` each), and a second more;
 * 12 s with the default upstream timeout.
 */
export function answerTimeoutMs(upstreamTimeoutMs: number): number {
  return MAX_BUDGET_WAIT_MS + 2 * upstreamTimeoutMs + 1_000;
}

/**
 * How much earlier than the Worker's own timer the chain's object is told to give up on a read: it answers the
 * read with a timeout and drops it before the Worker stops waiting, so it never works for a caller that left.
 */
export const OBJECT_DEADLINE_MARGIN_MS = 500;
