import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppError } from '../../../lib/errors/AppError.ts';
import { PAIRING_LIFETIME_MS, PAIRING_RENEW_MARGIN_MS } from '../../../lib/wallet/pairingExpiry.ts';
import { createPairingStore, type PairingState } from './createPairingStore.ts';
import type { PairingAttempt } from './startPairing.ts';

/** A pairing attempt the test settles by hand: its URI expires `lifetimeMs` after it is made. */
function manualAttempt(lifetimeMs = PAIRING_LIFETIME_MS) {
  const uri = Promise.withResolvers<string>();
  const session = Promise.withResolvers<void>();
  let made = 0;
  const attempt: PairingAttempt = { uri: uri.promise, session: session.promise };
  return {
    attempt,
    makeUri: () => {
      made += 1;
      const expiry = Math.floor((Date.now() + lifetimeMs) / 1_000);
      uri.resolve(`wc:${String(made).padStart(64, '0')}@2?relay-protocol=irn&expiryTimestamp=${expiry}`);
    },
    approve: () => session.resolve(),
    fail: (error: AppError) => session.reject(error),
  };
}

/** Lets settled promises run, without moving the fake clock. */
const settle = () => vi.advanceTimersByTimeAsync(0);

describe('createPairingStore', () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: new Date('2026-11-23T12:00:00Z') });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('makes a pairing on prepare, once, and shows its URI and expiry', async () => {
    const attempts = [manualAttempt()];
    const start = vi.fn(() => attempts[0]?.attempt as PairingAttempt);
    const store = createPairingStore(start);
    store.prepare();
    store.prepare();
    expect(start).toHaveBeenCalledTimes(1);
    expect(store.getState()).toEqual({ status: 'preparing' });
    attempts[0]?.makeUri();
    await settle();
    expect(store.getState().status).toBe('ready');
    const state = store.getState() as Extract<PairingState, { status: 'ready' }>;
    expect(state.expiresAt).toBe(Date.now() + PAIRING_LIFETIME_MS);
  });

  it('replaces a pairing its renewal margin before expiry while it is watched, and forgets it when nobody is', async () => {
    const attempts = [manualAttempt(), manualAttempt(), manualAttempt()];
    let next = 0;
    const store = createPairingStore(() => attempts[next++]?.attempt as PairingAttempt);
    const stop = store.subscribe(() => undefined);
    store.prepare();
    attempts[0]?.makeUri();
    await settle();
    expect(store.getState().status).toBe('ready');
    await vi.advanceTimersByTimeAsync(PAIRING_LIFETIME_MS - PAIRING_RENEW_MARGIN_MS - 1);
    expect(next).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(next).toBe(2);
    expect(store.getState()).toEqual({ status: 'preparing' });
    attempts[1]?.makeUri();
    await settle();
    expect(store.getState().status).toBe('ready');
    stop();
    await vi.advanceTimersByTimeAsync(PAIRING_LIFETIME_MS);
    expect(next).toBe(2);
    expect(store.getState()).toEqual({ status: 'idle' });
  });

  it('reports a failure, and makes a new pairing on Try again or the next prepare', async () => {
    const attempts = [manualAttempt(), manualAttempt(), manualAttempt()];
    let next = 0;
    const store = createPairingStore(() => attempts[next++]?.attempt as PairingAttempt);
    store.prepare();
    attempts[0]?.fail(new AppError('WALLET_REJECTED'));
    await settle();
    expect(store.getState().status).toBe('failed');
    expect(store.getState()).toMatchObject({ error: { code: 'WALLET_REJECTED' } });
    store.retry();
    expect(next).toBe(2);
    attempts[1]?.fail(new AppError('WALLET_RELAY_UNREACHABLE'));
    await vi.waitFor(() =>
      expect(store.getState()).toMatchObject({ error: { code: 'WALLET_RELAY_UNREACHABLE' } }),
    );
    store.prepare();
    expect(next).toBe(3);
  });

  it('lets only the latest attempt speak: an older one that settles late changes nothing', async () => {
    const attempts = [manualAttempt(), manualAttempt()];
    let next = 0;
    const store = createPairingStore(() => attempts[next++]?.attempt as PairingAttempt);
    store.prepare();
    store.retry();
    attempts[0]?.makeUri();
    attempts[0]?.fail(new AppError('WALLET_REJECTED'));
    await vi.advanceTimersByTimeAsync(0);
    expect(store.getState()).toEqual({ status: 'preparing' });
    attempts[1]?.makeUri();
    await settle();
    expect(store.getState().status).toBe('ready');
    attempts[1]?.approve();
    await settle();
    expect(store.getState()).toEqual({ status: 'idle' });
  });
});
