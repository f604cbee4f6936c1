import { useCallback, useRef } from 'react';
import type { ClaimListView } from '../../lib/claims/claimTypes.ts';
import type { ClaimProbes } from '../../lib/reads/planClaimReads.ts';
import type { ProbesByAccount } from './useClaimProbes.ts';

/** Which chains were read before their claims files arrived, and which of them to read again now. */
export interface ClaimsReread {
  /**
   * Notes what the files said of each account when a read of `chainId` went out: it went without them if any
   * was pending.
   */
  noteRead(chainId: number, known: ReadonlyMap<string, ClaimProbes>): void;
  /** The chains whose latest read went before their files, which have all arrived since: each given once. */
  takeArrived(): number[];
  /** Forgets every chain noted: other accounts are in view. */
  forgetAll(): void;
}

/**
 * Keeps the chains whose latest read went out before the claims files it needed had arrived, and gives each
 * back once `probes` hold all of its `lists` for every account that read had, so that chain is read once
 * more with them.
 */
export function useClaimsReread(lists: readonly ClaimListView[], probes: ProbesByAccount): ClaimsReread {
  const withoutFiles = useRef(new Map<number, string[]>());

  const noteRead = useCallback((chainId: number, known: ReadonlyMap<string, ClaimProbes>) => {
    const waiting = [...known].filter(([, byList]) =>
      [...byList.values()].some((probe) => probe.kind === 'pending'),
    );
    if (waiting.length > 0) withoutFiles.current.set(chainId, [...known.keys()]);
    else withoutFiles.current.delete(chainId);
  }, []);

  const takeArrived = useCallback(() => {
    const arrived = [...withoutFiles.current].flatMap(([chainId, accounts]) => {
      const on = lists.filter((list) => list.chainId === chainId);
      const all = accounts.every((account) =>
        on.every((list) => {
          const probe = probes.get(account)?.get(list.id);
          return probe !== undefined && probe.kind !== 'pending';
        }),
      );
      return all ? [chainId] : [];
    });
    for (const chainId of arrived) withoutFiles.current.delete(chainId);
    return arrived;
  }, [probes, lists]);

  const forgetAll = useCallback(() => withoutFiles.current.clear(), []);

  return { noteRead, takeArrived, forgetAll };
}
