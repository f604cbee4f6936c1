import { describe, expect, it } from 'vitest';
import { canonicalJson, canonicalRpcKey } from './canonicalRpcKey.ts';

describe('canonicalJson', () => {
  it('sorts keys at every depth and drops undefined fields', () => {
    expect(canonicalJson({ b: 1, a: [{ d: 2, c: undefined, b: 'x' }] })).toBe(
      '{"a":[{"b":"x","d":2}],"b":1}',
    );
  });

  it('writes scalars as JSON does', () => {
    expect(canonicalJson(['a"b', 1.5, null, true])).toBe('["a\\"b",1.5,null,true]');
    expect(canonicalJson(undefined)).toBe('null');
  });
});

describe('canonicalRpcKey', () => {
  it('is the same for the same call whatever the key order, and differs by chain and params', () => {
    const a = canonicalRpcKey('1', { method: 'eth_call', params: [{ to: '0x01', data: '0x02' }, 'latest'] });
    const b = canonicalRpcKey('1', { method: 'eth_call', params: [{ data: '0x02', to: '0x01' }, 'latest'] });
    expect(a).toBe(b);
    expect(a).toBe('1:["eth_call",[{"data":"0x02","to":"0x01"},"latest"]]');
    expect(
      canonicalRpcKey('10', { method: 'eth_call', params: [{ to: '0x01', data: '0x02' }, 'latest'] }),
    ).not.toBe(a);
    expect(
      canonicalRpcKey('1', { method: 'eth_call', params: [{ to: '0x01', data: '0x03' }, 'latest'] }),
    ).not.toBe(a);
  });
});
