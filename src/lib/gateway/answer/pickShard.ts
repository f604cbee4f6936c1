import { hashText } from '../policy/toClientKey.ts';

/** Which chain, and which shard of it, an object reads, with its share of each upstream's budget. */
export interface ChainShare {
  chainId: string;
  /** The shard's index (0 for a chain read by one object). */
  shard: number;
  /** Calls per second it may send each upstream. */
  callsPerSecond: number;
}

/** The objects a chain's reads are spread over: how many, and each one's share of the upstream budget. */
export interface ChainShards {
  /** Calls per second each shard may send each upstream; Infinity for no limit. */
  budgets: number[];
}

/**
 * Splits a chain's budget of `callsPerSecond` per upstream over `shards` objects: whole calls a second each
 * (the remainder to the first ones), so that together they never send an upstream more than the budget in any
 * second, however their calls fall. There are never more shards than whole calls a second (a budget below 1 has
 * one shard); without a limit, every shard is unlimited.
 */
export function splitBudget(callsPerSecond: number, shards: number): ChainShards {
  if (!Number.isFinite(callsPerSecond))
    return { budgets: Array.from({ length: shards }, () => callsPerSecond) };
  const whole = Math.floor(callsPerSecond);
  const count = Math.max(1, Math.min(shards, whole));
  if (count === 1) return { budgets: [callsPerSecond] };
  return {
    budgets: Array.from(
      { length: count },
      (_, index) => Math.floor(whole / count) + (index < whole % count ? 1 : 0),
    ),
  };
}

/**
 * The shard that reads a request, from the key of its first read: identical requests (a shared watch link)
 * meet in one object, so they still share one upstream call; distinct ones spread in proportion to each
 * shard's share of the budget.
 */
export function pickShard(shards: ChainShards, firstKey: string): number {
  const { budgets } = shards;
  if (budgets.length <= 1) return 0;
  const finite = budgets.every(Number.isFinite);
  const total = finite ? budgets.reduce((sum, budget) => sum + budget, 0) : budgets.length;
  let slot = hashText(firstKey) % total;
  for (let index = 0; index < budgets.length; index++) {
    slot -= finite ? (budgets[index] as number) : 1;
    if (slot < 0) return index;
  }
  return budgets.length - 1;
}

/** The name of a chain's shard object: the chain id alone for the first, so one shard keeps today's object. */
export function shardName(chainId: string, shard: number): string {
  return shard === 0 ? chainId : `${chainId}/${shard}`;
}
