import { useCallback, useEffect, useRef, useState } from 'react';
import type { ClaimListView, ClaimProbe } from '../../lib/claims/claimTypes.ts';
import { fetchClaimFile } from '../../lib/claims/fetchClaimFile.ts';
import { lookupClaimProbe } from '../../lib/claims/lookupClaimProbe.ts';
import type { ClaimProbes } from '../../lib/reads/planClaimReads.ts';

/**
 * How long a chain's first read waits for the account's claims files still on their way, so that it carries
 * `isClaimed` and no second read is needed (docs/claims.md, "When the files arrive"). The files start loading
 * as soon as the account is known, usually well before the chain-reading code is in; past this, the read
 * goes without them and one more read follows when they land.
 */
export const CLAIM_FILES_WAIT_MS = 500;

/** The accounts whose probes are kept, most recent last. */
const KEPT_ACCOUNTS = 8;

/** One list's probe for one account, and when it settles. */
interface Lookup {
  probe: ClaimProbe;
  settled: Promise<void>;
}

/** The claims lists' files for the account in view, and how reads and retries use them. */
export interface ClaimProbesControl {
  /** What each list's files say about the account in view, by list id (pending while they load). */
  probes: ReadonlyMap<string, ClaimProbe>;
  /**
   * What the files say about `account` for the lists on `chainId`, once they have all arrived or after
   * {@link CLAIM_FILES_WAIT_MS}, whichever is first (then some may still be pending).
   */
  forRead(chainId: number, account: string): Promise<ClaimProbes>;
  /** Loads a list's files for the account in view again, past the browser's cache. */
  retry(listId: string): void;
}

/**
 * Loads, for the account in view, each claims list's index file and the shard that may hold it, as soon as
 * the account is known: in parallel with the chain-reading code, so the chain's first read can already ask
 * `isClaimed`. Each account's files are fetched once (they never change at their URL) unless retried.
 */
export function useClaimProbes(lists: readonly ClaimListView[], account: string | null): ClaimProbesControl {
  const store = useRef(new Map<string, Map<string, Lookup>>());
  const listsRef = useRef(lists);
  listsRef.current = lists;
  const accountRef = useRef(account);
  accountRef.current = account;
  const [probes, setProbes] = useState<ReadonlyMap<string, ClaimProbe>>(new Map());

  /** Shows the probes of the account in view as they stand. */
  const publish = useCallback(() => {
    const key = accountRef.current?.toLowerCase();
    const lookups = key === undefined ? undefined : store.current.get(key);
    setProbes(
      new Map(listsRef.current.map((list) => [list.id, lookups?.get(list.id)?.probe ?? { kind: 'pending' }])),
    );
  }, []);

  const start = useCallback(
    (key: string, list: ClaimListView, lookups: Map<string, Lookup>, reload = false) => {
      const lookup: Lookup = { probe: { kind: 'pending' }, settled: Promise.resolve() };
      const fetchBytes = (path: string) => fetchClaimFile(path, { reload });
      lookup.settled = lookupClaimProbe(list, key, fetchBytes).then((probe) => {
        if (lookups.get(list.id) !== lookup) return;
        lookup.probe = probe;
        if (accountRef.current?.toLowerCase() === key) publish();
      });
      lookups.set(list.id, lookup);
    },
    [publish],
  );

  const lookupsOf = useCallback(
    (address: string) => {
      const key = address.toLowerCase();
      let lookups = store.current.get(key);
      if (!lookups) {
        lookups = new Map();
        store.current.set(key, lookups);
        for (const list of listsRef.current) start(key, list, lookups);
        const stale = [...store.current.keys()].slice(0, -KEPT_ACCOUNTS);
        for (const old of stale) store.current.delete(old);
      }
      return lookups;
    },
    [start],
  );

  useEffect(() => {
    if (account !== null && listsRef.current.length > 0) lookupsOf(account);
    publish();
  }, [account, lookupsOf, publish]);

  const forRead = useCallback(
    async (chainId: number, address: string): Promise<ClaimProbes> => {
      const on = listsRef.current.filter((list) => list.chainId === chainId);
      if (on.length === 0) return new Map();
      const lookups = lookupsOf(address);
      let timer: ReturnType<typeof setTimeout> | undefined;
      await Promise.race([
        Promise.all(on.map((list) => lookups.get(list.id)?.settled)),
        new Promise((resolve) => {
          timer = setTimeout(resolve, CLAIM_FILES_WAIT_MS);
        }),
      ]);
      clearTimeout(timer);
      return new Map(on.map((list) => [list.id, lookups.get(list.id)?.probe ?? { kind: 'pending' }]));
    },
    [lookupsOf],
  );

  const retry = useCallback(
    (listId: string) => {
      const list = listsRef.current.find((candidate) => candidate.id === listId);
      if (account === null || !list) return;
      start(account.toLowerCase(), list, lookupsOf(account), true);
      publish();
    },
    [account, lookupsOf, start, publish],
  );

  return { probes, forRead, retry };
}
