import { useEffect } from 'react';
import type { ClaimListView } from '../../lib/claims/claimTypes.ts';
import type { ListWindow } from '../../lib/reads/claimWindowsOf.ts';

/** A unix time as the config writes it. */
const iso = (seconds: number | null) => (seconds === null ? 'never' : new Date(seconds * 1000).toISOString());

/** The lists whose owner was told already, in this page. */
const warned = new Set<string>();

/**
 * Tells the site's owner, once per list and page in the browser's console, when a distributor's deadline getter and the
 * config's `closesAt` disagree: the page shows the distributor's (docs/claims.md, "When claiming opens and closes").
 * The build cannot ask the chain, so this is where the difference is first seen.
 */
export function useDeadlineWarnings(lists: readonly ClaimListView[], windows: readonly ListWindow[]): void {
  useEffect(() => {
    for (const [index, { window }] of windows.entries()) {
      const list = lists[index];
      if (!list || !window.differsFromConfig || warned.has(list.id)) continue;
      warned.add(list.id);
      console.warn(
        `Claims list "${list.name}" (${list.id}): its distributor's ${list.deadlineGetter} says claiming closes ${iso(window.closesAt)}, but closesAt in the site config says ${iso(list.closesAt)}. The page shows the distributor's; correct closesAt.`,
      );
    }
  }, [lists, windows]);
}
