import type { TokenConfig } from '../config/siteConfigSchema.ts';
import type { AddSubCall, ReadBack } from './collectSubCalls.ts';
import { erc20 } from './contractAbis.ts';
import { type Decoded, decodeShortText, decodeWord } from './decodeCallResult.ts';

/** The longest token name or symbol shown; longer ones read from the chain are cut. */
export const MAX_TOKEN_NAME_LENGTH = 60;

/** A token balance as read, before the native balance joins it. */
export interface TokenReading {
  token: TokenConfig;
  balance: Decoded<bigint>;
  /** The on-chain name, for a token the config leaves unnamed. */
  name: string | null;
}

/** Plans each token's `balanceOf(account)`, and its `name()` when the config leaves it out. */
export function planTokenReads(
  tokens: readonly TokenConfig[],
  account: string,
  add: AddSubCall,
): ReadBack<TokenReading[]> {
  const planned = tokens.map((token) => ({
    token,
    balance: add(token.address, erc20.encodeFunctionData('balanceOf', [account])),
    name: token.name === undefined ? add(token.address, erc20.encodeFunctionData('name')) : null,
  }));
  return (outcomes) =>
    planned.map(({ token, balance, name }) => ({
      token,
      balance: decodeWord<bigint>(balance(outcomes), 'uint256', 'TOKEN_CALL_FAILED'),
      name: name ? decodeShortText(name(outcomes), MAX_TOKEN_NAME_LENGTH) : null,
    }));
}
