import { useEffect, useRef, useState } from 'react';
import type { AccountReader } from '../../lib/reads/createAccountReader.ts';
import type { ChainSnapshot } from '../../lib/reads/readTypes.ts';
import { ZERO_ADDRESS } from '../../lib/reads/zeroAddress.ts';

/** Looks up, once each, the ENS names of the governance delegates in `snapshots` (not the account itself). */
export function useDelegateNames(
  loadReader: () => Promise<AccountReader>,
  enabled: boolean,
  account: string | null,
  snapshots: Record<number, ChainSnapshot | null>,
): ReadonlyMap<string, string> {
  const [names, setNames] = useState<ReadonlyMap<string, string>>(new Map());
  const asked = useRef(new Set<string>());
  const delegates = Object.values(snapshots)
    .flatMap((snapshot) => snapshot?.governance ?? [])
    .map((position) => position.delegate)
    .filter(
      (delegate): delegate is string =>
        delegate !== null && delegate !== ZERO_ADDRESS && delegate !== account,
    )
    .sort()
    .join(',');
  useEffect(() => {
    if (!enabled || delegates === '') return;
    for (const delegate of delegates.split(',')) {
      if (asked.current.has(delegate)) continue;
      asked.current.add(delegate);
      void loadReader()
        .then((reader) => reader.lookupProfile(delegate))
        .then(
          ({ name }) => name && setNames((previous) => new Map(previous).set(delegate, name)),
          () => undefined,
        );
    }
  }, [enabled, delegates, loadReader]);
  return names;
}
