import { describe, expect, it } from 'vitest';
import { checkGatewayVariables } from './checkGatewayVariables.ts';

describe('checkGatewayVariables', () => {
  it('says nothing of good variables, bindings, or variables not the gateway’s', () => {
    expect(
      checkGatewayVariables(
        {
          RPC_UPSTREAMS_1: 'https://a.example/key-1,https://b.example',
          RPC_UPSTREAM_RPS_1: '4.5',
          RPC_READ_SHARDS_1: '3',
          RPC_UPSTREAM_TIMEOUT_MS: '3000',
          RPC_RATE_LIMIT_PERIOD_S: '10',
          RPC_MERGE_WINDOW_MS: '0',
          RPC_RATE_LIMITER: {},
          CHAIN_READS: {},
          ASSETS: {},
        },
        ['1'],
      ),
    ).toEqual([]);
  });

  it('names an unknown RPC_ variable with the nearest known one, a chain the site does not read included', () => {
    expect(
      checkGatewayVariables({ RPC_UPSTREAM_1: 'https://a.example', RPC_UPSTREAMS_5: 'https://b.example' }, [
        '1',
      ]),
    ).toEqual([
      'RPC_UPSTREAM_1 is not a variable of the gateway; did you mean RPC_UPSTREAMS_1?; it is ignored',
      'RPC_UPSTREAMS_5 is not a variable of the gateway; did you mean RPC_UPSTREAMS_1?; it is ignored',
    ]);
    expect(checkGatewayVariables({ rpc_merge_window_ms: '10' }, ['1'])).toEqual([
      'rpc_merge_window_ms is not a variable of the gateway; did you mean RPC_MERGE_WINDOW_MS?; it is ignored',
    ]);
  });

  it('says what it does instead of a value it cannot use, never repeating an upstream URL', () => {
    const problems = checkGatewayVariables(
      {
        RPC_UPSTREAMS_1: 'https://a.example/key-secret, not a url',
        RPC_UPSTREAM_RPS_1: 'fast',
        RPC_READ_SHARDS_1: '0',
        RPC_UPSTREAM_TIMEOUT_MS: '9000',
        RPC_RATE_LIMIT_PERIOD_S: '30',
        RPC_MERGE_WINDOW_MS: '-1',
      },
      ['1'],
    );
    expect(problems).toHaveLength(6);
    expect(problems[0]).toBe('RPC_UPSTREAMS_1: entry 2 of 2 is not an http(s) URL; it is skipped');
    expect(problems.join('\n')).not.toContain('key-secret');
  });
});
