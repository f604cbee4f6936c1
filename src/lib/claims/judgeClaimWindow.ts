import type { ClaimWindow, ClaimWindowState } from './claimTypes.ts';

/** Where a claim window stands at a time: its state, and the moment that state ends (or ended), if any. */
export interface ClaimWindowAt {
  state: ClaimWindowState;
  /**
   * Unix seconds: when it opens (not yet open), closes (open; null when it never closes) or closed (closed).
   */
  at: number | null;
  /** Seconds from `now` until `at`: how long is left (0 once past, or when `at` is null). */
  left: number;
}

/**
 * Whether claiming is open at `now` (unix seconds), by the list's window: before `opensAt` it is not yet open,
 * from `closesAt` on it is closed, and open between. A claim's own contract judges by its block's time: the
 * page passes the later of the visitor's clock and the chain's latest block, so a slow clock cannot keep a
 * closed claim open.
 */
export function judgeClaimWindow(
  window: Pick<ClaimWindow, 'opensAt' | 'closesAt'>,
  now: number,
): ClaimWindowAt {
  const left = (at: number) => Math.max(0, at - now);
  if (window.opensAt !== null && now < window.opensAt) {
    return { state: 'notYetOpen', at: window.opensAt, left: left(window.opensAt) };
  }
  if (window.closesAt !== null && now >= window.closesAt) {
    return { state: 'closed', at: window.closesAt, left: 0 };
  }
  return { state: 'open', at: window.closesAt, left: window.closesAt === null ? 0 : left(window.closesAt) };
}
