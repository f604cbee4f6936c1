import type { UpstreamBudget } from './createUpstreamBudget.ts';
import type { FailoverState, Reservation } from './sendWithFailover.ts';

/** How soon to look again when an upstream with room in its budget has as many calls in flight as it may. */
const IN_FLIGHT_RECHECK_MS = 20;

/**
 * How long a call waits for the preferred upstream (the one that answered last) before another takes it: the
 * order of upstreams holds while the first is merely busy; one paused after a 429, or without room for longer,
 * hands its calls to the next.
 */
const WAIT_FOR_PREFERRED_MS = 500;

/** Booking calls on a chain's upstreams before they are sent. */
export interface UpstreamReservations {
  /** Books `payload` calls on upstream `index` when it has room now, and its chain-id check when one is due. */
  reserveOn(index: number, payload?: number): Reservation | null;
  /**
   * Books `payload` calls on the preferred upstream while it is merely busy, else on the next in order with room
   * now; null when the call must wait.
   */
  reserve(payload?: number): Reservation | null;
  /** Milliseconds from now until the upstream the next call will use has room for it (0: at once). */
  waitMs(): number;
}

/** Creates the reservations of the upstreams in `state`, each within its budget and its cap of calls in flight. */
export function createUpstreamReservations(state: FailoverState): UpstreamReservations {
  const { upstreams, budgets, now, proofs } = state;
  /** Milliseconds until upstream `index` may take a call: its budget's wait, or a recheck when it is full. */
  const waitOn = (index: number) => {
    const budget = budgets[index] as UpstreamBudget;
    const wait = budget.waitMs(now());
    // More in flight than its cap means calls are held up on their way, and would arrive together.
    return wait === 0 && (state.inFlight[index] as number) >= budget.inFlightCap()
      ? IN_FLIGHT_RECHECK_MS
      : wait;
  };
  const reserveOn = (index: number, payload = 1): Reservation | null => {
    const budget = budgets[index] as UpstreamBudget;
    if (waitOn(index) > 0) return null;
    const calls = payload + (proofs.needsCheck(upstreams[index] as string) ? 1 : 0);
    const at = now();
    budget.take(at, calls);
    state.inFlight[index] = (state.inFlight[index] as number) + 1;
    return { index, calls, at };
  };
  /** The upstreams in the order a call tries them: the preferred one, then the others after it. */
  const inOrder = () => upstreams.map((_, offset) => (state.preferred + offset) % upstreams.length);
  return {
    reserveOn,
    reserve(payload = 1) {
      // Without upstreams a "call" goes nowhere at once, and its send says so.
      if (upstreams.length === 0) return { index: -1, calls: 0, at: now() };
      if (waitOn(state.preferred) <= WAIT_FOR_PREFERRED_MS) return reserveOn(state.preferred, payload);
      for (const index of inOrder().slice(1)) {
        const reservation = reserveOn(index, payload);
        if (reservation) return reservation;
      }
      return null;
    },
    waitMs() {
      if (upstreams.length === 0) return 0;
      const preferred = waitOn(state.preferred);
      return preferred <= WAIT_FOR_PREFERRED_MS ? preferred : Math.min(...inOrder().map(waitOn));
    },
  };
}
