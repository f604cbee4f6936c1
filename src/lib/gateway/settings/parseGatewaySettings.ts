import {
  DEFAULT_RATE_LIMIT_PERIOD_S,
  DEFAULT_UPSTREAM_RPS,
  MAX_MERGE_WINDOW_MS,
  MAX_UPSTREAM_TIMEOUT_MS,
  MERGE_WINDOW_MS,
  UPSTREAM_TIMEOUT_MS,
} from '../gatewayLimits.ts';

/** The gateway's tunables, parsed from Worker variables. */
export interface GatewaySettings {
  /** Per upstream (chain-id check and call together), from `RPC_UPSTREAM_TIMEOUT_MS`, at most 8 s. */
  upstreamTimeoutMs: number;
  /** The rate limiter's period, from `RPC_RATE_LIMIT_PERIOD_S` (10 or 60): the Retry-After of a 429. */
  rateLimitPeriodS: number;
  /** How long reads wait to merge, from `RPC_MERGE_WINDOW_MS` (0 turns merging off; at most 200). */
  mergeWindowMs: number;
}

/** A whole number within [min, max] from a variable (above max: max), else `fallback`. */
export function wholeNumber(value: unknown, min: number, max: number, fallback: number): number {
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : Number.NaN;
  return Number.isInteger(number) && number >= min ? Math.min(number, max) : fallback;
}

/**
 * Parses the gateway's settings: `RPC_UPSTREAM_TIMEOUT_MS` (a whole number of milliseconds, capped at
 * {@link MAX_UPSTREAM_TIMEOUT_MS}; {@link UPSTREAM_TIMEOUT_MS} when unset or invalid),
 * `RPC_RATE_LIMIT_PERIOD_S`, which must match the `[[ratelimits]]` period (10 or 60; 60 otherwise), and
 * `RPC_MERGE_WINDOW_MS` ({@link MERGE_WINDOW_MS} when unset or invalid).
 */
export function parseGatewaySettings(env: Readonly<Record<string, unknown>>): GatewaySettings {
  const period = Number(env.RPC_RATE_LIMIT_PERIOD_S);
  return {
    upstreamTimeoutMs: wholeNumber(
      env.RPC_UPSTREAM_TIMEOUT_MS,
      1,
      MAX_UPSTREAM_TIMEOUT_MS,
      UPSTREAM_TIMEOUT_MS,
    ),
    rateLimitPeriodS: period === 10 || period === 60 ? period : DEFAULT_RATE_LIMIT_PERIOD_S,
    mergeWindowMs: wholeNumber(env.RPC_MERGE_WINDOW_MS, 0, MAX_MERGE_WINDOW_MS, MERGE_WINDOW_MS),
  };
}

/** The most objects one chain's reads may be spread over (`RPC_READ_SHARDS_<chainId>`). */
export const MAX_READ_SHARDS = 16;

/**
 * How many objects read one chain, from `RPC_READ_SHARDS_<chainId>` (a whole number from 1 to
 * {@link MAX_READ_SHARDS}); 1 when unset or invalid.
 */
export function parseReadShards(env: Readonly<Record<string, unknown>>, chainId: string): number {
  return wholeNumber(env[`RPC_READ_SHARDS_${chainId}`], 1, MAX_READ_SHARDS, 1);
}

/**
 * The upstream JSON-RPC calls per second one chain may use, from `RPC_UPSTREAM_RPS_<chainId>` (a positive
 * number, fractions allowed); {@link DEFAULT_UPSTREAM_RPS} when unset or invalid.
 */
export function parseUpstreamRps(env: Readonly<Record<string, unknown>>, chainId: string): number {
  const value = env[`RPC_UPSTREAM_RPS_${chainId}`];
  const rps = typeof value === 'string' && value.trim() !== '' ? Number(value) : Number.NaN;
  return Number.isFinite(rps) && rps > 0 ? rps : DEFAULT_UPSTREAM_RPS;
}
