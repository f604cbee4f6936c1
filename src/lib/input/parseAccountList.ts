import { MAX_WATCHED_ACCOUNTS } from '../config/limits.ts';
import { AppError, type ErrorInfo, toErrorInfo } from '../errors/AppError.ts';
import { toDisplayText } from '../format/toDisplayText.ts';
import { type AccountInput, parseAccountInput } from './parseAccountInput.ts';

/** One entry of a list that was taken: what the visitor wrote, and what it reads as. */
export interface ListedAccount {
  input: string;
  account: AccountInput;
}

/** One entry that was refused, with why. */
export interface RefusedEntry {
  /** What the visitor wrote, as text safe to show beside the reason: hidden characters out, cut short. */
  input: string;
  error: ErrorInfo;
}

/** How much of a refused entry is shown beside its reason. */
const SHOWN_ENTRY_LENGTH = 48;

/** A refused entry, what was written made safe to show. */
export const refusedEntry = (input: string, error: unknown): RefusedEntry => ({
  input: toDisplayText(input, SHOWN_ENTRY_LENGTH),
  error: toErrorInfo(error),
});

/** A list of accounts as written: the entries taken, in order, and those refused, each with its own reason. */
export interface AccountList {
  accounts: ListedAccount[];
  refused: RefusedEntry[];
  /** Refused entries beyond those listed in `refused` (a paste of hundreds is not answered line by line). */
  moreRefused: number;
}

/** What separates the entries of a list: commas, spaces, tabs and line breaks. */
const SEPARATORS = /[\s,]+/u;

/** The most refused entries a list answers one by one. */
export const MAX_REFUSED_SHOWN = MAX_WATCHED_ACCOUNTS;

/** Two entries naming the same account: the same address in any case, or the same normalised ENS name. */
export const accountKey = (account: AccountInput): string =>
  account.kind === 'address' ? account.address.toLowerCase() : account.name;

/**
 * Reads a list of addresses and ENS names separated by commas, spaces or line breaks (a paste, a link's
 * `?address=a,b,c`), each entry parsed as {@link parseAccountInput} parses one. Entries already in `taken` (by
 * {@link accountKey}) or repeated are kept once; beyond {@link MAX_WATCHED_ACCOUNTS} accounts in all, an entry
 * is refused with INPUT_TOO_MANY. A bad entry is refused with its own error and the others are kept. An input
 * with no entry at all is INPUT_EMPTY.
 */
export function parseAccountList(text: string, taken: readonly string[] = []): AccountList {
  const entries = text.split(SEPARATORS).filter((entry) => entry !== '');
  const list: AccountList = { accounts: [], refused: [], moreRefused: 0 };
  const refuse = (input: string, error: unknown) => {
    if (list.refused.length < MAX_REFUSED_SHOWN) list.refused.push(refusedEntry(input, error));
    else list.moreRefused += 1;
  };
  if (entries.length === 0) refuse(text, new AppError('INPUT_EMPTY'));
  const seen = new Set(taken);
  for (const input of entries) {
    let account: AccountInput;
    try {
      account = parseAccountInput(input);
    } catch (error) {
      refuse(input, error);
      continue;
    }
    const key = accountKey(account);
    if (seen.has(key)) continue;
    if (seen.size >= MAX_WATCHED_ACCOUNTS) {
      refuse(input, new AppError('INPUT_TOO_MANY', { values: { max: MAX_WATCHED_ACCOUNTS } }));
      continue;
    }
    seen.add(key);
    list.accounts.push({ input, account });
  }
  return list;
}
