import { useCallback, useEffect, useRef, useState } from 'react';
import type { ClaimListView, ClaimProbe } from '../../lib/claims/claimTypes.ts';
import type { ClaimProbes } from '../../lib/reads/planClaimReads.ts';
import { createClaimLookups } from './createClaimLookups.ts';

/**
 * How long a chain's first read waits for the account's claims files still on their way, so that it carries
 * `isClaimed` and no second read is needed (docs/claims.md, "When the files arrive"). The files start loading
 * as soon as the account is known, usually well before the chain-reading code is in; past this, the read
 * goes without them and one more read follows when they land.
 */
export const CLAIM_FILES_WAIT_MS = 500;

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
  const listsRef = useRef(lists);
  listsRef.current = lists;
  const accountRef = useRef(account);
  accountRef.current = account;
  const [probes, setProbes] = useState<ReadonlyMap<string, ClaimProbe>>(new Map());
  const [lookups] = useState(() =>
    createClaimLookups(
      () => listsRef.current,
      (settled, found) => accountRef.current?.toLowerCase() === settled && setProbes(found),
    ),
  );

  /** Shows the probes of the account in view as they stand. */
  const publish = useCallback(() => setProbes(lookups.probesOf(accountRef.current)), [lookups]);

  useEffect(() => {
    if (account !== null && listsRef.current.length > 0) lookups.of(account);
    publish();
  }, [account, lookups, publish]);

  const forRead = useCallback(
    async (chainId: number, address: string): Promise<ClaimProbes> => {
      const on = listsRef.current.filter((list) => list.chainId === chainId);
      if (on.length === 0) return new Map();
      const known = lookups.of(address);
      let timer: ReturnType<typeof setTimeout> | undefined;
      await Promise.race([
        Promise.all(on.map((list) => known.get(list.id)?.settled)),
        new Promise((resolve) => {
          timer = setTimeout(resolve, CLAIM_FILES_WAIT_MS);
        }),
      ]);
      clearTimeout(timer);
      return new Map(on.map((list) => [list.id, known.get(list.id)?.probe ?? { kind: 'pending' }]));
    },
    [lookups],
  );

  const retry = useCallback(
    (listId: string) => {
      const list = listsRef.current.find((candidate) => candidate.id === listId);
      if (account === null || !list) return;
      lookups.restart(account, list);
      publish();
    },
    [account, lookups, publish],
  );

  return { probes, forRead, retry };
}
