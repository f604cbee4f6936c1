import { describe, expect, it } from 'vitest';
import { pickShard, shardName, splitBudget } from './pickShard.ts';

describe('splitBudget', () => {
  it('splits whole calls a second so the shards together never pass the budget', () => {
    expect(splitBudget(5, 3).budgets).toEqual([2, 2, 1]);
    expect(splitBudget(100, 4).budgets).toEqual([25, 25, 25, 25]);
    expect(splitBudget(2.5, 3).budgets).toEqual([1, 1]);
    expect(splitBudget(0.5, 3).budgets).toEqual([0.5]);
    expect(splitBudget(5, 1).budgets).toEqual([5]);
    expect(splitBudget(Number.POSITIVE_INFINITY, 3).budgets).toHaveLength(3);
  });
});

describe('pickShard', () => {
  it('sends identical requests to one shard, and spreads distinct ones by each shard’s share of the budget', () => {
    const shards = splitBudget(5, 3);
    expect(pickShard(shards, 'same read')).toBe(pickShard(shards, 'same read'));
    const counts = new Map<number, number>();
    for (let index = 0; index < 10_000; index++) {
      const shard = pickShard(shards, `read ${index}`);
      counts.set(shard, (counts.get(shard) ?? 0) + 1);
    }
    const shares = [0, 1, 2].map((shard) => (counts.get(shard) ?? 0) / 10_000);
    expect(shares[0]).toBeCloseTo(0.4, 1);
    expect(shares[1]).toBeCloseTo(0.4, 1);
    expect(shares[2]).toBeCloseTo(0.2, 1);
    expect(pickShard(splitBudget(5, 1), 'anything')).toBe(0);
  });

  it("names a chain's first shard by the chain alone", () => {
    expect([shardName('1', 0), shardName('1', 2)]).toEqual(['1', '1/2']);
  });
});
