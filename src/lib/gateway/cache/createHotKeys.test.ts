import { describe, expect, it } from 'vitest';
import { createHotKeys } from './createHotKeys.ts';

describe('createHotKeys', () => {
  it('knows a key for forMs after it was last seen shared, and at most maxKeys, the oldest going first', () => {
    let time = 0;
    const hot = createHotKeys({ forMs: 1000, maxKeys: 2, now: () => time });
    hot.add('a');
    hot.add('b');
    time = 500;
    hot.add('a');
    hot.add('c');
    expect([hot.has('a'), hot.has('b'), hot.has('c')]).toEqual([true, false, true]);
    time = 1_501;
    expect(hot.has('a')).toBe(false);
  });
});
