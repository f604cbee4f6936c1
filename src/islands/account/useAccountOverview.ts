import { useCallback, useMemo } from 'react';
import type { ClaimStatus } from '../../lib/claims/claimTypes.ts';
import type { PanelConfig } from '../../lib/config/toPanelConfig.ts';
import type { EnsProfile } from '../../lib/ens/lookupEnsProfile.ts';
import { computeUsdValues, type UsdSummary } from '../../lib/prices/computeUsdValues.ts';
import { claimStatusesOf } from '../../lib/reads/claimStatusesOf.ts';
import { claimWindowsOf, type ListWindow } from '../../lib/reads/claimWindowsOf.ts';
import type { AccountReader } from '../../lib/reads/createAccountReader.ts';
import type { ChainSnapshot } from '../../lib/reads/readTypes.ts';
import { type ClaimProbesControl, probesOf } from '../claims/useClaimProbes.ts';
import { type ChainSnapshots, snapshotsOf } from './useChainSnapshots.ts';
import { useDelegateNames } from './useDelegateNames.ts';
import { useEnsProfile } from './useEnsProfile.ts';

/** A chain's card: still loading, or its latest snapshot (ok or error). */
export type ChainView = { chainId: number; snapshot: ChainSnapshot | null };

/** What the panel shows for an account: one view per chain, USD values, the ENS profile and delegates' names. */
export interface AccountOverview {
  chains: ChainView[];
  usd: UsdSummary;
  profile: EnsProfile | null;
  /** ENS names of the governance delegates shown, as far as they have one. */
  delegateNames: ReadonlyMap<string, string>;
  /** The account's standing with each claims list, in config order (checking while unknown). */
  claims: ClaimStatus[];
  /** When claiming each list opens and closes, in config order. */
  windows: ListWindow[];
  retry(chainId: number): void;
  /** Loads a claims list's files again and reads its chain. */
  retryClaim(listId: string): void;
}

/**
 * Everything the panel shows for `address`, one of the accounts whose chains `reads` keeps fresh (with the
 * claims lists' files, `claims`): each chain's figures, their USD values, where it stands with each list,
 * its ENS profile and its delegates' names.
 */
export function useAccountOverview(
  loadReader: () => Promise<AccountReader>,
  config: PanelConfig,
  address: string | null,
  reads: ChainSnapshots,
  claims: Pick<ClaimProbesControl, 'probes' | 'retry'>,
): AccountOverview {
  const snapshots = useMemo(() => snapshotsOf(reads.chains, address), [reads.chains, address]);
  // Looked up once the chains' reads are asked for, so those go out first.
  const profile = useEnsProfile(loadReader, address);
  const usd = useMemo(() => computeUsdValues(config, snapshots), [config, snapshots]);
  const delegateNames = useDelegateNames(loadReader, config.ens !== false, address, snapshots);
  const { retry: reloadFiles } = claims;
  const { readAgain } = reads;

  const retryClaim = useCallback(
    (listId: string) => {
      const list = config.claimLists.find((candidate) => candidate.id === listId);
      if (address === null || !list) return;
      reloadFiles(listId);
      readAgain(list.chainId);
    },
    [address, readAgain, reloadFiles, config.claimLists],
  );

  return {
    chains: config.chains.map((chain) => ({ chainId: chain.id, snapshot: snapshots[chain.id] ?? null })),
    usd,
    profile,
    delegateNames,
    claims: claimStatusesOf(config.claimLists, snapshots, probesOf(claims.probes, address)),
    windows: claimWindowsOf(config.claimLists, snapshots),
    retry: reads.retry,
    retryClaim,
  };
}
