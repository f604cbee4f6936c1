/** The outcome of one shared read: its value, or why it failed. */
export type SharedOutcome<T> = { ok: true; value: T } | { ok: false; error: unknown };

/** A value fetched for a key, and since when it counts (null: answer this once, do not keep). */
export interface FetchedValue<T> {
  value: T;
  at: number | null;
}

/** Options of {@link createSharedReads}. */
export interface SharedReadsOptions {
  /** How old (from its `at`) a kept value may be and still answer. */
  maxAgeMs: number;
  /** The most values kept; the oldest go first. */
  maxEntries: number;
  /** Milliseconds now; `Date.now` unless a test brings its own clock. */
  now?: () => number;
}

/** Reads shared between callers of one isolate. */
export interface SharedReads<T> {
  /**
   * Answers each key from a value at most `maxAgeMs` old, else from the read of that key already in flight,
   * else by ONE call of `fetchMissing` with the positions (in `keys`) of all the keys still missing, which must
   * return their values in that order, each with the time it counts from (null: not to be kept). A failure of
   * `fetchMissing` fails those keys for every caller waiting on them, and is not kept.
   */
  read(
    keys: readonly string[],
    fetchMissing: (missing: number[]) => Promise<FetchedValue<T>[]>,
  ): Promise<SharedOutcome<T>[]>;
}

/** A promise with its resolve and reject. */
function defer<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

/**
 * Creates the in-memory sharing of reads for one isolate: identical reads in flight together cost one
 * upstream call, and a reusable value answers identical reads for `maxAgeMs`. Memory stays under
 * `maxEntries` values.
 */
export function createSharedReads<T>(options: SharedReadsOptions): SharedReads<T> {
  const now = options.now ?? Date.now;
  const kept = new Map<string, { at: number; value: T }>();
  const inFlight = new Map<string, Promise<T>>();

  const keep = (key: string, value: T, at: number) => {
    kept.delete(key);
    if (kept.size >= options.maxEntries) {
      const current = now();
      for (const [oldKey, entry] of kept) if (current - entry.at > options.maxAgeMs) kept.delete(oldKey);
      for (const oldKey of kept.keys()) {
        if (kept.size < options.maxEntries) break;
        kept.delete(oldKey);
      }
    }
    kept.set(key, { at, value });
  };

  return {
    async read(keys, fetchMissing) {
      const current = now();
      const promises: Promise<T>[] = [];
      const missing: number[] = [];
      const pending: ReturnType<typeof defer<T>>[] = [];
      keys.forEach((key, index) => {
        const entry = kept.get(key);
        if (entry && current - entry.at <= options.maxAgeMs) {
          promises.push(Promise.resolve(entry.value));
          return;
        }
        const running = inFlight.get(key);
        if (running) {
          promises.push(running);
          return;
        }
        const deferred = defer<T>();
        inFlight.set(key, deferred.promise);
        missing.push(index);
        pending.push(deferred);
        promises.push(deferred.promise);
      });
      if (missing.length > 0) {
        try {
          const fetched = await fetchMissing(missing);
          if (fetched.length !== missing.length)
            throw new Error('fetchMissing answered the wrong number of values');
          missing.forEach((keyIndex, position) => {
            const { value, at } = fetched[position] as FetchedValue<T>;
            if (at !== null && now() - at <= options.maxAgeMs) keep(keys[keyIndex] ?? '', value, at);
            pending[position]?.resolve(value);
          });
        } catch (error) {
          for (const deferred of pending) deferred.reject(error);
        } finally {
          missing.forEach((keyIndex, position) => {
            const key = keys[keyIndex] ?? '';
            if (inFlight.get(key) === pending[position]?.promise) inFlight.delete(key);
          });
        }
      }
      const settled = await Promise.allSettled(promises);
      return settled.map((outcome) =>
        outcome.status === 'fulfilled'
          ? { ok: true, value: outcome.value }
          : { ok: false, error: outcome.reason },
      );
    },
  };
}
