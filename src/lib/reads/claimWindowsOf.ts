import type { ClaimListView, ClaimWindow } from '../claims/claimTypes.ts';
import { toClaimWindow } from '../claims/toClaimWindow.ts';
import type { ChainSnapshot } from './readTypes.ts';

/** A list's claim window, and the time of its chain's latest block read (unix seconds; null before one). */
export interface ListWindow {
  window: ClaimWindow;
  chainTime: number | null;
}

/**
 * Each claims list's window, in config order: as its chain's latest read found it (the distributor's deadline
 * preferred), or the config's own before that read.
 */
export function claimWindowsOf(
  lists: readonly ClaimListView[],
  snapshots: Readonly<Record<number, ChainSnapshot | null>>,
): ListWindow[] {
  return lists.map((list) => {
    const snapshot = snapshots[list.chainId];
    const read = snapshot?.claimWindows.find((window) => window.listId === list.id);
    const time = snapshot?.blockTimestamp;
    return {
      window: read ?? toClaimWindow(list, null),
      chainTime: time === undefined || time === null ? null : Number(time),
    };
  });
}
