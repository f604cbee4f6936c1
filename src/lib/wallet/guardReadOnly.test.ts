import { describe, expect, it } from 'vitest';
import { isAppError } from '../errors/AppError.ts';
import { type Eip1193Provider, guardReadOnly } from './guardReadOnly.ts';
import { ALLOWED_WALLET_METHODS } from './walletMethods.ts';

/** A wallet that answers every request and records what reached it. */
function recordingWallet() {
  const seen: string[] = [];
  const listeners: string[] = [];
  const provider: Eip1193Provider = {
    request: async ({ method }) => {
      seen.push(method);
      return `${method} answered`;
    },
    on: (event) => listeners.push(`on ${event}`),
    removeListener: (event) => listeners.push(`off ${event}`),
  };
  return { provider, seen, listeners };
}

const SIGNING_AND_SENDING = [
  'personal_sign',
  'eth_sign',
  'eth_signTypedData_v4',
  'eth_signTransaction',
  'eth_sendTransaction',
  'eth_sendRawTransaction',
  'wallet_sendCalls',
  'wallet_grantPermissions',
  'wallet_watchAsset',
  'eth_accounts ',
  'some_future_method',
];

describe('guardReadOnly', () => {
  it('passes every allow-listed method and the event methods through to the wallet', async () => {
    const { provider, seen, listeners } = recordingWallet();
    const guarded = guardReadOnly(provider);
    for (const method of ALLOWED_WALLET_METHODS) {
      expect(await guarded.request({ method })).toBe(`${method} answered`);
    }
    const listener = () => undefined;
    guarded.on?.('accountsChanged', listener);
    guarded.removeListener?.('accountsChanged', listener);
    expect(seen).toEqual([...ALLOWED_WALLET_METHODS]);
    expect(listeners).toEqual(['on accountsChanged', 'off accountsChanged']);
  });

  it.each(SIGNING_AND_SENDING)('refuses %s before the wallet sees it', async (method) => {
    const { provider, seen } = recordingWallet();
    const refusal = await guardReadOnly(provider)
      .request({ method, params: [] })
      .catch((error: unknown) => error);
    expect(isAppError(refusal, 'WALLET_METHOD_REFUSED')).toBe(true);
    expect(seen).toEqual([]);
  });
});
