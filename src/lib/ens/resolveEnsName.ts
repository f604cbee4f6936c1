import { getAddress, isError, type Provider } from 'ethers';
import { AppError } from '../errors/AppError.ts';

/** Resolves a normalised ENS name to a checksummed address on the ENS chain; ENS_NOT_FOUND when none is set. */
export async function resolveEnsName(provider: Provider, name: string): Promise<string> {
  let address: string | null;
  try {
    address = await provider.resolveName(name);
  } catch (error) {
    if (!isError(error, 'CALL_EXCEPTION')) throw error;
    address = null;
  }
  if (address === null)
    throw new AppError('ENS_NOT_FOUND', { detail: { key: 'TEXT', values: { text: name } } });
  return getAddress(address);
}
