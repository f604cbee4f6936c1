import { describe, expect, it } from 'vitest';
import { GatewayError } from '../GatewayError.ts';
import { toRpcAnswer } from './toRpcAnswer.ts';

describe('toRpcAnswer', () => {
  it("puts a node's result or error under the caller's id", () => {
    expect(toRpcAnswer('abc', { result: '0x1' })).toEqual({ jsonrpc: '2.0', id: 'abc', result: '0x1' });
    expect(toRpcAnswer(3, { error: { code: 3, message: 'execution reverted', data: '0x08c379a0' } })).toEqual(
      {
        jsonrpc: '2.0',
        id: 3,
        error: { code: 3, message: 'execution reverted', data: '0x08c379a0' },
      },
    );
  });

  it('answers a gateway error with its JSON-RPC code', () => {
    expect(toRpcAnswer(null, new GatewayError('timeout', 'upstream 1 of 1 timed out'))).toEqual({
      jsonrpc: '2.0',
      id: null,
      error: { code: -32050, message: 'upstream 1 of 1 timed out' },
    });
  });
});
