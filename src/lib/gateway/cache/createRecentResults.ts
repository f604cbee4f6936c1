/** Options of {@link createRecentResults}. */
export interface RecentResultsOptions {
  /** How old (from when its read started) a result may be and still answer. */
  maxAgeMs: number;
  /** The most results kept; the oldest go first. */
  maxEntries: number;
  /** Milliseconds now; `Date.now` unless a test brings its own clock. */
  now?: () => number;
}

/** Finished results one isolate keeps: plain values, never a promise another request is waiting on. */
export interface RecentResults {
  /** The result kept under `key` and when its read started, if at most `maxAgeMs` old. */
  get(key: string): { result: string; at: number } | undefined;
  /** Keeps `result` under `key`, stamped with `at` (when its read started). */
  put(key: string, result: string, at: number): void;
}

/**
 * Creates an isolate's memory of finished results. It holds values only, so no request ever waits on another
 * request's I/O (which workerd does not allow to outlive that request); reads in flight are shared by the
 * chain's Durable Object instead. Memory stays under `maxEntries` results.
 */
export function createRecentResults(options: RecentResultsOptions): RecentResults {
  const now = options.now ?? Date.now;
  const kept = new Map<string, { result: string; at: number }>();
  return {
    get(key) {
      const entry = kept.get(key);
      if (!entry) return undefined;
      if (now() - entry.at <= options.maxAgeMs) return entry;
      kept.delete(key);
      return undefined;
    },
    put(key, result, at) {
      kept.delete(key);
      if (now() - at > options.maxAgeMs) return;
      if (kept.size >= options.maxEntries) {
        for (const [oldKey, entry] of kept) {
          if (kept.size < options.maxEntries && now() - entry.at <= options.maxAgeMs) break;
          kept.delete(oldKey);
        }
      }
      kept.set(key, { result, at });
    },
  };
}
