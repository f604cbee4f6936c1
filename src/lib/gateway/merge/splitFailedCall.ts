/** A queue of groups of reads; a sealed group goes upstream as it is. */
type Queue<Entry> = { entries: Entry[]; sealed: boolean }[];

/**
 * Puts the reads of a merged call that failed as a whole (or that must end at a call's head) back at the head
 * of `queue` as two sealed halves, the first half first; a single read goes alone.
 */
export function splitFailedCall<Entry>(queue: Queue<Entry>, entries: Entry[]): void {
  if (entries.length === 0) return;
  const middle = Math.ceil(entries.length / 2);
  const halves = entries.length === 1 ? [entries] : [entries.slice(0, middle), entries.slice(middle)];
  queue.unshift(...halves.map((half) => ({ entries: half, sealed: true })));
}

/** Puts each of `entries` (reads whose entry failed in a merged call) back at the head of `queue`, alone. */
export function resendAlone<Entry>(queue: Queue<Entry>, entries: readonly Entry[]): void {
  queue.unshift(...entries.map((entry) => ({ entries: [entry], sealed: true })));
}
