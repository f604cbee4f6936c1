import { describe, expect, it } from 'vitest';
import { ARRIVAL_JITTER_MS, createUpstreamBudget, type UpstreamBudget } from './createUpstreamBudget.ts';

/** Sends as soon as the budget allows, from `from` to `to` ms: the send times. */
function sendEagerly(budget: UpstreamBudget, from: number, to: number, onSend?: (at: number) => void) {
  const sent: number[] = [];
  for (let now = from; now < to; now += 1) {
    if (budget.waitMs(now) > 0) continue;
    budget.take(now);
    sent.push(now);
    onSend?.(now);
  }
  return sent;
}

/** The most calls in any trailing second of `times` after each is delayed by up to `jitter` (worst case). */
function busiestSecondAfterJitter(times: readonly number[], jitter: number): number {
  let busiest = 0;
  // Worst case: one call held up by the whole jitter lands right behind calls that were not.
  for (let late = 0; late < times.length; late++) {
    const arrivals = times.map((at, index) => (index === late ? at + jitter : at)).sort((a, b) => a - b);
    for (const end of arrivals) {
      busiest = Math.max(busiest, arrivals.filter((at) => at > end - 1000 && at <= end).length);
    }
  }
  return busiest;
}

describe('createUpstreamBudget', () => {
  it.each([1, 2, 5, 7, 10, 100])(
    `at %i calls/s: never more in any trailing second, even with one call ${ARRIVAL_JITTER_MS} ms late`,
    (rps) => {
      const budget = createUpstreamBudget(rps);
      const sent = sendEagerly(budget, 0, 10_000);
      expect(sent.length).toBeGreaterThan(0);
      expect(busiestSecondAfterJitter(sent.slice(0, 40), ARRIVAL_JITTER_MS)).toBeLessThanOrEqual(rps);
    },
  );

  it('keeps whole calls a second: 2.5/s sends at most 2 in any second; 0.5/s one every 2 s and more', () => {
    const twoAndAHalf = sendEagerly(createUpstreamBudget(2.5), 0, 10_000);
    expect(busiestSecondAfterJitter(twoAndAHalf, ARRIVAL_JITTER_MS)).toBeLessThanOrEqual(2);
    const half = sendEagerly(createUpstreamBudget(0.5), 0, 10_000);
    for (let index = 1; index < half.length; index++) {
      expect((half[index] as number) - (half[index - 1] as number)).toBeGreaterThanOrEqual(2000);
    }
  });

  it('pauses for Retry-After after a 429, then converges under the rate the upstream allowed', () => {
    const budget = createUpstreamBudget(10);
    // An upstream that allows 5 calls in any trailing second answers the rest 429.
    const seen: number[] = [];
    const refusals: number[] = [];
    for (let now = 0; now < 120_000; now += 1) {
      if (budget.waitMs(now) > 0) continue;
      budget.take(now);
      const inWindow = seen.filter((at) => at > now - 1000).length;
      seen.push(now);
      if (inWindow >= 5) {
        refusals.push(now);
        budget.limited(now, 1000);
        expect(budget.waitMs(now)).toBe(1000);
      } else {
        budget.answered(now);
      }
    }
    // One 429 is enough: it never climbs back to the rate that met it.
    expect(refusals).toHaveLength(1);
    // After converging it still sends close to what the upstream allows, not an eighth of it.
    const lastMinute = seen.filter((at) => at >= 60_000).length / 60;
    expect(lastMinute).toBeGreaterThan(3.5);
    expect(lastMinute).toBeLessThanOrEqual(5);
  });

  it('counts what the upstream admitted by when calls were booked, so late answers and a quick 429 keep its rate', () => {
    const budget = createUpstreamBudget(10);
    // An upstream that allows 5 calls in any trailing second; its answers come back 900 ms after the call (a
    // busy runtime reading a large answer), its 429s after 20 ms.
    const seen: number[] = [];
    const due: { at: number; bookedAt: number; refused: boolean }[] = [];
    const refusals: number[] = [];
    let rateAfterFirst = 0;
    for (let now = 0; now < 60_000; now += 1) {
      for (const event of due.filter((entry) => entry.at === now)) {
        if (!event.refused) budget.answered(now);
        else {
          budget.limited(now, 1000, event.bookedAt);
          if (refusals.length === 1) rateAfterFirst = budget.rate();
        }
      }
      if (budget.waitMs(now) > 0) continue;
      budget.take(now);
      const refused = seen.filter((at) => at > now - 1000).length >= 5;
      seen.push(now);
      if (refused) refusals.push(now);
      due.push({ at: now + (refused ? 20 : 900), bookedAt: now, refused });
    }
    // Five calls reached it in the second before the first refused one: it is sent at 90% of five after it.
    expect(rateAfterFirst).toBeCloseTo((4 * 1000) / (1000 + ARRIVAL_JITTER_MS));
    expect(refusals).toHaveLength(1);
    expect(seen.filter((at) => at >= 30_000).length / 30).toBeGreaterThan(3.5);
  });

  it('keeps under one call a second more than the upstream admitted for 5 minutes, then climbs back', () => {
    const budget = createUpstreamBudget(10);
    for (const at of [0, 200, 400, 600, 800]) budget.take(at);
    budget.take(900);
    // The upstream admitted five calls in the second before it refused the sixth: six a second met its limit.
    budget.limited(950, undefined, 900);
    for (let call = 0; call < 1000; call++) budget.answered(10_000);
    expect(budget.rate()).toBeCloseTo((5 * 1000) / (1000 + ARRIVAL_JITTER_MS));
    for (let call = 0; call < 1000; call++) budget.answered(10_000 + 300_000);
    expect(budget.rate()).toBeCloseTo((10 * 1000) / (1000 + ARRIVAL_JITTER_MS));
  });

  it('cuts its rate once for the 429s of calls already on their way when the first came back', () => {
    const budget = createUpstreamBudget(10);
    const booked = [0, 125, 250, 375, 500, 625, 750, 875];
    for (const at of booked) budget.take(at);
    // The upstream allowed the first five; the 429 of the sixth comes back at 900, those of the next two after it.
    budget.limited(900, 1000, 625);
    const afterFirst = budget.rate();
    budget.limited(910, 1000, 750);
    budget.limited(920, 1000, 875);
    expect(budget.rate()).toBe(afterFirst);
    expect(budget.waitMs(920)).toBe(1000);
    // A call booked after the pause, and refused, is news: it cuts again.
    budget.take(2000);
    budget.limited(2050, 1000, 2000);
    expect(budget.rate()).toBeLessThan(afterFirst);
  });

  it('without Retry-After backs off 1 s, doubling while 429s go on, and answered calls shorten it again', () => {
    const budget = createUpstreamBudget(5);
    budget.limited(0);
    expect(budget.waitMs(0)).toBe(1000);
    budget.limited(1000);
    expect(budget.waitMs(1000)).toBe(2000);
    budget.answered(3000);
    budget.limited(3000);
    expect(budget.waitMs(3000)).toBe(1000);
  });

  it('lets as many calls be in flight as the margin leaves room for', () => {
    expect([1, 3, 4, 5, 10, 100].map((rps) => createUpstreamBudget(rps).inFlightCap())).toEqual([
      1, 1, 1, 2, 3, 21,
    ]);
    expect(createUpstreamBudget(0.5).inFlightCap()).toBe(1);
    expect(createUpstreamBudget(Number.POSITIVE_INFINITY).inFlightCap()).toBe(Number.POSITIVE_INFINITY);
  });

  it('has no limit without a rate, and its rate is what it spaces calls to', () => {
    const free = createUpstreamBudget(Number.POSITIVE_INFINITY);
    free.take(0, 1000);
    expect(free.waitMs(0)).toBe(0);
    expect(free.rate()).toBe(Number.POSITIVE_INFINITY);
    expect(createUpstreamBudget(5).rate()).toBeCloseTo(5000 / (1000 + ARRIVAL_JITTER_MS));
  });
});
