import { type AbstractProvider, ensNormalize, isError } from 'ethers';
import { MAX_INPUT_LENGTH } from '../config/limits.ts';
import type { EnsConfig } from '../config/siteConfigSchema.ts';
import { toSafeAvatarUrl } from './toSafeAvatarUrl.ts';

/** An account's primary ENS name and a loadable avatar URL, when it has them. */
export interface EnsProfile {
  name: string | null;
  avatar: string | null;
}

/**
 * Reads an address's primary ENS name (the reverse record, checked forward) and its avatar, on the ENS chain's
 * provider. A name that fails ENSIP-15 normalisation or the forward check counts as no name.
 */
export async function lookupEnsProfile(
  provider: AbstractProvider,
  address: string,
  ens: Pick<EnsConfig, 'ipfsGateway' | 'avatarHosts'>,
): Promise<EnsProfile> {
  const name = normalisedOrNull(await withoutCallException(() => provider.lookupAddress(address)));
  if (name === null) return { name: null, avatar: null };
  const resolver = await withoutCallException(() => provider.getResolver(name));
  const record = resolver ? await withoutCallException(() => resolver.getText('avatar')) : null;
  return { name, avatar: toSafeAvatarUrl(record, ens) };
}

/** The value, or null where the chain answered with a revert (a missing or mismatched record). */
async function withoutCallException<T>(read: () => Promise<T | null>): Promise<T | null> {
  try {
    return await read();
  } catch (error) {
    if (isError(error, 'CALL_EXCEPTION')) return null;
    throw error;
  }
}

/** The ENSIP-15 form of a name read from the chain, or null when it is not a valid, sensibly sized name. */
function normalisedOrNull(name: string | null): string | null {
  if (name === null || name.length > MAX_INPUT_LENGTH) return null;
  try {
    const normalised = ensNormalize(name);
    return normalised === name ? name : null;
  } catch {
    return null;
  }
}
