import { describe, expect, it } from 'vitest';
import { GatewayError, isGatewayError } from './GatewayError.ts';

describe('GatewayError', () => {
  it('carries a code, its JSON-RPC number, the message and the cause', () => {
    const cause = new Error('socket hang up');
    const error = new GatewayError('unreachable', 'upstream 1 of 2 could not be reached', { cause });
    expect(error).toMatchObject({ name: 'GatewayError', code: 'unreachable', rpcCode: -32052, cause });
    expect(error.message).toBe('upstream 1 of 2 could not be reached');
  });

  it('is recognised by isGatewayError, optionally by code', () => {
    const error = new GatewayError('refused', 'no');
    expect(isGatewayError(error)).toBe(true);
    expect(isGatewayError(error, 'timeout', 'refused')).toBe(true);
    expect(isGatewayError(error, 'timeout')).toBe(false);
    expect(isGatewayError(new Error('no'))).toBe(false);
  });
});
