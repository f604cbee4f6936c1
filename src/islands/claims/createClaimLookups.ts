import type { ClaimListView, ClaimProbe } from '../../lib/claims/claimTypes.ts';
import { fetchClaimFile } from '../../lib/claims/fetchClaimFile.ts';
import { lookupClaimProbe } from '../../lib/claims/lookupClaimProbe.ts';
import { shareFileFetches } from '../../lib/claims/shareFileFetches.ts';
import { MAX_WATCHED_ACCOUNTS } from '../../lib/config/limits.ts';

/** The accounts whose probes are kept, most recent last: a whole view of them, and a few before. */
export const KEPT_ACCOUNTS = MAX_WATCHED_ACCOUNTS + 8;

/** One list's probe for one account, and when it settles. */
export interface ClaimLookup {
  probe: ClaimProbe;
  settled: Promise<void>;
}

/** The claims lists' files looked up for the last accounts asked about. */
export interface ClaimLookups {
  /** The lookups of `account` by list id: every list's starts when the account is first asked about. */
  of(account: string): Map<string, ClaimLookup>;
  /** Loads `list`'s files for `account` again, past the browser's cache. */
  restart(account: string, list: ClaimListView): void;
  /** What each list's files say about `account` so far, by list id (pending while they load or unasked). */
  probesOf(account: string | null): Map<string, ClaimProbe>;
}

/**
 * Looks up, for each account asked about, each of `lists()`'s index file and the shard that may hold it,
 * once (they never change at their URL) unless restarted, keeping the last {@link KEPT_ACCOUNTS} accounts.
 * Accounts share their files: an index or a shard several of them need is fetched once. `onProbes` hears an
 * account's probes (its address in lower case) whenever one of its lookups settles.
 */
export function createClaimLookups(
  lists: () => readonly ClaimListView[],
  onProbes: (account: string, probes: Map<string, ClaimProbe>) => void,
): ClaimLookups {
  const store = new Map<string, Map<string, ClaimLookup>>();
  const files = shareFileFetches(fetchClaimFile);

  const probesOf = (account: string | null) => {
    const lookups = account === null ? undefined : store.get(account.toLowerCase());
    return new Map(
      lists().map((list): [string, ClaimProbe] => [
        list.id,
        lookups?.get(list.id)?.probe ?? { kind: 'pending' },
      ]),
    );
  };

  const start = (key: string, list: ClaimListView, lookups: Map<string, ClaimLookup>, reload = false) => {
    const lookup: ClaimLookup = { probe: { kind: 'pending' }, settled: Promise.resolve() };
    const fetchBytes = (path: string) => files(path, { reload });
    lookup.settled = lookupClaimProbe(list, key, fetchBytes).then((probe) => {
      if (lookups.get(list.id) !== lookup) return;
      lookup.probe = probe;
      onProbes(key, probesOf(key));
    });
    lookups.set(list.id, lookup);
  };

  const of = (account: string) => {
    const key = account.toLowerCase();
    let lookups = store.get(key);
    if (lookups) {
      // The accounts asked about last are those kept.
      store.delete(key);
      store.set(key, lookups);
    } else {
      lookups = new Map();
      store.set(key, lookups);
      for (const list of lists()) start(key, list, lookups);
      const stale = [...store.keys()].slice(0, -KEPT_ACCOUNTS);
      for (const old of stale) store.delete(old);
    }
    return lookups;
  };

  return {
    of,
    restart: (account, list) => start(account.toLowerCase(), list, of(account), true),
    probesOf,
  };
}
