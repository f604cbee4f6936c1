import { describe, expect, it } from 'vitest';
import { createSharedReads, type FetchedValue } from './createSharedReads.ts';

/** A clock the test moves by hand. */
function manualClock(start = 1_000_000) {
  let time = start;
  return { now: () => time, advance: (ms: number) => (time += ms) };
}

/** A fetchMissing that records each call and answers `value:<key>` at the clock's time, after `gate` opens. */
function recorder(clock: { now(): number }, keysOf: (missing: number[]) => string[]) {
  const calls: string[][] = [];
  let open: () => void = () => {};
  let gate = Promise.resolve();
  return {
    calls,
    hold() {
      gate = new Promise((resolve) => {
        open = resolve;
      });
    },
    release: () => open(),
    fetch: async (missing: number[]): Promise<FetchedValue<string>[]> => {
      const keys = keysOf(missing);
      calls.push(keys);
      const at = clock.now();
      await gate;
      return keys.map((key) => ({ value: `value:${key}`, at }));
    },
  };
}

describe('createSharedReads', () => {
  it('coalesces identical reads in flight into one fetch, and duplicate keys within one call', async () => {
    const clock = manualClock();
    const shared = createSharedReads<string>({ maxAgeMs: 1000, maxEntries: 10, now: clock.now });
    const keys = ['a', 'b', 'a'];
    const upstream = recorder(clock, (missing) => missing.map((index) => keys[index] ?? ''));
    upstream.hold();
    const reads = Array.from({ length: 50 }, () => shared.read(keys, upstream.fetch));
    upstream.release();
    const outcomes = await Promise.all(reads);
    expect(upstream.calls).toEqual([['a', 'b']]);
    for (const outcome of outcomes) {
      expect(outcome).toEqual([
        { ok: true, value: 'value:a' },
        { ok: true, value: 'value:b' },
        { ok: true, value: 'value:a' },
      ]);
    }
  });

  it('reuses a value up to maxAgeMs after its read started, then reads again', async () => {
    const clock = manualClock();
    const shared = createSharedReads<string>({ maxAgeMs: 1000, maxEntries: 10, now: clock.now });
    const upstream = recorder(clock, () => ['k']);
    await shared.read(['k'], upstream.fetch);
    clock.advance(1000);
    await shared.read(['k'], upstream.fetch);
    expect(upstream.calls).toHaveLength(1);
    clock.advance(1);
    await shared.read(['k'], upstream.fetch);
    expect(upstream.calls).toHaveLength(2);
  });

  it('fetches only the keys it lacks, with one call', async () => {
    const clock = manualClock();
    const shared = createSharedReads<string>({ maxAgeMs: 1000, maxEntries: 10, now: clock.now });
    const keys = ['kept', 'new1', 'new2'];
    const upstream = recorder(clock, (missing) => missing.map((index) => keys[index] ?? ''));
    await shared.read(['kept'], upstream.fetch);
    await shared.read(keys, upstream.fetch);
    expect(upstream.calls).toEqual([['kept'], ['new1', 'new2']]);
  });

  it('keeps a value with at = null for no one, and a value already too old not at all', async () => {
    const clock = manualClock();
    const shared = createSharedReads<string>({ maxAgeMs: 1000, maxEntries: 10, now: clock.now });
    let calls = 0;
    const once = async () => {
      calls++;
      return [{ value: 'error', at: null }];
    };
    await shared.read(['e'], once);
    await shared.read(['e'], once);
    const stale = async () => {
      calls++;
      return [{ value: 'old', at: clock.now() - 2000 }];
    };
    await shared.read(['s'], stale);
    await shared.read(['s'], stale);
    expect(calls).toBe(4);
  });

  it('fails every waiter of a failed fetch, keeps nothing, and tries again next time', async () => {
    const clock = manualClock();
    const shared = createSharedReads<string>({ maxAgeMs: 1000, maxEntries: 10, now: clock.now });
    let attempts = 0;
    let fail: (error: Error) => void = () => {};
    const failing = () => {
      attempts++;
      return new Promise<FetchedValue<string>[]>((_, reject) => {
        fail = reject;
      });
    };
    const first = shared.read(['x'], failing);
    const second = shared.read(['x'], failing);
    fail(new Error('upstream down'));
    expect(await first).toEqual([{ ok: false, error: new Error('upstream down') }]);
    expect(await second).toEqual([{ ok: false, error: new Error('upstream down') }]);
    expect(attempts).toBe(1);
    const upstream = recorder(clock, () => ['x']);
    expect(await shared.read(['x'], upstream.fetch)).toEqual([{ ok: true, value: 'value:x' }]);
  });

  it('fails the keys when fetchMissing answers the wrong number of values', async () => {
    const shared = createSharedReads<string>({ maxAgeMs: 1000, maxEntries: 10 });
    const [outcome] = await shared.read(['a', 'b'], async () => [{ value: 'only one', at: null }]);
    expect(outcome).toMatchObject({ ok: false });
  });

  it('never keeps more than maxEntries values, dropping the oldest', async () => {
    const clock = manualClock();
    const shared = createSharedReads<string>({ maxAgeMs: 1000, maxEntries: 3, now: clock.now });
    let calls = 0;
    const fetch = async (missing: number[]) => {
      calls += 1;
      return missing.map(() => ({ value: 'v', at: clock.now() }));
    };
    for (const key of ['a', 'b', 'c', 'd']) await shared.read([key], fetch);
    expect(calls).toBe(4);
    await shared.read(['b', 'c', 'd'], fetch);
    expect(calls).toBe(4);
    await shared.read(['a'], fetch);
    expect(calls).toBe(5);
  });
});
