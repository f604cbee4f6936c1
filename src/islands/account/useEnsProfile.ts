import { useEffect, useState } from 'react';
import type { EnsProfile } from '../../lib/ens/lookupEnsProfile.ts';
import type { AccountReader } from '../../lib/reads/createAccountReader.ts';

/**
 * The ENS profile (name and avatar) of `address`, looked up through the reader once per account; null while
 * it is looked up, when it fails, and when there is no account.
 */
export function useEnsProfile(
  loadReader: () => Promise<AccountReader>,
  address: string | null,
): EnsProfile | null {
  const [profile, setProfile] = useState<EnsProfile | null>(null);
  useEffect(() => {
    setProfile(null);
    if (address === null) return;
    let current = true;
    void loadReader()
      .then((reader) => reader.lookupProfile(address))
      .then(
        (found) => current && setProfile(found),
        () => undefined,
      );
    return () => {
      current = false;
    };
  }, [address, loadReader]);
  return profile;
}
