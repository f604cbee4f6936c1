import { describe, expect, it } from 'vitest';
import { formatSlowestTests } from './slowestTests.ts';

describe('formatSlowestTests', () => {
  it('lists the slowest first, at most `count`, durations aligned', () => {
    const tests = [
      { name: 'quick', location: 'a.test.ts:1', durationMs: 12 },
      { name: 'slow', location: 'b.test.ts:9', durationMs: 26_840 },
      { name: 'slowest', location: 'c.test.ts:3', durationMs: 65_200 },
      { name: 'middle', location: 'd.test.ts:7', durationMs: 950 },
    ];
    expect(formatSlowestTests(tests, 3)).toBe(
      [
        'Slowest 3 of 4 tests:',
        '  1 min 05 s  c.test.ts:3 › slowest',
        '      26.8 s  b.test.ts:9 › slow',
        '      950 ms  d.test.ts:7 › middle',
        '',
      ].join('\n'),
    );
  });

  it('says nothing when nothing ran', () => {
    expect(formatSlowestTests([])).toBe('');
  });
});
