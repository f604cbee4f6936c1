/** How long an upstream that said 429 without `Retry-After` is left alone first; doubled on each further 429. */
export const FIRST_BACKOFF_MS = 1_000;

/** The longest pause after a 429 (a `Retry-After` beyond it is cut to it). */
export const MAX_BACKOFF_MS = 60_000;

/** The lowest share of its configured rate an upstream is slowed to after 429s. */
export const MIN_RATE_SHARE = 1 / 8;

/**
 * Calls are spaced wider than the rate asks, so that jitter on the way to the upstream (a call held up by a
 * busy runtime or network, then delivered right behind the next) rarely makes a trailing second hold one call
 * too many: at 5 calls a second, a call may arrive 200 ms late before the upstream sees six in a second.
 */
const SPACING_MARGIN = 1.2;

/** How much of its configured rate an upstream regains with each answered call after being slowed. */
const RECOVERY_STEP = 1.1;

/** One upstream's share of time: when its next call may go, and how it reacts to its own 429s. */
export interface UpstreamBudget {
  /** Milliseconds from `now` until the next call may go (0: at once). */
  waitMs(now: number): number;
  /** Books `calls` JSON-RPC calls sent at `now` (call only when {@link UpstreamBudget.waitMs} is 0). */
  take(now: number, calls?: number): void;
  /** The upstream answered 429 (or a rate-limit code): pause it and slow it down. */
  limited(now: number, retryAfterMs?: number): void;
  /** The upstream answered: the pause is over and its rate recovers step by step. */
  answered(): void;
  /** Calls per second it sends at most right now: the configured rate less the spacing's margin, and less after 429s. */
  rate(): number;
}

/**
 * Creates the budget of one upstream allowed `callsPerSecond` JSON-RPC calls per second (Infinity: no
 * limit). Calls are spaced evenly, 1/rate apart (20% wider), so no second ever holds more than the rate. A
 * 429 pauses the upstream until its `Retry-After`, or for 1 s doubling up to 60 s without one, and halves its
 * rate down to an eighth; each answered call then brings back 10% of the rate until it is whole again.
 */
export function createUpstreamBudget(callsPerSecond: number): UpstreamBudget {
  let share = 1;
  let nextAt = Number.NEGATIVE_INFINITY;
  let pausedUntil = Number.NEGATIVE_INFINITY;
  let backoffMs = FIRST_BACKOFF_MS;
  const spacing = () => (1000 / (callsPerSecond * share)) * SPACING_MARGIN;

  return {
    waitMs(now) {
      return Math.max(0, nextAt - now, pausedUntil - now);
    },
    take(now, calls = 1) {
      if (!Number.isFinite(callsPerSecond)) return;
      nextAt = Math.max(nextAt, now) + spacing() * calls;
    },
    limited(now, retryAfterMs) {
      const pause = Math.min(MAX_BACKOFF_MS, retryAfterMs ?? backoffMs);
      pausedUntil = Math.max(pausedUntil, now + pause);
      backoffMs = Math.min(MAX_BACKOFF_MS, backoffMs * 2);
      share = Math.max(MIN_RATE_SHARE, share / 2);
    },
    answered() {
      backoffMs = FIRST_BACKOFF_MS;
      share = Math.min(1, share * RECOVERY_STEP);
    },
    rate: () => (callsPerSecond * share) / SPACING_MARGIN,
  };
}
