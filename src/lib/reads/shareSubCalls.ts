import type { SubCall } from './collectSubCalls.ts';

/** The distinct sub-calls of several lists, and where each list's own calls sit among them. */
export interface SharedSubCalls {
  /** Each distinct call (same target and calldata) once, in the order first met. */
  calls: SubCall[];
  /** For each list, the place in `calls` of each of its calls, in its own order. */
  places: number[][];
}

/**
 * Puts several lists of sub-calls (one per account) into one, each distinct call once: what every account
 * reads alike (a price feed, a list's root, a token's name) is asked once, however many accounts are read.
 * Each list's outcomes are read back from `places`.
 */
export function shareSubCalls(lists: readonly (readonly SubCall[])[]): SharedSubCalls {
  const calls: SubCall[] = [];
  const seen = new Map<string, number>();
  const places = lists.map((list) =>
    list.map((call) => {
      const key = `${call.target.toLowerCase()}:${call.callData.toLowerCase()}`;
      let place = seen.get(key);
      if (place === undefined) {
        place = calls.push(call) - 1;
        seen.set(key, place);
      }
      return place;
    }),
  );
  return { calls, places };
}
