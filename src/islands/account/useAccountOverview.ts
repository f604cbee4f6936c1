import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { PanelConfig } from '../../lib/config/toPanelConfig.ts';
import type { EnsProfile } from '../../lib/ens/lookupEnsProfile.ts';
import { computeUsdValues, type UsdSummary } from '../../lib/prices/computeUsdValues.ts';
import type { AccountReader } from '../../lib/reads/createAccountReader.ts';
import { createReadGate } from '../../lib/reads/createReadGate.ts';
import type { ChainSnapshot } from '../../lib/reads/readTypes.ts';
import { ZERO_ADDRESS } from '../../lib/reads/zeroAddress.ts';
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
  retry(chainId: number): void;
}

/**
 * Reads `address` on every configured chain, each on its own, and keeps the figures fresh: at most one read
 * in flight per chain (a tick waits for it; a retry or another account replaces it), and only the newest
 * read's snapshot is shown.
 */
export function useAccountOverview(
  loadReader: () => Promise<AccountReader>,
  config: PanelConfig,
  address: string | null,
): AccountOverview {
  const [snapshots, setSnapshots] = useState<Record<number, ChainSnapshot | null>>({});
  const [profile, setProfile] = useState<EnsProfile | null>(null);
  const current = useRef(address);
  current.current = address;

  const gate = useMemo(
    () =>
      createReadGate(
        async (chainId, target, signal) => (await loadReader()).readChain(chainId, target, signal),
        (chainId, target, snapshot: ChainSnapshot) => {
          if (current.current === target) setSnapshots((previous) => ({ ...previous, [chainId]: snapshot }));
        },
      ),
    [loadReader],
  );

  useEffect(() => {
    setSnapshots({});
    setProfile(null);
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

  return {
    chains: config.chains.map((chain) => ({ chainId: chain.id, snapshot: snapshots[chain.id] ?? null })),
    usd,
    profile,
    delegateNames,
    retry,
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
