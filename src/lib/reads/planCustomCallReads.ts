import { FunctionFragment, Interface } from 'ethers';
import { ACCOUNT_ARGUMENT } from '../config/checkCallEntry.ts';
import type { CallConfig } from '../config/siteConfigSchema.ts';
import type { AddSubCall, ReadBack } from './collectSubCalls.ts';
import { decodedValue, decodeWord, errorOf, type WordType } from './decodeCallResult.ts';
import type { CallReading } from './readTypes.ts';

/** Plans each of the owner's custom calls on `chainId`, with the account put in for its account argument. */
export function planCustomCallReads(
  chainId: number,
  entries: readonly CallConfig[],
  account: string,
  add: AddSubCall,
): ReadBack<CallReading[]> {
  const planned = entries.map((entry) => {
    const fragment = FunctionFragment.from(entry.signature);
    const args = entry.args.map((arg) => (arg === ACCOUNT_ARGUMENT ? account : arg));
    const callData = new Interface([fragment]).encodeFunctionData(fragment, args);
    return {
      entry,
      type: (fragment.outputs[0]?.type ?? 'uint256') as WordType,
      slot: add(entry.address, callData),
    };
  });
  return (outcomes) =>
    planned.map(({ entry, type, slot }) => {
      const decoded = decodeWord(slot(outcomes), type, 'ENTRY_CALL_FAILED');
      return {
        chainId,
        address: entry.address,
        label: entry.label,
        format: entry.format,
        value: decodedValue(decoded),
        error: errorOf(decoded),
      };
    });
}
