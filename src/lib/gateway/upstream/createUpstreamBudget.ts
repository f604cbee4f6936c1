/** How long an upstream that said 429 without `Retry-After` is left alone first; doubled on each further 429. */
export const FIRST_BACKOFF_MS = 1_000;

/** The longest pause after a 429 (a `Retry-After` beyond it is cut to it). */
export const MAX_BACKOFF_MS = 60_000;

/**
 * How late a call may reach the upstream (held up by a busy runtime or network, then delivered right behind
 * the next) without its trailing second holding one call too many: calls are spaced over a second this much
 * longer than 1 s.
 */
export const ARRIVAL_JITTER_MS = 250;

/** The share of its rate an upstream keeps after a 429 at most (of the whole calls a second it was sent at). */
const DECREASE = 0.75;

/**
 * The share of the calls an upstream admitted in the second before its 429 (those booked then, but for any it
 * refused) that it is sent after it.
 */
const ADMITTED_SHARE = 0.9;

/** How much of its configured rate an upstream regains with each answered call, while below it. */
const RECOVERY_SHARE = 0.01;

/** How long a rate that met a 429 stays out of reach: the budget then stays just under it. */
const HOLD_MS = 300_000;

/** The lowest share of its configured rate the 429s of an upstream can slow it to. */
const MIN_RATE_SHARE = 1 / 16;

/** One upstream's share of time: when its next call may go, and how it reacts to its own 429s. */
export interface UpstreamBudget {
  /** Milliseconds from `now` until the next call may go (0: at once). */
  waitMs(now: number): number;
  /** Books `calls` JSON-RPC calls sent at `now` (call only when {@link UpstreamBudget.waitMs} is 0). */
  take(now: number, calls?: number): void;
  /**
   * The upstream answered 429 (or a rate-limit code) to the call booked at `sentAt` (`now` by default): pause it,
   * slow it down, and keep away from that rate.
   */
  limited(now: number, retryAfterMs?: number, sentAt?: number): void;
  /** The upstream answered: its pauses shorten again and its rate recovers step by step. */
  answered(now: number): void;
  /** Calls per second it is sent at most right now (after the spacing's margin and any 429s). */
  rate(): number;
  /**
   * The most calls it may have in flight at once: as many as the margin leaves room for, so that calls held up
   * on their way and arriving together still fit the upstream's second (one below 5 calls a second, two at 5,
   * three at 10, 21 at 100).
   */
  inFlightCap(): number;
}

/** Whole calls per `rate`: the rate's whole part, or the rate itself below 1 (one call every 1/rate s). */
const wholeCalls = (rate: number) => (rate >= 1 ? Math.floor(rate) : rate);

/**
 * Creates the budget of one upstream allowed `callsPerSecond` JSON-RPC calls per second (Infinity: no limit),
 * so that no trailing second at the upstream ever holds more: calls go one at a time, spaced so that
 * `⌊rate⌋` of them span {@link ARRIVAL_JITTER_MS} more than a second (below 1 a second, one call every
 * 1/rate s and that margin), and a call may arrive that much late without breaking the limit. A 429 pauses the
 * upstream until its `Retry-After` (or 1 s, doubling up to 60 s), cuts its rate to 90% of the calls it
 * admitted in the second before the refused call was booked (at most three quarters of the whole calls a second
 * it met the 429 at), and keeps the budget under the rate that met it, one call a second more than the upstream
 * admitted, for 5 minutes (the 429s of calls already on their way when it came back count as that one); each
 * answered call then brings back 1% of the configured rate up to that bound. An owner who set too high a rate
 * converges on what the upstream allows after one 429, instead of meeting it again and again.
 */
export function createUpstreamBudget(callsPerSecond: number): UpstreamBudget {
  const unlimited = !Number.isFinite(callsPerSecond);
  const minRate = callsPerSecond * MIN_RATE_SHARE;
  let rate = callsPerSecond;
  let nextAt = Number.NEGATIVE_INFINITY;
  let pausedUntil = Number.NEGATIVE_INFINITY;
  let backoffMs = FIRST_BACKOFF_MS;
  /** The whole calls a second that met a 429, kept out of reach until `heldUntil`. */
  let heldCalls = Number.POSITIVE_INFINITY;
  let heldUntil = Number.NEGATIVE_INFINITY;
  /** When calls were booked over the last 2 s, and which of them the upstream refused: what it admits. */
  let bookedAt: number[] = [];
  let refusedAt: number[] = [];
  /** When the budget last learned from a 429. */
  let notedAt = Number.NEGATIVE_INFINITY;

  const spacing = () => {
    const calls = wholeCalls(rate);
    return calls >= 1 ? (1000 + ARRIVAL_JITTER_MS) / calls : 1000 / calls + ARRIVAL_JITTER_MS;
  };
  const ceiling = (now: number) =>
    now < heldUntil ? Math.min(callsPerSecond, heldCalls - 0.01) : callsPerSecond;

  return {
    waitMs(now) {
      return Math.max(0, nextAt - now, pausedUntil - now);
    },
    take(now, calls = 1) {
      if (unlimited) return;
      nextAt = Math.max(nextAt, now) + spacing() * calls;
      bookedAt = bookedAt.filter((at) => at > now - 2000);
      for (let call = 0; call < calls; call++) bookedAt.push(now);
    },
    limited(now, retryAfterMs, sentAt = now) {
      pausedUntil = Math.max(pausedUntil, now + Math.min(MAX_BACKOFF_MS, retryAfterMs ?? backoffMs));
      refusedAt = refusedAt.filter((at) => at > now - 2000);
      refusedAt.push(sentAt);
      // A call booked before the last 429 was noted was on its way already: its 429 tells nothing new, so it keeps
      // the pause but neither doubles it nor cuts the rate again (one cut for each 429 the budget learns from).
      if (sentAt < notedAt) return;
      notedAt = now;
      backoffMs = Math.min(MAX_BACKOFF_MS, backoffMs * 2);
      if (unlimited) return;
      const met = wholeCalls(rate);
      // What reached the upstream in the second before the refused call, counted by when each was booked, not
      // when its answer came back: on a busy runtime answers come back late, and a 429 sooner than a large answer.
      const inSecond = (at: number) => at > sentAt - 1000 && at < sentAt;
      const admitted = bookedAt.filter(inSecond).length - refusedAt.filter(inSecond).length;
      // The calls a second that met the 429: one more than the upstream admitted in that second (it refused the
      // next), or, with nothing admitted, the whole calls a second it was sent at.
      const refusedCalls = admitted > 0 ? Math.min(met, admitted + 1) : met;
      heldCalls = Math.min(
        now < heldUntil ? heldCalls : Number.POSITIVE_INFINITY,
        Math.max(refusedCalls, minRate),
      );
      heldUntil = now + HOLD_MS;
      const estimate = admitted > 0 ? admitted * ADMITTED_SHARE : met * DECREASE;
      rate = Math.max(minRate, Math.min(met * DECREASE, estimate));
    },
    answered(now) {
      backoffMs = FIRST_BACKOFF_MS;
      if (unlimited) return;
      rate = Math.max(rate, Math.min(ceiling(now), rate + callsPerSecond * RECOVERY_SHARE));
    },
    rate: () => {
      if (unlimited) return Number.POSITIVE_INFINITY;
      return 1000 / spacing();
    },
    inFlightCap: () => {
      if (unlimited) return Number.POSITIVE_INFINITY;
      const calls = Math.floor(wholeCalls(rate));
      if (calls < 1) return 1;
      return Math.max(1, calls + 1 - Math.ceil((calls * 1000) / (1000 + ARRIVAL_JITTER_MS)));
    },
  };
}
