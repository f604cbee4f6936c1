/** Something that happened at `atMs` and counts `count` (a request of `count` JSON-RPC calls). */
export interface TimedCount {
  atMs: number;
  count: number;
}

/**
 * The most counted in any trailing window of `windowMs` (half open: (t − windowMs, t]), over every window, not
 * only whole seconds: a provider's rate limit looks back from each request it receives.
 */
export function busiestWindow(events: readonly TimedCount[], windowMs = 1_000): number {
  const sorted = [...events].sort((a, b) => a.atMs - b.atMs);
  let busiest = 0;
  let inWindow = 0;
  let first = 0;
  for (const event of sorted) {
    inWindow += event.count;
    while ((sorted[first]?.atMs ?? Number.POSITIVE_INFINITY) <= event.atMs - windowMs) {
      inWindow -= sorted[first]?.count ?? 0;
      first++;
    }
    busiest = Math.max(busiest, inWindow);
  }
  return busiest;
}
