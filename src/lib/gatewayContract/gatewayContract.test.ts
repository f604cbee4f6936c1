import { describe, expect, it } from 'vitest';
import { GATEWAY_ERROR_CODES, RATE_LIMIT_CODES, toPageErrorCode } from './gatewayContract.ts';

const { parseError, invalidRequest, rateLimited, ...outcomes } = GATEWAY_ERROR_CODES;

describe('GATEWAY_ERROR_CODES', () => {
  const codes = Object.values(GATEWAY_ERROR_CODES);

  it('are distinct', () => {
    expect(new Set(codes).size).toBe(codes.length);
  });

  it("use a rate-limit code nodes use (the page's transport reads it as rate limited) only for rate limits", () => {
    expect(RATE_LIMIT_CODES).toContain(rateLimited);
    const others = codes.filter((code) => code !== rateLimited);
    expect(others.filter((code) => RATE_LIMIT_CODES.includes(code))).toEqual([]);
  });

  it('keep the standard codes for malformed JSON-RPC and the server range for the rest', () => {
    expect(parseError).toBe(-32700);
    expect(invalidRequest).toBe(-32600);
    for (const code of Object.values(outcomes)) expect(code >= -32099 && code <= -32000).toBe(true);
  });
});

describe('toPageErrorCode', () => {
  it("gives every gateway outcome one of the page's per-chain messages", () => {
    for (const code of Object.values(outcomes)) expect(toPageErrorCode(code)).toMatch(/^RPC_/);
  });

  it('leaves codes that are not the gateway’s own to the transport', () => {
    expect(toPageErrorCode(-32000)).toBeUndefined();
    expect(toPageErrorCode(rateLimited)).toBeUndefined();
  });
});
