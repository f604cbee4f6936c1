import type { AddSubCall, ReadBack } from './collectSubCalls.ts';
import { safe } from './contractAbis.ts';
import type { SafeProbes } from './toAccountKind.ts';

/** Plans the account's own `getThreshold()` and `getOwners()`: a Safe answers them, which tells its kind. */
export function planSafeProbes(account: string, add: AddSubCall): ReadBack<SafeProbes> {
  const threshold = add(account, safe.encodeFunctionData('getThreshold'));
  const owners = add(account, safe.encodeFunctionData('getOwners'));
  return (outcomes) => ({ threshold: threshold(outcomes), owners: owners(outcomes) });
}
