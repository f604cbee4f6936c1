import type { GovernanceConfig } from '../config/siteConfigSchema.ts';
import type { AddSubCall, ReadBack } from './collectSubCalls.ts';
import { erc20, votes } from './contractAbis.ts';
import { decodedValue, decodeShortText, decodeWord, errorOf } from './decodeCallResult.ts';
import type { GovernancePosition } from './readTypes.ts';

const MAX_SYMBOL_LENGTH = 12;

/** Plans, for each governance token on `chainId`, the account's balance, votes and delegate, and its decimals and symbol. */
export function planGovernanceReads(
  chainId: number,
  entries: readonly GovernanceConfig[],
  account: string,
  add: AddSubCall,
): ReadBack<GovernancePosition[]> {
  const planned = entries.map((entry) => ({
    entry,
    balance: add(entry.token, erc20.encodeFunctionData('balanceOf', [account])),
    votes: add(entry.token, votes.encodeFunctionData('getVotes', [account])),
    delegate: add(entry.token, votes.encodeFunctionData('delegates', [account])),
    decimals: add(entry.token, erc20.encodeFunctionData('decimals')),
    symbol: add(entry.token, erc20.encodeFunctionData('symbol')),
  }));
  return (outcomes) =>
    planned.map((slots): GovernancePosition => {
      const read = {
        balance: decodeWord<bigint>(slots.balance(outcomes), 'uint256', 'ENTRY_CALL_FAILED'),
        votes: decodeWord<bigint>(slots.votes(outcomes), 'uint256', 'ENTRY_CALL_FAILED'),
        delegate: decodeWord<string>(slots.delegate(outcomes), 'address', 'ENTRY_CALL_FAILED'),
        decimals: decodeWord<bigint>(slots.decimals(outcomes), 'uint8', 'ENTRY_CALL_FAILED'),
      };
      const failed = Object.values(read).find((decoded) => !decoded.ok);
      return {
        chainId,
        token: slots.entry.token,
        name: slots.entry.name,
        symbol: decodeShortText(slots.symbol(outcomes), MAX_SYMBOL_LENGTH),
        decimals: read.decimals.ok ? Number(read.decimals.value) : null,
        balance: decodedValue(read.balance),
        votes: decodedValue(read.votes),
        delegate: decodedValue(read.delegate),
        error: failed ? errorOf(failed) : null,
      };
    });
}
