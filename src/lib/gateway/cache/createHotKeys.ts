/** Keys other requests shared lately: the reads worth looking for in the location's cache. */
export interface HotKeys {
  has(key: string): boolean;
  add(key: string): void;
}

/**
 * Creates an isolate's memory of hot keys: reads the chain's object answered to more than one request, kept
 * `forMs` from when they were last seen shared, at most `maxKeys` (the oldest go first). A crowd of distinct
 * accounts has none, so it never pays for the Cache API; a shared watch link is found there by every isolate
 * of a location.
 */
export function createHotKeys(options: { forMs: number; maxKeys: number; now?: () => number }): HotKeys {
  const now = options.now ?? Date.now;
  const until = new Map<string, number>();
  return {
    has(key) {
      const end = until.get(key);
      if (end === undefined) return false;
      if (end > now()) return true;
      until.delete(key);
      return false;
    },
    add(key) {
      until.delete(key);
      until.set(key, now() + options.forMs);
      for (const [oldKey, end] of until) {
        if (until.size <= options.maxKeys && end > now()) break;
        until.delete(oldKey);
      }
    },
  };
}
