import { useCallback, useRef } from 'react';
import type { ClaimListView, ClaimProbe } from '../../lib/claims/claimTypes.ts';
import type { ClaimProbes } from '../../lib/reads/planClaimReads.ts';

/** Which chains were read before their claims files arrived, and which of them to read again now. */
export interface ClaimsReread {
  /** Notes what the files said when a read of `chainId` went out: it went without them if any was pending. */
  noteRead(chainId: number, known: ClaimProbes): void;
  /** The chains whose latest read went before their files, which have all arrived since: each given once. */
  takeArrived(): number[];
  /** Forgets every chain noted: another account is in view. */
  forgetAll(): void;
}

/**
 * Keeps the chains whose latest read went out before the claims files it needed had arrived, and gives each
 * back once `probes` hold all of its `lists`, so that chain is read once more with them.
 */
export function useClaimsReread(
  lists: readonly ClaimListView[],
  probes: ReadonlyMap<string, ClaimProbe>,
): ClaimsReread {
  const withoutFiles = useRef(new Set<number>());

  const noteRead = useCallback((chainId: number, known: ClaimProbes) => {
    if ([...known.values()].some((probe) => probe.kind === 'pending')) withoutFiles.current.add(chainId);
    else withoutFiles.current.delete(chainId);
  }, []);

  const takeArrived = useCallback(() => {
    const arrived = [...withoutFiles.current].filter((chainId) =>
      lists
        .filter((list) => list.chainId === chainId)
        .every((list) => probes.get(list.id)?.kind !== 'pending'),
    );
    for (const chainId of arrived) withoutFiles.current.delete(chainId);
    return arrived;
  }, [probes, lists]);

  const forgetAll = useCallback(() => withoutFiles.current.clear(), []);

  return { noteRead, takeArrived, forgetAll };
}
