import { type ErrorInfo, toErrorInfo } from '../../../lib/errors/AppError.ts';
import { pairingExpiresAt, pairingTimeLeft } from '../../../lib/wallet/pairingExpiry.ts';
import type { PairingAttempt } from './startPairing.ts';

/** The pairing the page offers: being made, ready to scan or tap (until `expiresAt`), or failed. */
export type PairingState =
  | { status: 'idle' }
  | { status: 'preparing' }
  | { status: 'ready'; uri: string; expiresAt: number | null }
  | { status: 'failed'; error: ErrorInfo };

/** The page's current WalletConnect pairing, renewed before it expires and after it fails. */
export interface PairingStore {
  getState(): PairingState;
  /** Listens to changes; while anyone listens, an expiring pairing is replaced by a fresh one. */
  subscribe(listener: (state: PairingState) => void): () => void;
  /** Makes sure a live pairing exists or is being made: on intent, and each time it is shown. */
  prepare(): void;
  /** Replaces the pairing with a new one (Try again). */
  retry(): void;
  /** Forgets the pairing: a session was made, or another flow (All wallets) replaced it. */
  reset(): void;
}

/**
 * Keeps one pairing from `start` alive: made on `prepare`, replaced when it comes near its expiry (while it is
 * shown) or failed, and dropped on `reset`. Only the latest attempt may change the state.
 */
export function createPairingStore(start: () => PairingAttempt, now: () => number = Date.now): PairingStore {
  let state: PairingState = { status: 'idle' };
  let generation = 0;
  let renewal: ReturnType<typeof setTimeout> | undefined;
  const listeners = new Set<(state: PairingState) => void>();
  const set = (next: PairingState) => {
    state = next;
    for (const listener of listeners) listener(state);
  };

  const begin = () => {
    clearTimeout(renewal);
    const current = ++generation;
    const live = () => current === generation;
    set({ status: 'preparing' });
    const attempt = start();
    attempt.uri.then((uri) => {
      if (!live() || state.status !== 'preparing') return;
      set({ status: 'ready', uri, expiresAt: pairingExpiresAt(uri) });
      renewal = setTimeout(renewOrForget, Math.max(0, pairingTimeLeft(uri, now())));
    });
    attempt.session.then(
      () => live() && reset(),
      (error: unknown) =>
        live() && (clearTimeout(renewal), set({ status: 'failed', error: toErrorInfo(error) })),
    );
  };
  const renewOrForget = () => (listeners.size > 0 ? begin() : reset());
  const reset = () => {
    clearTimeout(renewal);
    generation++;
    set({ status: 'idle' });
  };
  const expired = () => state.status === 'ready' && pairingTimeLeft(state.uri, now()) <= 0;

  return {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    prepare() {
      if (state.status === 'idle' || state.status === 'failed' || expired()) begin();
    },
    retry: begin,
    reset,
  };
}
