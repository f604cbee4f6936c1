import type { DistributorRead } from './checkClaim.ts';
import type { ClaimListView, ClaimWindow } from './claimTypes.ts';

/** The latest unix second a JavaScript date can hold: a deadline beyond it is read as "never". */
const LAST_SECOND = 8_640_000_000_000n;

/**
 * A list's claim window from its config and what its distributor's deadline getter answered in the chain's
 * read (null: it has none, or it was not read). An answer is preferred to the config's `closesAt`: 0, or a
 * time beyond any calendar, says claiming never closes. A deadline that could not be read leaves the config's.
 */
export function toClaimWindow(
  list: Pick<ClaimListView, 'id' | 'opensAt' | 'closesAt'>,
  deadline: DistributorRead<bigint> | null,
): ClaimWindow {
  if (!deadline?.ok) {
    return {
      listId: list.id,
      opensAt: list.opensAt,
      closesAt: list.closesAt,
      closesFrom: 'config',
      differsFromConfig: false,
    };
  }
  const closesAt = deadline.value === 0n || deadline.value > LAST_SECOND ? null : Number(deadline.value);
  return {
    listId: list.id,
    opensAt: list.opensAt,
    closesAt,
    closesFrom: 'chain',
    differsFromConfig: list.closesAt !== null && list.closesAt !== closesAt,
  };
}
