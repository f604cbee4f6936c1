import { describe, expect, it } from 'vitest';
import {
  DEFAULT_RATE_LIMIT_PERIOD_S,
  DEFAULT_UPSTREAM_RPS,
  MAX_MERGE_WINDOW_MS,
  MAX_UPSTREAM_TIMEOUT_MS,
  MERGE_WINDOW_MS,
  UPSTREAM_TIMEOUT_MS,
} from '../gatewayLimits.ts';
import { parseGatewaySettings, parseUpstreamRps } from './parseGatewaySettings.ts';

describe('parseGatewaySettings', () => {
  it(`defaults: the per-upstream timeout of the gateway's limits (${UPSTREAM_TIMEOUT_MS} ms), a ${DEFAULT_RATE_LIMIT_PERIOD_S} s period, a ${MERGE_WINDOW_MS} ms merge window`, () => {
    expect(parseGatewaySettings({})).toEqual({
      upstreamTimeoutMs: UPSTREAM_TIMEOUT_MS,
      rateLimitPeriodS: DEFAULT_RATE_LIMIT_PERIOD_S,
      mergeWindowMs: MERGE_WINDOW_MS,
    });
  });

  it(`takes overrides, capping the timeout at ${MAX_UPSTREAM_TIMEOUT_MS} ms and the period to what the binding allows`, () => {
    expect(
      parseGatewaySettings({
        RPC_UPSTREAM_TIMEOUT_MS: '500',
        RPC_RATE_LIMIT_PERIOD_S: '10',
        RPC_MERGE_WINDOW_MS: '0',
      }),
    ).toEqual({ upstreamTimeoutMs: 500, rateLimitPeriodS: 10, mergeWindowMs: 0 });
    expect(parseGatewaySettings({ RPC_UPSTREAM_TIMEOUT_MS: '60000' }).upstreamTimeoutMs).toBe(
      MAX_UPSTREAM_TIMEOUT_MS,
    );
    expect(parseGatewaySettings({ RPC_MERGE_WINDOW_MS: '5000' }).mergeWindowMs).toBe(MAX_MERGE_WINDOW_MS);
    for (const bad of ['0', '-5', '1.5', 'soon', '']) {
      expect(parseGatewaySettings({ RPC_UPSTREAM_TIMEOUT_MS: bad }).upstreamTimeoutMs).toBe(
        UPSTREAM_TIMEOUT_MS,
      );
    }
    for (const bad of ['-5', '1.5', 'soon', '']) {
      expect(parseGatewaySettings({ RPC_MERGE_WINDOW_MS: bad }).mergeWindowMs).toBe(MERGE_WINDOW_MS);
    }
    expect(parseGatewaySettings({ RPC_RATE_LIMIT_PERIOD_S: '30' }).rateLimitPeriodS).toBe(
      DEFAULT_RATE_LIMIT_PERIOD_S,
    );
  });
});

describe('parseUpstreamRps', () => {
  it(`reads RPC_UPSTREAM_RPS_<chainId>, fractions allowed, else ${DEFAULT_UPSTREAM_RPS}`, () => {
    expect(parseUpstreamRps({ RPC_UPSTREAM_RPS_1: '5' }, '1')).toBe(5);
    expect(parseUpstreamRps({ RPC_UPSTREAM_RPS_1: '0.5' }, '1')).toBe(0.5);
    expect(parseUpstreamRps({ RPC_UPSTREAM_RPS_1: '5' }, '10')).toBe(DEFAULT_UPSTREAM_RPS);
    for (const bad of ['0', '-1', 'fast', '', 'Infinity']) {
      expect(parseUpstreamRps({ RPC_UPSTREAM_RPS_1: bad }, '1')).toBe(DEFAULT_UPSTREAM_RPS);
    }
  });
});
