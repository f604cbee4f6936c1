import { describe, expect, it } from 'vitest';
import { GATEWAY_ERROR_CODES, UPSTREAM_RATE_LIMIT_CODES } from './gatewayErrorCodes.ts';

describe('GATEWAY_ERROR_CODES', () => {
  const codes = Object.values(GATEWAY_ERROR_CODES);

  it('are distinct', () => {
    expect(new Set(codes).size).toBe(codes.length);
  });

  it("use a rate-limit code nodes use (the page's transport reads it as rate limited) only for rate limits", () => {
    expect(UPSTREAM_RATE_LIMIT_CODES).toContain(GATEWAY_ERROR_CODES.rateLimited);
    const others = codes.filter((code) => code !== GATEWAY_ERROR_CODES.rateLimited);
    expect(others.filter((code) => UPSTREAM_RATE_LIMIT_CODES.includes(code))).toEqual([]);
  });

  it('keep the standard codes for malformed JSON-RPC and the server range for the rest', () => {
    expect(GATEWAY_ERROR_CODES.parseError).toBe(-32700);
    expect(GATEWAY_ERROR_CODES.invalidRequest).toBe(-32600);
    for (const code of others()) expect(code >= -32099 && code <= -32000).toBe(true);
  });
});

function others() {
  const { parseError: _p, invalidRequest: _i, ...rest } = GATEWAY_ERROR_CODES;
  return Object.values(rest);
}
