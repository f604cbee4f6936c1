import { useCallback, useEffect, useRef, useState } from 'react';
import { toErrorInfo } from '../../lib/errors/AppError.ts';
import type { AccountList, RefusedEntry } from '../../lib/input/parseAccountList.ts';
import { toAddressParam } from '../../lib/input/toAddressParam.ts';
import type { AccountReader } from '../../lib/reads/createAccountReader.ts';

/** An account being watched, and the ENS name it was asked by, if any. */
export interface WatchTarget {
  ensName: string | null;
  address: string;
}

/** Watch mode's state and actions. */
export interface WatchMode {
  /** The accounts in view, in the order given (none: the form shows). */
  targets: WatchTarget[];
  /** ENS names being resolved. */
  resolving: string[];
  /** What the last list given (typed, added or linked) had that was refused, each entry with its reason. */
  refused: RefusedEntry[];
  /** Refused entries beyond `refused`. */
  moreRefused: number;
  /** The `?address=` value the page was opened with, to show in the input once hydrated. */
  initialInput: string;
  /**
   * While a link's `?address=` is being opened, the addresses it names that are written as one (0x and 40 hex
   * digits, not yet checked): enough to start loading what depends only on the address.
   */
  linkedAddresses: string[];
  /** Shows the accounts of `input` (a list: commas, spaces or line breaks between entries) instead. */
  submit(input: string): void;
  /** Adds the accounts of `input` to those in view. */
  add(input: string): void;
  /** Takes one account out of the view. */
  remove(address: string): void;
  clear(): void;
}

/** What a list became once its names were looked up: the accounts, and what was refused on the way. */
interface Opened {
  targets: WatchTarget[];
  refused: RefusedEntry[];
  moreRefused: number;
}

/** Reads the `?address=` value of the current URL (raw, for the input box: every parameter, comma-joined). */
function addressParam(): string {
  return new URLSearchParams(window.location.search).getAll('address').join(',');
}

/** The entry a target is shared by in a link: the name it was asked by, or its address. */
const linkEntry = (target: WatchTarget) => target.ensName ?? target.address;

/** Puts the watched accounts in the address bar, so the view can be shared and the back button works. */
function setAddressParam(targets: readonly WatchTarget[]): void {
  const url = new URL(window.location.href);
  url.searchParams.delete('address');
  const search = url.searchParams.toString();
  const list = targets.length > 0 ? `address=${toAddressParam(targets.map(linkEntry))}` : '';
  url.search = [search, list].filter(Boolean).join('&');
  if (url.href !== window.location.href) window.history.pushState(null, '', url);
}

/** The targets of both lists, each account once (by address), the first's first. */
const joined = (first: readonly WatchTarget[], then: readonly WatchTarget[]) => {
  const seen = new Set(first.map((target) => target.address.toLowerCase()));
  return [...first, ...then.filter((target) => !seen.has(target.address.toLowerCase()))];
};

/**
 * Looks up each ENS name of `list` (side by side, `onResolving` told which are still out) and gives the
 * accounts in the list's order, each once; a name that resolves to nothing is refused with its reason.
 */
async function openList(
  reader: AccountReader,
  list: AccountList,
  onResolving: (names: string[]) => void,
): Promise<Opened> {
  const names = list.accounts.flatMap(({ account }) => (account.kind === 'ens' ? [account.name] : []));
  onResolving(names);
  const settled = await Promise.allSettled(
    list.accounts.map(async ({ account }) =>
      account.kind === 'address'
        ? { ensName: null, address: account.address }
        : { ensName: account.name, address: await reader.resolveName(account.name) },
    ),
  );
  const refused = [...list.refused];
  const targets: WatchTarget[] = [];
  settled.forEach((result, index) => {
    if (result.status === 'fulfilled') targets.push(result.value);
    else refused.push({ input: list.accounts[index]?.input ?? '', error: toErrorInfo(result.reason) });
  });
  return { targets: joined([], targets), refused, moreRefused: list.moreRefused };
}

/** How a list given changes the accounts in view: they replace them, or are added to them. */
type OpenMode = 'replace' | 'add';

/** No refusal. */
const NONE_REFUSED: Pick<Opened, 'refused' | 'moreRefused'> = { refused: [], moreRefused: 0 };

/**
 * The accounts in view, what the last list given had refused and which names are being looked up, and `open`,
 * which parses a list (with the reader, loaded on first use), looks its names up and shows its accounts, in
 * place of those in view or beside them, the URL following when `updateUrl`. A newer view (a list, a link,
 * `outdate()`) outdates every list still opening; an added list outdates nothing.
 */
function useOpenedAccounts(loadReader: () => Promise<AccountReader>) {
  const [targets, setTargets] = useState<WatchTarget[]>([]);
  const [refused, setRefused] = useState(NONE_REFUSED);
  const [resolving, setResolving] = useState<string[]>([]);
  const shown = useRef<WatchTarget[]>([]);
  shown.current = targets;
  const view = useRef(0);
  const outdate = useCallback(() => {
    view.current++;
  }, []);

  const open = useCallback(
    async (parse: (reader: AccountReader) => AccountList | null, mode: OpenMode, updateUrl: boolean) => {
      const id = mode === 'replace' ? ++view.current : view.current;
      const isCurrent = () => id === view.current;
      setRefused(NONE_REFUSED);
      try {
        const reader = await loadReader();
        const list = parse(reader);
        if (!isCurrent()) return;
        if (list === null) return setTargets([]);
        const opened = await openList(reader, list, (names) => isCurrent() && setResolving(names));
        if (!isCurrent()) return;
        setResolving([]);
        setRefused({ refused: opened.refused, moreRefused: opened.moreRefused });
        if (mode === 'add' && opened.targets.length === 0) return;
        const next = mode === 'add' ? joined(shown.current, opened.targets) : opened.targets;
        setTargets(next);
        if (updateUrl && opened.targets.length > 0) setAddressParam(next);
      } catch (caught) {
        if (!isCurrent()) return;
        setResolving([]);
        if (mode === 'replace') setTargets([]);
        setRefused({ refused: [{ input: '', error: toErrorInfo(caught) }], moreRefused: 0 });
      }
    },
    [loadReader],
  );
  return { targets, setTargets, refused, setRefused, resolving, setResolving, shown, open, outdate };
}

/**
 * Opens the link the page was opened with, and each one the back and forward buttons bring (no new history
 * entry), naming the addresses it holds meanwhile; gives its raw `?address=` for the input box.
 */
function useLinkedAccounts(open: ReturnType<typeof useOpenedAccounts>['open']) {
  const [initialInput, setInitialInput] = useState('');
  const [linkedAddresses, setLinkedAddresses] = useState<string[]>([]);
  const link = useRef(0);
  useEffect(() => {
    const fromUrl = () => {
      const linked = addressParam();
      const opening = ++link.current;
      setLinkedAddresses(linked.split(/[\s,]+/).filter((entry) => /^0x[0-9a-fA-F]{40}$/.test(entry)));
      void open((reader) => reader.parseWatchParam(window.location.search), 'replace', false).finally(() => {
        if (opening === link.current) setLinkedAddresses([]);
      });
    };
    setInitialInput(addressParam());
    if (new URLSearchParams(window.location.search).has('address')) fromUrl();
    window.addEventListener('popstate', fromUrl);
    return () => window.removeEventListener('popstate', fromUrl);
  }, [open]);
  return { initialInput, linkedAddresses };
}

/** The keys of the accounts in view, as a new list's entries are told apart from them: address and name. */
const keysOf = (targets: readonly WatchTarget[]) =>
  targets.flatMap((target) => [target.address.toLowerCase(), ...(target.ensName ? [target.ensName] : [])]);

/**
 * Watch mode: up to 20 accounts at once, typed, pasted, added one by one, or opened from a link. Each entry is
 * checked on its own: a bad one is refused with its reason, the good ones stay; ENS names are resolved; the
 * URL's `?address=a,b,c` keeps in step. Nothing is read for a refused entry.
 */
export function useWatchMode(loadReader: () => Promise<AccountReader>): WatchMode {
  const opened = useOpenedAccounts(loadReader);
  const { open, outdate, shown, setTargets, setRefused, setResolving } = opened;
  const { initialInput, linkedAddresses } = useLinkedAccounts(open);
  // What is still loading or resolving at unmount changes nothing, not even the URL.
  useEffect(() => outdate, [outdate]);

  const submit = useCallback(
    (input: string) => void open((reader) => reader.parseList(input), 'replace', true),
    [open],
  );
  const add = useCallback(
    (input: string) => void open((reader) => reader.parseList(input, keysOf(shown.current)), 'add', true),
    [open, shown],
  );
  const remove = useCallback(
    (address: string) => {
      const next = shown.current.filter((target) => target.address !== address);
      setTargets(next);
      setRefused(NONE_REFUSED);
      setAddressParam(next);
    },
    [shown, setTargets, setRefused],
  );
  const clear = useCallback(() => {
    outdate();
    setTargets([]);
    setResolving([]);
    setRefused(NONE_REFUSED);
    setAddressParam([]);
  }, [outdate, setTargets, setResolving, setRefused]);

  return {
    targets: opened.targets,
    resolving: opened.resolving,
    refused: opened.refused.refused,
    moreRefused: opened.refused.moreRefused,
    initialInput,
    linkedAddresses,
    submit,
    add,
    remove,
    clear,
  };
}
