import { useCallback, useEffect, useRef, useState } from 'react';
import { type ErrorInfo, toErrorInfo } from '../../lib/errors/AppError.ts';
import type { AccountInput } from '../../lib/input/parseAccountInput.ts';
import type { AccountReader } from '../../lib/reads/createAccountReader.ts';

/** The account being watched, and the ENS name it was asked by, if any. */
export interface WatchTarget {
  ensName: string | null;
  address: string;
}

/** Watch mode's state and actions. */
export interface WatchMode {
  target: WatchTarget | null;
  /** An ENS name being resolved. */
  resolving: string | null;
  error: ErrorInfo | null;
  /** The `?address=` value the page was opened with, to show in the input once hydrated. */
  initialInput: string;
  /**
   * While a link's `?address=` is being opened, the address it names when it is written as one (0x and 40 hex
   * digits, not yet checked): enough to start loading what depends only on the address.
   */
  linkedAddress: string | null;
  submit(input: string): void;
  clear(): void;
}

/** Reads the `?address=` value of the current URL (raw, for the input box). */
function addressParam(): string {
  return new URLSearchParams(window.location.search).get('address') ?? '';
}

/** Puts the watched account in the address bar, so the view can be shared and the back button works. */
function setAddressParam(value: string | null): void {
  const url = new URL(window.location.href);
  if (value === null) url.searchParams.delete('address');
  else url.searchParams.set('address', value);
  if (url.href !== window.location.href) window.history.pushState(null, '', url);
}

/**
 * Watch mode: validate the input, resolve an ENS name, and keep the URL's `?address=` in step. Nothing is read
 * for an invalid input: the error says why.
 */
export function useWatchMode(loadReader: () => Promise<AccountReader>): WatchMode {
  const [target, setTarget] = useState<WatchTarget | null>(null);
  const [error, setError] = useState<ErrorInfo | null>(null);
  const [resolving, setResolving] = useState<string | null>(null);
  const [initialInput, setInitialInput] = useState('');
  const [linkedAddress, setLinkedAddress] = useState<string | null>(null);
  const request = useRef(0);
  const link = useRef(0);

  const open = useCallback(
    async (parse: (reader: AccountReader) => AccountInput | null, updateUrl: boolean) => {
      const id = ++request.current;
      const isCurrent = () => id === request.current;
      setError(null);
      setResolving(null);
      try {
        const reader = await loadReader();
        const input = parse(reader);
        if (!isCurrent()) return;
        if (input === null) {
          setTarget(null);
          return;
        }
        if (input.kind === 'address') {
          setTarget({ ensName: null, address: input.address });
          if (updateUrl) setAddressParam(input.address);
          return;
        }
        setResolving(input.name);
        const address = await reader.resolveName(input.name);
        if (!isCurrent()) return;
        setResolving(null);
        setTarget({ ensName: input.name, address });
        if (updateUrl) setAddressParam(input.name);
      } catch (caught) {
        if (!isCurrent()) return;
        setResolving(null);
        setTarget(null);
        setError(toErrorInfo(caught));
      }
    },
    [loadReader],
  );

  useEffect(() => {
    const fromUrl = () => {
      const linked = addressParam().trim();
      const opening = ++link.current;
      setLinkedAddress(/^0x[0-9a-fA-F]{40}$/.test(linked) ? linked : null);
      void open((reader) => reader.parseWatchParam(window.location.search), false).finally(() => {
        if (opening === link.current) setLinkedAddress(null);
      });
    };
    setInitialInput(addressParam());
    if (new URLSearchParams(window.location.search).has('address')) fromUrl();
    window.addEventListener('popstate', fromUrl);
    return () => window.removeEventListener('popstate', fromUrl);
  }, [open]);
  // What is still loading or resolving at unmount changes nothing, not even the URL.
  useEffect(
    () => () => {
      request.current++;
    },
    [],
  );

  const submit = useCallback(
    (input: string) => void open((reader) => reader.parseInput(input), true),
    [open],
  );
  const clear = useCallback(() => {
    request.current++;
    setTarget(null);
    setResolving(null);
    setError(null);
    setAddressParam(null);
  }, []);

  return { target, resolving, error, initialInput, linkedAddress, submit, clear };
}
