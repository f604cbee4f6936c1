import { describe, expect, it } from 'vitest';
import { parseUpstreams, upstreamsVariable } from './parseUpstreams.ts';

describe('parseUpstreams', () => {
  it('reads RPC_UPSTREAMS_<chainId>: comma-separated, trimmed, in order', () => {
    expect(upstreamsVariable('10')).toBe('RPC_UPSTREAMS_10');
    const env = { RPC_UPSTREAMS_10: ' https://a.example/k1 ,https://b.example/k2,, ' };
    expect(parseUpstreams(env, '10', ['https://fallback.example'])).toEqual([
      'https://a.example/k1',
      'https://b.example/k2',
    ]);
  });

  it('drops entries that are not http(s) URLs', () => {
    const env = { RPC_UPSTREAMS_1: 'wss://a.example, not a url, http://127.0.0.1:8545/key' };
    expect(parseUpstreams(env, '1', [])).toEqual(['http://127.0.0.1:8545/key']);
  });

  it("uses the policy's fallback when the variable is missing, empty or names nothing usable", () => {
    const fallback = ['https://public.example'];
    expect(parseUpstreams({}, '1', fallback)).toEqual(fallback);
    expect(parseUpstreams({ RPC_UPSTREAMS_1: ' , ' }, '1', fallback)).toEqual(fallback);
    expect(parseUpstreams({ RPC_UPSTREAMS_2: 'https://x.example' }, '1', fallback)).toEqual(fallback);
    expect(parseUpstreams({}, '1', [])).toEqual([]);
  });
});
