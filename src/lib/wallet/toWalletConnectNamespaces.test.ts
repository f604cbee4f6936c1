import { describe, expect, it } from 'vitest';
import { toWalletConnectNamespaces } from './toWalletConnectNamespaces.ts';
import { isAllowedWalletMethod } from './walletMethods.ts';

describe('toWalletConnectNamespaces', () => {
  const namespaces = toWalletConnectNamespaces([
    { id: 1, rpcUrls: ['https://site.example/rpc/1'] },
    { id: 8453, rpcUrls: ['https://site.example/rpc/8453', 'https://other.example'] },
  ]);

  it('proposes every configured chain, with the site’s own RPC for each', () => {
    expect(namespaces.eip155.chains).toEqual(['eip155:1', 'eip155:8453']);
    expect(namespaces.eip155.rpcMap).toEqual({
      1: 'https://site.example/rpc/1',
      8453: 'https://site.example/rpc/8453',
    });
  });

  it('asks the wallet for read-only methods only', () => {
    expect(namespaces.eip155.methods.length).toBeGreaterThan(0);
    expect(namespaces.eip155.methods.every(isAllowedWalletMethod)).toBe(true);
    expect(namespaces.eip155.methods).not.toContain('personal_sign');
    expect(namespaces.eip155.events).toEqual(['accountsChanged', 'chainChanged']);
  });
});
