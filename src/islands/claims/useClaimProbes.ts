import { useCallback, useEffect, useRef, useState } from 'react';
import type { ClaimListView, ClaimProbe } from '../../lib/claims/claimTypes.ts';
import type { ClaimProbes } from '../../lib/reads/planClaimReads.ts';
import { type ClaimLookups, createClaimLookups } from './createClaimLookups.ts';

/**
 * How long a chain's first read waits for the accounts' claims files still on their way, so that it carries
 * `isClaimed` and no second read is needed (docs/claims.md, "When the files arrive"). The files start loading
 * as soon as the accounts are known, usually well before the chain-reading code is in; past this, the read
 * goes without them and one more read follows when they land.
 */
export const CLAIM_FILES_WAIT_MS = 500;

/** What each list's files say about each account in view: by account (lower case), then by list id. */
export type ProbesByAccount = ReadonlyMap<string, ReadonlyMap<string, ClaimProbe>>;

/** The claims lists' files for the accounts in view, and how reads and retries use them. */
export interface ClaimProbesControl {
  /** What each list's files say about each account in view (pending while they load). */
  probes: ProbesByAccount;
  /**
   * What the files say about each of `accounts` for the lists on `chainId`, by account (lower case), once
   * they have all arrived or after {@link CLAIM_FILES_WAIT_MS}, whichever is first (then some may still be
   * pending).
   */
  forRead(chainId: number, accounts: readonly string[]): Promise<Map<string, ClaimProbes>>;
  /** Loads a list's files for the accounts in view again, past the browser's cache. */
  retry(listId: string): void;
}

/** What the files of the lists say about one account, from {@link ClaimProbesControl.probes}. */
export function probesOf(probes: ProbesByAccount, account: string | null): ReadonlyMap<string, ClaimProbe> {
  return (account === null ? undefined : probes.get(account.toLowerCase())) ?? new Map();
}

/** What each list's files say of each of `accounts`, as `lookups` have it so far. */
const probesOfAll = (lookups: ClaimLookups, accounts: readonly string[]): ProbesByAccount =>
  new Map(accounts.map((account) => [account.toLowerCase(), lookups.probesOf(account)]));

/**
 * Loads, for each account in view, each claims list's index file and the shard that may hold it, as soon as
 * the accounts are known: in parallel with the chain-reading code, so the chain's first read can already ask
 * `isClaimed`. Each file is fetched once (they never change at their URL), however many accounts need it,
 * unless retried.
 */
export function useClaimProbes(
  lists: readonly ClaimListView[],
  accounts: readonly string[],
): ClaimProbesControl {
  const listsRef = useRef(lists);
  listsRef.current = lists;
  const accountsRef = useRef(accounts);
  accountsRef.current = accounts;
  const [probes, setProbes] = useState<ProbesByAccount>(new Map());
  const [lookups] = useState(() => {
    const created = createClaimLookups(
      () => listsRef.current,
      (settled) => {
        if (accountsRef.current.some((account) => account.toLowerCase() === settled))
          setProbes(probesOfAll(created, accountsRef.current));
      },
    );
    return created;
  });

  /** Shows the probes of the accounts in view as they stand. */
  const publish = useCallback(() => setProbes(probesOfAll(lookups, accountsRef.current)), [lookups]);

  const key = accounts.join(',');
  useEffect(() => {
    if (listsRef.current.length > 0)
      for (const account of key.split(',').filter(Boolean)) lookups.of(account);
    publish();
  }, [key, lookups, publish]);

  const forRead = useCallback(
    async (chainId: number, read: readonly string[]): Promise<Map<string, ClaimProbes>> => {
      const on = listsRef.current.filter((list) => list.chainId === chainId);
      if (on.length === 0) return new Map();
      const known = read.map((account) => [account.toLowerCase(), lookups.of(account)] as const);
      let timer: ReturnType<typeof setTimeout> | undefined;
      await Promise.race([
        Promise.all(known.flatMap(([, found]) => on.map((list) => found.get(list.id)?.settled))),
        new Promise((resolve) => {
          timer = setTimeout(resolve, CLAIM_FILES_WAIT_MS);
        }),
      ]);
      clearTimeout(timer);
      return new Map(
        known.map(([account, found]) => [
          account,
          new Map(on.map((list) => [list.id, found.get(list.id)?.probe ?? { kind: 'pending' }])),
        ]),
      );
    },
    [lookups],
  );

  const retry = useCallback(
    (listId: string) => {
      const list = listsRef.current.find((candidate) => candidate.id === listId);
      if (!list) return;
      for (const account of accountsRef.current) lookups.restart(account, list);
      publish();
    },
    [lookups, publish],
  );

  return { probes, forRead, retry };
}
