import { AppError } from '../errors/AppError.ts';
import { isAllowedWalletMethod } from './walletMethods.ts';

/** EIP-1193: the part of a wallet provider the page uses. */
export interface Eip1193Provider {
  request(request: { method: string; params?: unknown[] | object }): Promise<unknown>;
  on?(event: string, listener: (...args: unknown[]) => void): unknown;
  removeListener?(event: string, listener: (...args: unknown[]) => void): unknown;
}

declare const readOnly: unique symbol;

/** A provider that went through {@link guardReadOnly}: only such a provider may be handed to a connection. */
export type ReadOnlyProvider<P extends Eip1193Provider> = P & { readonly [readOnly]: true };

/**
 * Members through which a provider can ask a wallet for something without `request`: the legacy `send` and
 * `sendAsync`, and WalletConnect's `authenticate` (a sign-in message to sign). Neither the page nor AppKit uses
 * them; the guarded provider refuses them at once.
 */
const AROUND_REQUEST: ReadonlySet<PropertyKey> = new Set(['send', 'sendAsync', 'authenticate']);

const refusal = (method: string) =>
  new AppError('WALLET_METHOD_REFUSED', { detail: { key: 'TEXT', values: { text: method } } });

/**
 * Holds a wallet provider to the read-only allowlist: a `request` for any method off it (anything that signs,
 * sends, or asks the wallet to hold or grant something) is refused with WALLET_METHOD_REFUSED before the wallet
 * sees it, and the members that reach a wallet around `request` throw the same error. Everything else is the
 * provider's own, called on the provider itself (its private fields and its own calls keep working), so the
 * one guard serves a browser wallet's EIP-1193 provider and WalletConnect's UniversalProvider, which AppKit is
 * handed whole. "This page can only read" holds at run time, not only in the tests.
 */
export function guardReadOnly<P extends Eip1193Provider>(provider: P): ReadOnlyProvider<P> {
  const request = (args: { method: string }, ...rest: unknown[]): Promise<unknown> =>
    isAllowedWalletMethod(args.method)
      ? Reflect.apply(provider.request, provider, [args, ...rest])
      : Promise.reject(refusal(args.method));
  const bound = new WeakMap<object, unknown>();
  const own = (key: PropertyKey): unknown => {
    if (key === 'request') return request;
    const value: unknown = Reflect.get(provider, key);
    if (typeof value !== 'function') return value;
    if (AROUND_REQUEST.has(key)) {
      return () => {
        throw refusal(String(key));
      };
    }
    if (!bound.has(value)) bound.set(value, value.bind(provider));
    return bound.get(value);
  };
  // A blank target, not the provider: a wallet may freeze its provider, and a proxy of a frozen object must
  // answer its own `request` for `request`.
  return new Proxy(Object.create(Object.getPrototypeOf(provider)) as P, {
    get: (_target, key) => own(key),
    set: (_target, key, value) => Reflect.set(provider, key, value),
    has: (_target, key) => Reflect.has(provider, key),
    ownKeys: () => Reflect.ownKeys(provider),
    getOwnPropertyDescriptor: (_target, key) => {
      const descriptor = Reflect.getOwnPropertyDescriptor(provider, key);
      return (
        descriptor && { enumerable: descriptor.enumerable ?? false, configurable: true, value: own(key) }
      );
    },
  }) as ReadOnlyProvider<P>;
}
