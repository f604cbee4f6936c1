import { describe, expect, it } from 'vitest';
import {
  DEFAULT_RATE_LIMIT_PERIOD_S,
  MAX_UPSTREAM_TIMEOUT_MS,
  UPSTREAM_TIMEOUT_MS,
} from './gatewayLimits.ts';
import { parseGatewaySettings } from './parseGatewaySettings.ts';

describe('parseGatewaySettings', () => {
  it(`defaults: the per-upstream timeout of the gateway's limits (${UPSTREAM_TIMEOUT_MS} ms) and a ${DEFAULT_RATE_LIMIT_PERIOD_S} s period`, () => {
    expect(parseGatewaySettings({})).toEqual({
      upstreamTimeoutMs: UPSTREAM_TIMEOUT_MS,
      rateLimitPeriodS: DEFAULT_RATE_LIMIT_PERIOD_S,
    });
  });

  it(`takes overrides, capping the timeout at ${MAX_UPSTREAM_TIMEOUT_MS} ms and the period to what the binding allows`, () => {
    expect(parseGatewaySettings({ RPC_UPSTREAM_TIMEOUT_MS: '500', RPC_RATE_LIMIT_PERIOD_S: '10' })).toEqual({
      upstreamTimeoutMs: 500,
      rateLimitPeriodS: 10,
    });
    expect(parseGatewaySettings({ RPC_UPSTREAM_TIMEOUT_MS: '60000' }).upstreamTimeoutMs).toBe(
      MAX_UPSTREAM_TIMEOUT_MS,
    );
    for (const bad of ['0', '-5', '1.5', 'soon', '']) {
      expect(parseGatewaySettings({ RPC_UPSTREAM_TIMEOUT_MS: bad }).upstreamTimeoutMs).toBe(
        UPSTREAM_TIMEOUT_MS,
      );
    }
    expect(parseGatewaySettings({ RPC_RATE_LIMIT_PERIOD_S: '30' }).rateLimitPeriodS).toBe(
      DEFAULT_RATE_LIMIT_PERIOD_S,
    );
  });
});
