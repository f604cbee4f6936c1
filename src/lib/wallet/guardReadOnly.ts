import { AppError } from '../errors/AppError.ts';
import { isAllowedWalletMethod } from './walletMethods.ts';

/** EIP-1193: the part of a wallet provider the page uses. */
export interface Eip1193Provider {
  request(request: { method: string; params?: unknown[] | object }): Promise<unknown>;
  on?(event: string, listener: (...args: unknown[]) => void): unknown;
  removeListener?(event: string, listener: (...args: unknown[]) => void): unknown;
}

/**
 * Wraps a wallet provider so that a method off the read-only allowlist (anything that signs, sends, or asks
 * the wallet to hold or grant something) is refused with WALLET_METHOD_REFUSED before the wallet sees it:
 * "this page can only read" holds at run time, not only in the tests.
 */
export function guardReadOnly(provider: Eip1193Provider): Eip1193Provider {
  return {
    request(request) {
      if (!isAllowedWalletMethod(request.method)) {
        return Promise.reject(
          new AppError('WALLET_METHOD_REFUSED', {
            detail: { key: 'TEXT', values: { text: request.method } },
          }),
        );
      }
      return provider.request(request);
    },
    on: (event, listener) => provider.on?.(event, listener),
    removeListener: (event, listener) => provider.removeListener?.(event, listener),
  };
}
