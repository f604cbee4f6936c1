import { describe, expect, it } from 'vitest';
import { toClientKey } from './toClientKey.ts';

describe('toClientKey', () => {
  it('is one short key per client IP, and holds no part of the IP', () => {
    const of = (ip?: string) => toClientKey(new Headers(ip ? { 'cf-connecting-ip': ip } : {}));
    expect(of('10.0.0.1')).toBe(of('10.0.0.1'));
    expect(of('10.0.0.1')).not.toBe(of('10.0.0.2'));
    expect(of('10.0.0.1')).not.toContain('10.0');
    expect(of()).toBe(of());
  });
});
