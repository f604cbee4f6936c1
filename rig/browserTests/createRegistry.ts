/**
 * Things a browser test started on the Node side (wallets), each under an id the browser passes back in later
 * commands: `add` names one, `get` finds it or fails saying which `starter` command makes one.
 */
export function createRegistry<T>(prefix: string, starter: string) {
  const entries = new Map<string, T>();
  let nextId = 0;
  return {
    /** Keeps `value` under a new id, and returns the id. */
    add(value: T): string {
      const id = `${prefix}-${nextId++}`;
      entries.set(id, value);
      return id;
    },
    get(id: string): T {
      const value = entries.get(id);
      if (value === undefined) throw new Error(`No ${prefix} ${id}: start one with ${starter} first.`);
      return value;
    },
    delete: (id: string) => entries.delete(id),
    /** Takes every entry out, and returns them. */
    takeAll(): T[] {
      const all = [...entries.values()];
      entries.clear();
      return all;
    },
  };
}
