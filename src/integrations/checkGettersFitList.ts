import { FunctionFragment } from 'ethers';
import type { BuiltClaimsList, ListIssue } from '../lib/claimsBuild/claimsBuildTypes.ts';
import type { ClaimsConfig } from '../lib/config/siteConfigSchema.ts';

/**
 * Whether the entry's own `claimed` getter can be asked of its list: one taking a `uint256` needs the leaf's index,
 * which OpenZeppelin's `['address','uint256']` leaves do not have. The issue to report, or null.
 */
export function checkGettersFitList(entry: ClaimsConfig, list: BuiltClaimsList): ListIssue | null {
  // Left out, the getter defaults by the list's leaves, so it fits them.
  if (entry.claimed === undefined) return null;
  const takes = FunctionFragment.from(entry.claimed).inputs[0]?.type;
  if (takes !== 'uint256' || list.encoding !== 'address,uint256') return null;
  return {
    where: 'claimed',
    problem: `${entry.claimed} takes an index, but the list's leaves ['address','uint256'] have none: use a getter that takes the account, e.g. 'function hasClaimed(address) view returns (bool)'`,
  };
}
