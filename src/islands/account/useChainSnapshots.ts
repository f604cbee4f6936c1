import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { PanelConfig } from '../../lib/config/toPanelConfig.ts';
import type { AccountReader } from '../../lib/reads/createAccountReader.ts';
import { createReadGate } from '../../lib/reads/createReadGate.ts';
import type { ChainSnapshot } from '../../lib/reads/readTypes.ts';
import type { ClaimProbesControl } from '../claims/useClaimProbes.ts';
import { useClaimsReread } from '../claims/useClaimsReread.ts';
import { useVisibleInterval } from '../shared/useVisibleInterval.ts';

/** Balances refresh at most this often, and only while the tab is visible (docs/product.md, "The wallet panel"). */
export const REFRESH_INTERVAL_MS = 12_000;

/** One chain's latest read: each account's snapshot, by address in lower case. */
export type ChainReads = ReadonlyMap<string, ChainSnapshot>;

/** Each chain's latest snapshots for the accounts in view, and how to read a chain again. */
export interface ChainSnapshots {
  /** By chain id: null while its read is on its way after a retry; absent before its first read. */
  chains: Record<number, ChainReads | null>;
  /** Shows the chain as loading and reads it anew. */
  retry(chainId: number): void;
  /** Reads the chain anew, its figures shown until the new ones come. */
  readAgain(chainId: number): void;
}

/** One account's snapshots, by chain: null while loading, absent before its chain's first read came. */
export function snapshotsOf(
  chains: ChainSnapshots['chains'],
  address: string | null,
): Record<number, ChainSnapshot | null> {
  const own: Record<number, ChainSnapshot | null> = {};
  if (address === null) return own;
  for (const [chainId, reads] of Object.entries(chains)) {
    if (reads === null) own[Number(chainId)] = null;
    else {
      const snapshot = reads.get(address.toLowerCase());
      if (snapshot) own[Number(chainId)] = snapshot;
    }
  }
  return own;
}

/**
 * Reads every account of `addresses` on every chain of `config`, each chain on its own and all accounts of a
 * chain in its one read, and keeps the figures fresh: at most one read in flight per chain (a tick waits for
 * it; a retry or other accounts replace it), and only the newest read's snapshots are kept. A chain with
 * claims lists reads them in the same call, with what their files said of each account (`claims`); if the
 * files came after the chain's read went out, that chain is read once more then.
 */
export function useChainSnapshots(
  loadReader: () => Promise<AccountReader>,
  config: Pick<PanelConfig, 'chains' | 'claimLists'>,
  addresses: readonly string[],
  claims: Pick<ClaimProbesControl, 'forRead' | 'probes'>,
): ChainSnapshots {
  const [chains, setChains] = useState<Record<number, ChainReads | null>>({});
  // The accounts in view as one key: a read is of them all, and a new set replaces it.
  const target = addresses.join(',');
  const current = useRef(target);
  current.current = target;
  const { forRead, probes } = claims;
  const { noteRead, takeArrived, forgetAll } = useClaimsReread(config.claimLists, probes);

  const gate = useMemo(
    () =>
      createReadGate(
        async (chainId, accounts, signal) => {
          const list = accounts.split(',');
          const [reader, known] = await Promise.all([loadReader(), forRead(chainId, list)]);
          // Replaced or cancelled while it waited for the reader or the files: it goes no further.
          signal.throwIfAborted();
          noteRead(chainId, known);
          const read = list.map((address) => ({ address, probes: known.get(address.toLowerCase()) }));
          const snapshots = await reader.readChain(chainId, read, signal);
          return new Map(snapshots.map((snapshot, index) => [list[index]?.toLowerCase() ?? '', snapshot]));
        },
        (chainId, accounts, reads: ChainReads) => {
          if (current.current === accounts) setChains((previous) => ({ ...previous, [chainId]: reads }));
        },
      ),
    [loadReader, forRead, noteRead],
  );

  useEffect(() => {
    if (target === '') return;
    for (const chainId of takeArrived()) gate.request(chainId, target, 'replace');
  }, [takeArrived, target, gate]);

  useEffect(() => {
    forgetAll();
    if (target === '') {
      setChains({});
      return;
    }
    for (const chain of config.chains) gate.request(chain.id, target, 'replace');
    return () => gate.cancelAll();
  }, [target, config.chains, gate, forgetAll]);

  useVisibleInterval(
    () => {
      if (target !== '') for (const chain of config.chains) gate.request(chain.id, target, 'tick');
    },
    REFRESH_INTERVAL_MS,
    target !== '',
  );

  const readAgain = useCallback(
    (chainId: number) => {
      if (target !== '') gate.request(chainId, target, 'replace');
    },
    [target, gate],
  );

  const retry = useCallback(
    (chainId: number) => {
      if (target === '') return;
      setChains((previous) => ({ ...previous, [chainId]: null }));
      gate.request(chainId, target, 'replace');
    },
    [target, gate],
  );

  return { chains, retry, readAgain };
}
