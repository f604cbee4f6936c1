import { describe, expect, it } from 'vitest';
import { toReadKey } from './toReadKey.ts';

describe('toReadKey', () => {
  it('is the same for the same call on the same chain, whatever the caller, and differs otherwise', () => {
    const call = { method: 'eth_call' as const, params: [{ to: '0xaa', data: '0x01' }, 'latest'] };
    expect(toReadKey('1', call)).toBe(toReadKey('1', { ...call, params: [...call.params] }));
    const others = [
      toReadKey('10', call),
      toReadKey('1', { method: 'eth_call', params: [{ to: '0xaa', data: '0x0102' }, 'latest'] }),
      toReadKey('1', { method: 'eth_call', params: [{ to: '0xab', data: '0x01' }, 'latest'] }),
      toReadKey('1', { method: 'eth_getBalance', params: ['0xaa', 'latest'] }),
      toReadKey('1', { method: 'eth_getCode', params: ['0xaa', 'latest'] }),
      toReadKey('1', { method: 'eth_blockNumber', params: [] }),
      toReadKey('1', { method: 'eth_getBlockByNumber', params: ['latest', false] }),
    ];
    expect(new Set([toReadKey('1', call), ...others]).size).toBe(others.length + 1);
  });
});
