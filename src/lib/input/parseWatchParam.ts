import { type AccountList, parseAccountList } from './parseAccountList.ts';

/**
 * Parses the shareable `?address=` parameter: nothing, or the list of accounts it carries (`?address=a,b,c`, or
 * the parameter given more than once), each entry taken or refused on its own as {@link parseAccountList} does.
 */
export function parseWatchParam(search: string): AccountList | null {
  const values = new URLSearchParams(search).getAll('address');
  if (values.length === 0) return null;
  return parseAccountList(values.join(','));
}
