import { describe, expect, it } from 'vitest';
import { parseRpcPath } from './parseRpcPath.ts';

describe('parseRpcPath', () => {
  it('reads the chain id of /rpc/<chainId>', () => {
    expect(parseRpcPath('/rpc/1')).toBe('1');
    expect(parseRpcPath('/rpc/42161')).toBe('42161');
  });

  it.each([
    '/rpc',
    '/rpc/',
    '/rpc/01',
    '/rpc/0',
    '/rpc/1/',
    '/rpc/1/x',
    '/rpc/abc',
    '/rpc/1e3',
    '/RPC/1',
    '/x/rpc/1',
    '/rpc/12345678901234567',
  ])('refuses %s', (path) => {
    expect(parseRpcPath(path)).toBeNull();
  });
});
