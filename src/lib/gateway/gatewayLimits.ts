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

/** The largest upstream answer the gateway reads, in bytes. */
export const MAX_UPSTREAM_BODY_BYTES = 4 * 1024 * 1024;

/** The most results one isolate keeps in memory for reuse. */
export const MAX_SHARED_RESULTS = 2_000;

/** The rate limiter's period when `RPC_RATE_LIMIT_PERIOD_S` is not set (seconds; the binding allows 10 or 60). */
export const DEFAULT_RATE_LIMIT_PERIOD_S = 60;

/** Retry-After (seconds) when every upstream is rate limited. */
export const UPSTREAM_LIMITED_RETRY_AFTER_S = 5;
