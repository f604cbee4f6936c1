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

/** Each chain's latest snapshot for the account in view, and how to read a chain again. */
export interface ChainSnapshots {
  /** By chain id: null while its read is on its way after a retry; absent before its first snapshot. */
  snapshots: Record<number, ChainSnapshot | null>;
  /** Shows the chain as loading and reads it anew. */
  retry(chainId: number): void;
  /** Reads the chain anew, its figures shown until the new ones come. */
  readAgain(chainId: number): void;
}

/**
 * Reads `address` on every chain of `config`, each on its own, and keeps the figures fresh: at most one read
 * in flight per chain (a tick waits for it; a retry or another account replaces it), and only the newest
 * read's snapshot is kept. A chain with claims lists reads them in the same call, with what their files said
 * (`claims`); if the files came after the chain's read went out, that chain is read once more then.
 */
export function useChainSnapshots(
  loadReader: () => Promise<AccountReader>,
  config: Pick<PanelConfig, 'chains' | 'claimLists'>,
  address: string | null,
  claims: Pick<ClaimProbesControl, 'forRead' | 'probes'>,
): ChainSnapshots {
  const [snapshots, setSnapshots] = useState<Record<number, ChainSnapshot | null>>({});
  const current = useRef(address);
  current.current = address;
  const { forRead, probes } = claims;
  const { noteRead, takeArrived, forgetAll } = useClaimsReread(config.claimLists, probes);

  const gate = useMemo(
    () =>
      createReadGate(
        async (chainId, target, signal) => {
          const [reader, known] = await Promise.all([loadReader(), forRead(chainId, target)]);
          // Replaced or cancelled while it waited for the reader or the files: it goes no further.
          signal.throwIfAborted();
          noteRead(chainId, known);
          return reader.readChain(chainId, target, signal, known);
        },
        (chainId, target, snapshot: ChainSnapshot) => {
          if (current.current === target) setSnapshots((previous) => ({ ...previous, [chainId]: snapshot }));
        },
      ),
    [loadReader, forRead, noteRead],
  );

  useEffect(() => {
    if (address === null) return;
    for (const chainId of takeArrived()) gate.request(chainId, address, 'replace');
  }, [takeArrived, address, gate]);

  useEffect(() => {
    setSnapshots({});
    forgetAll();
    if (address === null) return;
    for (const chain of config.chains) gate.request(chain.id, address, 'replace');
    return () => gate.cancelAll();
  }, [address, config.chains, gate, forgetAll]);

  useVisibleInterval(
    () => {
      if (address !== null) for (const chain of config.chains) gate.request(chain.id, address, 'tick');
    },
    REFRESH_INTERVAL_MS,
    address !== null,
  );

  const readAgain = useCallback(
    (chainId: number) => {
      if (address !== null) gate.request(chainId, address, 'replace');
    },
    [address, gate],
  );

  const retry = useCallback(
    (chainId: number) => {
      if (address === null) return;
      setSnapshots((previous) => ({ ...previous, [chainId]: null }));
      gate.request(chainId, address, 'replace');
    },
    [address, gate],
  );

  return { snapshots, retry, readAgain };
}
