import { type RefObject, useEffect } from 'react';

/**
 * Acts on a click that reached the island before it hydrated: the `client:intent` directive keeps it in the
 * island's `data-pending-intent` attribute (for example `connect`).
 */
export function usePendingIntent(root: RefObject<HTMLElement | null>, intent: string, act: () => void): void {
  useEffect(() => {
    const island = root.current?.closest('[data-pending-intent]');
    if (island?.getAttribute('data-pending-intent') !== intent) return;
    island.removeAttribute('data-pending-intent');
    act();
  }, [root, intent, act]);
}
