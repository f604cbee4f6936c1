import type { CallOutcome } from '../rpc/toCallOutcome.ts';

/** One call inside the chain's single `aggregate3`. */
export interface SubCall {
  target: string;
  callData: string;
}

/** Reads the outcome at a fixed place of the list. */
export type Slot = (outcomes: readonly CallOutcome[]) => CallOutcome | undefined;

/** Adds a sub-call at the end of the list, and gives the place its outcome will be read from. */
export type AddSubCall = (target: string, callData: string) => Slot;

/** How a planner reads its entries back from the outcomes of every sub-call of the chain. */
export type ReadBack<T> = (outcomes: readonly CallOutcome[]) => T;

/** An empty list of sub-calls, and the one way to add to it, so each outcome is read back from its call's place. */
export function collectSubCalls(): { calls: SubCall[]; add: AddSubCall } {
  const calls: SubCall[] = [];
  const add: AddSubCall = (target, callData) => {
    const index = calls.push({ target, callData }) - 1;
    return (outcomes) => outcomes[index];
  };
  return { calls, add };
}
