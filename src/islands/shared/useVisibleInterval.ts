import { useEffect, useRef } from 'react';

/**
 * Calls `callback` every `intervalMs` while the tab is visible; a hidden tab pauses it, and on return the call
 * comes at once if it is due. `active: false` stops it.
 */
export function useVisibleInterval(callback: () => void, intervalMs: number, active: boolean): void {
  const latest = useRef(callback);
  latest.current = callback;
  useEffect(() => {
    if (!active) return;
    let lastRun = Date.now();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const schedule = () => {
      clearTimeout(timer);
      if (document.visibilityState !== 'visible') return;
      timer = setTimeout(run, Math.max(0, lastRun + intervalMs - Date.now()));
    };
    const run = () => {
      lastRun = Date.now();
      latest.current();
      schedule();
    };
    schedule();
    document.addEventListener('visibilitychange', schedule);
    return () => {
      clearTimeout(timer);
      document.removeEventListener('visibilitychange', schedule);
    };
  }, [intervalMs, active]);
}
