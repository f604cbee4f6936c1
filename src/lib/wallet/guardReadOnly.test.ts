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

/**
 * A provider shaped like WalletConnect's UniversalProvider: a class with a private field, a session, extra
 * arguments to `request`, and members that reach the wallet around `request`.
 */
class SessionProvider {
  readonly #sent: unknown[][] = [];
  session: { topic: string } | undefined = { topic: 'a1' };
  async request(args: { method: string }, ...rest: unknown[]): Promise<unknown> {
    this.#sent.push([args.method, ...rest]);
    return null;
  }
  sendAsync(args: { method: string }, callback: (error: unknown, result: unknown) => void): void {
    this.request(args).then(
      (result) => callback(null, result),
      (error: unknown) => callback(error, null),
    );
  }
  async authenticate(): Promise<string> {
    this.#sent.push(['wc_sessionAuthenticate']);
    return 'signed';
  }
  disconnect(): void {
    this.session = undefined;
  }
  get sent(): unknown[][] {
    return this.#sent;
  }
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

const refusalOf = (attempt: () => unknown): unknown => {
  try {
    const result = attempt();
    return result instanceof Promise ? result.catch((error: unknown) => error) : result;
  } catch (error) {
    return error;
  }
};

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

  it('keeps a provider class whole: its other members, private fields, state and the extra arguments of request', async () => {
    const provider = new SessionProvider();
    const guarded = guardReadOnly(provider);
    expect(guarded).toBeInstanceOf(SessionProvider);
    await guarded.request({ method: 'wallet_switchEthereumChain' }, 'eip155:10', 300);
    expect(guarded.sent).toEqual([['wallet_switchEthereumChain', 'eip155:10', 300]]);
    expect(guarded.session).toEqual({ topic: 'a1' });
    guarded.disconnect();
    expect(provider.session).toBeUndefined();
    guarded.session = { topic: 'b2' };
    expect(provider.session).toEqual({ topic: 'b2' });
    expect('session' in guarded).toBe(true);
    expect(guarded.disconnect).toBe(guarded.disconnect);
  });

  it('refuses the members that reach a wallet around request: sendAsync and authenticate', async () => {
    const provider = new SessionProvider();
    const guarded = guardReadOnly(provider);
    const answers: unknown[] = [];
    const viaSendAsync = refusalOf(() =>
      guarded.sendAsync({ method: 'personal_sign' }, (error, result) => answers.push(error ?? result)),
    );
    expect(isAppError(viaSendAsync, 'WALLET_METHOD_REFUSED')).toBe(true);
    expect(isAppError(await refusalOf(() => guarded.authenticate()), 'WALLET_METHOD_REFUSED')).toBe(true);
    expect(provider.sent).toEqual([]);
    expect(answers).toEqual([]);
  });

  it('guards a frozen provider, as a wallet may announce one', async () => {
    const { provider, seen } = recordingWallet();
    const guarded = guardReadOnly(Object.freeze(provider));
    const refusal = await guarded.request({ method: 'personal_sign' }).catch((error: unknown) => error);
    expect(isAppError(refusal, 'WALLET_METHOD_REFUSED')).toBe(true);
    expect(await guarded.request({ method: 'eth_chainId' })).toBe('eth_chainId answered');
    expect(seen).toEqual(['eth_chainId']);
  });
});
