import type { ChainSnapshot } from './readTypes.ts';
import { ZERO_ADDRESS } from './zeroAddress.ts';

/** True for a value a custom call returns when there is nothing there: 0, false or the zero address. */
const isEmptyValue = (value: bigint | boolean | string | null) =>
  value === 0n || value === false || value === ZERO_ADDRESS;

/**
 * True when a chain read says the account holds nothing the page reads there: every balance, NFT count,
 * governance balance and vote is zero, and every custom call is 0, false or the zero address. A failed entry
 * counts as something to show, so the failure is not hidden behind "nothing here".
 */
export function holdsNothing(snapshot: ChainSnapshot): boolean {
  if (snapshot.status !== 'ok') return false;
  return (
    snapshot.holdings.every((holding) => holding.error === null && holding.raw === 0n) &&
    snapshot.nfts.every(
      (nft) =>
        nft.error === null &&
        (nft.standard === 'erc721'
          ? nft.count === 0n
          : nft.tokens.every((token) => token.error === null && token.raw === 0n)),
    ) &&
    snapshot.governance.every(
      (entry) => entry.error === null && entry.balance === 0n && entry.votes === 0n,
    ) &&
    snapshot.calls.every((call) => call.error === null && isEmptyValue(call.value))
  );
}
