import { describe, expect, it } from 'vitest';
import { busiestWindow } from './busiestWindow.ts';

const at = (...times: number[]) => times.map((atMs) => ({ atMs, count: 1 }));

describe('busiestWindow', () => {
  it('finds the busiest trailing second across whole-second boundaries', () => {
    // Whole seconds hold 3 and 3; the window (600, 1600] holds 5.
    expect(busiestWindow(at(100, 700, 800, 900, 1_200, 1_500))).toBe(5);
  });

  it('lets an event leave the window exactly one window later', () => {
    expect(busiestWindow(at(0, 1_000, 2_000))).toBe(1);
    expect(busiestWindow(at(0, 999.9))).toBe(2);
  });

  it('counts each event by its count, in any order', () => {
    expect(
      busiestWindow([
        { atMs: 500, count: 4 },
        { atMs: 0, count: 2 },
        { atMs: 1_400, count: 1 },
      ]),
    ).toBe(6);
    expect(busiestWindow([])).toBe(0);
  });

  it('takes another window', () => {
    expect(busiestWindow(at(0, 100, 250, 600), 200)).toBe(2);
  });
});
