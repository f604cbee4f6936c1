import { describe, expect, it } from 'vitest';
import { SHARED_RATE_LIMIT_KEY, toRateLimitKey } from './toRateLimitKey.ts';

describe('toRateLimitKey', () => {
  it('keys on the client IP Cloudflare sets', () => {
    expect(toRateLimitKey(new Headers({ 'CF-Connecting-IP': '203.0.113.9' }))).toBe('203.0.113.9');
    expect(toRateLimitKey(new Headers({ 'cf-connecting-ip': '2001:db8::1' }))).toBe('2001:db8::1');
  });

  it('falls back to one shared key without it', () => {
    expect(toRateLimitKey(new Headers())).toBe(SHARED_RATE_LIMIT_KEY);
    expect(toRateLimitKey(new Headers({ 'cf-connecting-ip': ' ' }))).toBe(SHARED_RATE_LIMIT_KEY);
  });
});
