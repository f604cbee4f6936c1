import { FunctionFragment, Interface } from 'ethers';
import type { DistributorRead } from '../claims/checkClaim.ts';
import type { ClaimListView, ClaimProbe } from '../claims/claimTypes.ts';
import { toErrorInfo } from '../errors/AppError.ts';
import type { AddSubCall, ReadBack } from './collectSubCalls.ts';
import { type Decoded, decodeWord, expectWords, type WordType } from './decodeCallResult.ts';

/** What the static files said about the account, per claims list id, when the read was planned. */
export type ClaimProbes = ReadonlyMap<string, ClaimProbe>;

/** One claims list's part of a chain read: what its files said, and the distributor's root and claimed getters. */
export interface ClaimReading {
  list: ClaimListView;
  probe: ClaimProbe;
  root: DistributorRead<string>;
  /** null when not asked: the account's leaf was not known when the read was planned. */
  claimed: DistributorRead<boolean | bigint> | null;
  /** When claiming ends, by the distributor's deadline getter; null when the list names none. */
  deadline: DistributorRead<bigint> | null;
}

/** A read value for a claims check: the value, or its error as plain data. */
const toDistributorRead = <T>(decoded: Decoded<T>): DistributorRead<T> =>
  decoded.ok ? decoded : { ok: false, error: toErrorInfo(decoded.error) };

/** Plans a list's deadline getter, when it names one: a call that takes nothing, and how to read its answer. */
function planDeadline(list: ClaimListView, add: AddSubCall): ReadBack<DistributorRead<bigint>> | null {
  if (list.deadlineGetter === null) return null;
  const getter = FunctionFragment.from(list.deadlineGetter);
  const slot = add(list.distributor, new Interface([getter]).encodeFunctionData(getter));
  const type = (getter.outputs[0]?.type ?? 'uint256') as WordType;
  return (outcomes) => toDistributorRead(decodeWord<bigint>(slot(outcomes), type, 'CLAIMS_READ_FAILED'));
}

/**
 * Plans, for each claims list, its distributor's root getter, its deadline getter when the list names one and,
 * once `probes` know the account's leaf, its claimed getter with the account or the leaf's index, each as the
 * list's entry names it.
 */
export function planClaimReads(
  lists: readonly ClaimListView[],
  account: string,
  probes: ClaimProbes,
  add: AddSubCall,
): ReadBack<ClaimReading[]> {
  const planned = lists.map((list) => {
    const probe = probes.get(list.id) ?? { kind: 'pending' };
    const leaf = probe.kind === 'shard' ? probe.leaf : null;
    const rootGetter = FunctionFragment.from(list.rootGetter);
    const claimedGetter = FunctionFragment.from(list.claimedGetter);
    const argument = claimedGetter.inputs[0]?.type === 'address' ? account : leaf?.index;
    return {
      list,
      probe,
      root: add(list.distributor, new Interface([rootGetter]).encodeFunctionData(rootGetter)),
      claimed:
        leaf && argument !== null && argument !== undefined
          ? add(
              list.distributor,
              new Interface([claimedGetter]).encodeFunctionData(claimedGetter, [argument]),
            )
          : null,
      claimedType: (claimedGetter.outputs[0]?.type === 'uint256' ? 'uint256' : 'bool') as WordType,
      deadline: planDeadline(list, add),
    };
  });
  return (outcomes) =>
    planned.map(({ list, probe, root, claimed, claimedType, deadline }) => {
      const word = expectWords(root(outcomes), 1, 'CLAIMS_READ_FAILED');
      return {
        list,
        probe,
        root: toDistributorRead<string>(
          word.ok ? { ok: true, value: `0x${(word.value[0] ?? 0n).toString(16).padStart(64, '0')}` } : word,
        ),
        claimed: claimed
          ? toDistributorRead(
              decodeWord<boolean | bigint>(claimed(outcomes), claimedType, 'CLAIMS_READ_FAILED'),
            )
          : null,
        deadline: deadline ? deadline(outcomes) : null,
      };
    });
}
