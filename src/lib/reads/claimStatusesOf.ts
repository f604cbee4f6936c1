import type { ClaimListView, ClaimProbe, ClaimStatus } from '../claims/claimTypes.ts';
import type { ChainSnapshot } from './readTypes.ts';

/**
 * Where one account stands with each claims list, in config order, from its chains' snapshots: checking
 * while its chain has not been read for it, or while the list's files for it are still on their way.
 */
export function claimStatusesOf(
  lists: readonly ClaimListView[],
  snapshots: Readonly<Record<number, ChainSnapshot | null>>,
  probes: ReadonlyMap<string, ClaimProbe>,
): ClaimStatus[] {
  return lists.map((list): ClaimStatus => {
    const status = snapshots[list.chainId]?.claims.find((candidate) => candidate.listId === list.id);
    return status && probes.get(list.id)?.kind !== 'pending'
      ? status
      : { listId: list.id, state: 'checking' };
  });
}
