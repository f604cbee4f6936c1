import { AppError } from '../errors/AppError.ts';
import { type AccountInput, parseAccountInput } from './parseAccountInput.ts';

/** Parses the shareable `?address=` parameter: nothing, one parsed account, or a typed error. */
export function parseWatchParam(search: string): AccountInput | null {
  const values = new URLSearchParams(search).getAll('address');
  if (values.length === 0) return null;
  if (values.length > 1) throw new AppError('INPUT_SEVERAL');
  return parseAccountInput(values[0] ?? '');
}
