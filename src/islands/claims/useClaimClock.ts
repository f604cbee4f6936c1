import { useEffect, useState } from 'react';
import { judgeClaimWindow } from '../../lib/claims/judgeClaimWindow.ts';
import { untilCountdownChanges } from '../../lib/format/formatDuration.ts';
import type { ListWindow } from '../../lib/reads/claimWindowsOf.ts';

/** The longest the clock sleeps: timers cannot wait weeks, and a machine may sleep and wake meanwhile. */
const MAX_SLEEP_SECONDS = 3_600;

/** The visitor's clock, in whole unix seconds. */
const visitorNow = () => Math.floor(Date.now() / 1000);

/**
 * The time claim windows are judged at: the later of the visitor's clock and the list's chain's latest block
 * (a claim's contract judges by its block's time; a slow clock cannot keep a closed claim open).
 */
export function windowTime(window: ListWindow, now: number): number {
  return Math.max(now, window.chainTime ?? 0);
}

/**
 * The visitor's clock (unix seconds) for showing `windows`: it moves on when what they show would change (a
 * countdown's whole units, a window opening or closing), and not in between.
 */
export function useClaimClock(windows: readonly ListWindow[]): number {
  const [now, setNow] = useState(visitorNow);
  const wait = Math.min(
    MAX_SLEEP_SECONDS,
    ...windows.map((window) => {
      const at = judgeClaimWindow(window.window, windowTime(window, now));
      return at.state === 'closed' || at.at === null
        ? MAX_SLEEP_SECONDS
        : Number(untilCountdownChanges(BigInt(at.left)));
    }),
  );
  // Due `wait` seconds after the clock last moved on; set again after each tick.
  useEffect(() => {
    const due = (now + Math.max(1, wait)) * 1000;
    const timer = setTimeout(() => setNow(visitorNow()), Math.max(0, due - Date.now()));
    return () => clearTimeout(timer);
  }, [now, wait]);
  return now;
}
