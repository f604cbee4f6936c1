/**
 * A refresh reads the account's code again after this many refreshes without: every 5th, about a minute at one
 * refresh every 12 s, so a delegation changed during a visit shows within a minute.
 */
export const CODE_REREAD_REFRESHES = 5;

/** What a refresh knows of the account's code before it goes out, and whether it reads the code again. */
export interface CodeStep {
  /** The code as last read (lower-case hex), undefined while it has not been read. */
  known: string | undefined;
  /** True when this refresh reads the code (`eth_getCode`) in its own request. */
  read: boolean;
}

/** The code of the accounts read during one visit, per chain, and when each refresh reads it again. */
export interface AccountCodes {
  /** Before a refresh of `account` on `chainId`: the code as known, and whether this refresh reads it. */
  next(chainId: number, account: string): CodeStep;
  /** After a refresh read the code: keeps it, and counts the refreshes to the next read from here. */
  remember(chainId: number, account: string, code: string): void;
}

/**
 * A visit's memory of account code: the first refresh of an account on a chain reads its code, and so does every
 * `rereadAfter`-th refresh after the last read (a refresh whose read failed leaves the next one to read it).
 */
export function createAccountCodes(rereadAfter = CODE_REREAD_REFRESHES): AccountCodes {
  const entries = new Map<string, { code: string | undefined; refreshes: number }>();
  const keyOf = (chainId: number, account: string) => `${chainId}:${account.toLowerCase()}`;
  return {
    next(chainId, account) {
      const key = keyOf(chainId, account);
      const entry = entries.get(key) ?? { code: undefined, refreshes: 0 };
      entries.set(key, entry);
      if (entry.code === undefined) return { known: undefined, read: true };
      entry.refreshes += 1;
      return { known: entry.code, read: entry.refreshes >= rereadAfter };
    },
    remember(chainId, account, code) {
      entries.set(keyOf(chainId, account), { code, refreshes: 0 });
    },
  };
}
