import {
  DEFAULT_RATE_LIMIT_PERIOD_S,
  MAX_UPSTREAM_TIMEOUT_MS,
  UPSTREAM_TIMEOUT_MS,
} from './gatewayLimits.ts';

/** The gateway's tunables, parsed from Worker variables. */
export interface GatewaySettings {
  /** Per upstream (chain-id check and call together), from `RPC_UPSTREAM_TIMEOUT_MS`, at most 8 s. */
  upstreamTimeoutMs: number;
  /** The rate limiter's period, from `RPC_RATE_LIMIT_PERIOD_S` (10 or 60): the Retry-After of a 429. */
  rateLimitPeriodS: number;
}

/**
 * Parses the gateway's settings: `RPC_UPSTREAM_TIMEOUT_MS` (a whole number of milliseconds, capped at
 * {@link MAX_UPSTREAM_TIMEOUT_MS}; {@link UPSTREAM_TIMEOUT_MS} when unset or invalid) and
 * `RPC_RATE_LIMIT_PERIOD_S`, which must match the `[[ratelimits]]` period (10 or 60; 60 otherwise).
 */
export function parseGatewaySettings(env: Readonly<Record<string, unknown>>): GatewaySettings {
  const timeout = Number(env.RPC_UPSTREAM_TIMEOUT_MS);
  const period = Number(env.RPC_RATE_LIMIT_PERIOD_S);
  return {
    upstreamTimeoutMs:
      Number.isInteger(timeout) && timeout > 0
        ? Math.min(timeout, MAX_UPSTREAM_TIMEOUT_MS)
        : UPSTREAM_TIMEOUT_MS,
    rateLimitPeriodS: period === 10 || period === 60 ? period : DEFAULT_RATE_LIMIT_PERIOD_S,
  };
}
