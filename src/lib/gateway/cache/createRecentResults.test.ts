import { describe, expect, it } from 'vitest';
import { createRecentResults } from './createRecentResults.ts';

describe('createRecentResults', () => {
  it('answers a result for maxAgeMs from when its read started, then forgets it', () => {
    let time = 1_000;
    const recent = createRecentResults({ maxAgeMs: 1000, maxEntries: 10, now: () => time });
    recent.put('a', '0x1', 900);
    expect(recent.get('a')).toEqual({ result: '0x1', at: 900 });
    time = 1_900;
    expect(recent.get('a')).toEqual({ result: '0x1', at: 900 });
    time = 1_901;
    expect(recent.get('a')).toBeUndefined();
    recent.put('b', '0x2', 500);
    expect(recent.get('b')).toBeUndefined();
  });

  it('keeps at most maxEntries, the oldest going first', () => {
    const recent = createRecentResults({ maxAgeMs: 1000, maxEntries: 2, now: () => 0 });
    recent.put('a', '0x1', 0);
    recent.put('b', '0x2', 0);
    recent.put('c', '0x3', 0);
    expect([recent.get('a'), recent.get('b')?.result, recent.get('c')?.result]).toEqual([
      undefined,
      '0x2',
      '0x3',
    ]);
  });
});
