import type { AddSubCall, ReadBack } from './collectSubCalls.ts';
import { safe } from './contractAbis.ts';
import { isContractCode, type SafeProbes } from './toAccountKind.ts';

/**
 * Plans the account's own `getThreshold()` and `getOwners()` (a Safe answers them, which tells its kind) when
 * its code, as known before the read (`code`, undefined while unread), is a contract's. A plain account or an
 * EIP-7702 delegation gets no call to itself: its kind is in its code. Reads back null when none was planned.
 */
export function planSafeProbes(
  account: string,
  code: string | undefined,
  add: AddSubCall,
): ReadBack<SafeProbes | null> {
  if (!isContractCode(code)) return () => null;
  const threshold = add(account, safe.encodeFunctionData('getThreshold'));
  const owners = add(account, safe.encodeFunctionData('getOwners'));
  return (outcomes) => ({ threshold: threshold(outcomes), owners: owners(outcomes) });
}
