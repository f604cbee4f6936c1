import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { ClaimStatus } from '../../lib/claims/claimTypes.ts';
import type { PanelConfig } from '../../lib/config/toPanelConfig.ts';
import type { EnsProfile } from '../../lib/ens/lookupEnsProfile.ts';
import { computeUsdValues, type UsdSummary } from '../../lib/prices/computeUsdValues.ts';
import type { AccountReader } from '../../lib/reads/createAccountReader.ts';
import { createReadGate } from '../../lib/reads/createReadGate.ts';
import type { ChainSnapshot } from '../../lib/reads/readTypes.ts';
import { ZERO_ADDRESS } from '../../lib/reads/zeroAddress.ts';
import type { ClaimProbesControl } from '../claims/useClaimProbes.ts';
import { useVisibleInterval } from '../shared/useVisibleInterval.ts';

/** Balances refresh at most this often, and only while the tab is visible (docs/product.md, "The wallet panel"). */
export const REFRESH_INTERVAL_MS = 12_000;

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
  retry(chainId: number): void;
  /** Loads a claims list's files again and reads its chain. */
  retryClaim(listId: string): void;
}

/**
 * Reads `address` on every configured chain, each on its own, and keeps the figures fresh: at most one read
 * in flight per chain (a tick waits for it; a retry or another account replaces it), and only the newest
 * read's snapshot is shown. A chain with claims lists reads them in the same call, with what their files
 * said (`claims`); if the files came after the chain's first read, that chain is read once more then.
 */
export function useAccountOverview(
  loadReader: () => Promise<AccountReader>,
  config: PanelConfig,
  address: string | null,
  claims: ClaimProbesControl,
): AccountOverview {
  const [snapshots, setSnapshots] = useState<Record<number, ChainSnapshot | null>>({});
  const [profile, setProfile] = useState<EnsProfile | null>(null);
  const current = useRef(address);
  current.current = address;
  /** Chains whose latest read went out before the claims files it needed had arrived. */
  const withoutFiles = useRef(new Set<number>());
  const { forRead, probes, retry: reloadFiles } = claims;

  const gate = useMemo(
    () =>
      createReadGate(
        async (chainId, target, signal) => {
          const [reader, known] = await Promise.all([loadReader(), forRead(chainId, target)]);
          if ([...known.values()].some((probe) => probe.kind === 'pending'))
            withoutFiles.current.add(chainId);
          else withoutFiles.current.delete(chainId);
          return reader.readChain(chainId, target, signal, known);
        },
        (chainId, target, snapshot: ChainSnapshot) => {
          if (current.current === target) setSnapshots((previous) => ({ ...previous, [chainId]: snapshot }));
        },
      ),
    [loadReader, forRead],
  );

  useEffect(() => {
    if (address === null) return;
    for (const chainId of [...withoutFiles.current]) {
      const lists = config.claimLists.filter((list) => list.chainId === chainId);
      if (lists.every((list) => probes.get(list.id)?.kind !== 'pending')) {
        withoutFiles.current.delete(chainId);
        gate.request(chainId, address, 'replace');
      }
    }
  }, [probes, address, gate, config.claimLists]);

  useEffect(() => {
    setSnapshots({});
    setProfile(null);
    withoutFiles.current.clear();
    if (address === null) return;
    for (const chain of config.chains) gate.request(chain.id, address, 'replace');
    void loadReader()
      .then((reader) => reader.lookupProfile(address))
      .then(
        (found) => current.current === address && setProfile(found),
        () => undefined,
      );
    return () => gate.cancelAll();
  }, [address, config.chains, loadReader, gate]);

  useVisibleInterval(
    () => {
      if (address !== null) for (const chain of config.chains) gate.request(chain.id, address, 'tick');
    },
    REFRESH_INTERVAL_MS,
    address !== null,
  );

  const usd = useMemo(() => computeUsdValues(config, snapshots), [config, snapshots]);
  const delegateNames = useDelegateNames(loadReader, config.ens !== false, address, snapshots);

  const retry = useCallback(
    (chainId: number) => {
      if (address === null) return;
      setSnapshots((previous) => ({ ...previous, [chainId]: null }));
      gate.request(chainId, address, 'replace');
    },
    [address, gate],
  );

  const retryClaim = useCallback(
    (listId: string) => {
      const list = config.claimLists.find((candidate) => candidate.id === listId);
      if (address === null || !list) return;
      reloadFiles(listId);
      gate.request(list.chainId, address, 'replace');
    },
    [address, gate, reloadFiles, config.claimLists],
  );

  const claimStatuses = config.claimLists.map((list): ClaimStatus => {
    const status = snapshots[list.chainId]?.claims.find((candidate) => candidate.listId === list.id);
    return status && probes.get(list.id)?.kind !== 'pending'
      ? status
      : { listId: list.id, state: 'checking' };
  });

  return {
    chains: config.chains.map((chain) => ({ chainId: chain.id, snapshot: snapshots[chain.id] ?? null })),
    usd,
    profile,
    delegateNames,
    claims: claimStatuses,
    retry,
    retryClaim,
  };
}

/** Looks up, once each, the ENS names of the governance delegates in `snapshots` (not the account itself). */
function useDelegateNames(
  loadReader: () => Promise<AccountReader>,
  enabled: boolean,
  account: string | null,
  snapshots: Record<number, ChainSnapshot | null>,
): ReadonlyMap<string, string> {
  const [names, setNames] = useState<ReadonlyMap<string, string>>(new Map());
  const asked = useRef(new Set<string>());
  const delegates = Object.values(snapshots)
    .flatMap((snapshot) => snapshot?.governance ?? [])
    .map((position) => position.delegate)
    .filter(
      (delegate): delegate is string =>
        delegate !== null && delegate !== ZERO_ADDRESS && delegate !== account,
    )
    .sort()
    .join(',');
  useEffect(() => {
    if (!enabled || delegates === '') return;
    for (const delegate of delegates.split(',')) {
      if (asked.current.has(delegate)) continue;
      asked.current.add(delegate);
      void loadReader()
        .then((reader) => reader.lookupProfile(delegate))
        .then(
          ({ name }) => name && setNames((previous) => new Map(previous).set(delegate, name)),
          () => undefined,
        );
    }
  }, [enabled, delegates, loadReader]);
  return names;
}
