import type { NftConfig } from '../config/siteConfigSchema.ts';
import type { CallOutcome } from '../rpc/toCallOutcome.ts';
import type { AddSubCall, ReadBack, Slot } from './collectSubCalls.ts';
import { nft } from './contractAbis.ts';
import { decodedValue, decodeWord, errorOf } from './decodeCallResult.ts';
import type { NftHolding, NftTokenBalance } from './readTypes.ts';

/** Plans each collection's balance: one `balanceOf(account)` for ERC-721, one per token id for ERC-1155. */
export function planNftReads(
  entries: readonly NftConfig[],
  account: string,
  add: AddSubCall,
): ReadBack<NftHolding[]> {
  const planned = entries.map((entry) => ({
    entry,
    slots:
      entry.standard === 'erc721'
        ? [add(entry.address, nft.encodeFunctionData('balanceOf(address)', [account]))]
        : entry.tokenIds.map((id) =>
            add(entry.address, nft.encodeFunctionData('balanceOf(address,uint256)', [account, id])),
          ),
  }));
  return (outcomes) => planned.map(({ entry, slots }) => toNftHolding(entry, slots, outcomes));
}

/** An NFT entry from its sub-calls: one ERC-721 balance, or one balance per ERC-1155 token id. */
function toNftHolding(entry: NftConfig, slots: Slot[], outcomes: readonly CallOutcome[]): NftHolding {
  const base = { chainId: entry.chainId, address: entry.address, name: entry.name, standard: entry.standard };
  if (entry.standard === 'erc721') {
    const count = decodeWord<bigint>(slots[0]?.(outcomes), 'uint256', 'ENTRY_CALL_FAILED');
    return { ...base, count: decodedValue(count), tokens: [], error: errorOf(count) };
  }
  const tokens: NftTokenBalance[] = entry.tokenIds.map((tokenId, index) => {
    const raw = decodeWord<bigint>(slots[index]?.(outcomes), 'uint256', 'ENTRY_CALL_FAILED');
    return { tokenId, raw: decodedValue(raw), error: errorOf(raw) };
  });
  const allFailed = tokens.every((token) => token.error !== null);
  return { ...base, count: null, tokens, error: allFailed ? (tokens[0]?.error ?? null) : null };
}
