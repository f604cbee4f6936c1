/** How a read is asked for: a refresh tick waits for the read in flight; a replacement cancels it. */
export type ReadRequest = 'tick' | 'replace';

/** Keeps at most one read in flight per key (a chain), and hands on only the newest read's result. */
export interface ReadGate {
  /**
   * Starts a read of `key` for `target`. A `tick` is skipped while a read of that key is in flight; a
   * `replace` (a retry, another account) cancels the read in flight and starts anew.
   */
  request(key: number, target: string, kind: ReadRequest): void;
  /** Cancels every read in flight; their results are dropped. */
  cancelAll(): void;
}

/**
 * Creates a {@link ReadGate} around `read`: each read gets an AbortSignal that fires when it is replaced or
 * cancelled, and `deliver` hears only the results of reads that were still current when they settled, so an
 * older snapshot can never overwrite a newer one.
 */
export function createReadGate<T>(
  read: (key: number, target: string, signal: AbortSignal) => Promise<T>,
  deliver: (key: number, target: string, result: T) => void,
): ReadGate {
  const inFlight = new Map<number, AbortController>();

  const start = (key: number, target: string) => {
    const controller = new AbortController();
    inFlight.set(key, controller);
    const settle = (result: T) => {
      if (inFlight.get(key) !== controller) return;
      inFlight.delete(key);
      deliver(key, target, result);
    };
    read(key, target, controller.signal).then(settle, () => {
      if (inFlight.get(key) === controller) inFlight.delete(key);
    });
  };

  return {
    request(key, target, kind) {
      const current = inFlight.get(key);
      if (current && kind === 'tick') return;
      current?.abort();
      start(key, target);
    },
    cancelAll() {
      for (const controller of inFlight.values()) controller.abort();
      inFlight.clear();
    },
  };
}
