import { describe, expect, it } from 'vitest';
import { medianRun } from '../../bench/launch/measureCpu.ts';

/** A run of `msPerVisitor`, its other figures marked by it. */
const run = (msPerVisitor: number) => ({
  answeredPercent: 100,
  loadAverage: [msPerVisitor, msPerVisitor] as [number, number],
  msPerVisitor,
  byRole: { worker: msPerVisitor / 2 },
});

describe('medianRun', () => {
  it('takes the whole run of median CPU, and keeps every run in the order it ran', () => {
    const median = medianRun([run(7.6), run(6.5), run(7.1)]);
    expect(median).toEqual({ ...run(7.1), runsMsPerVisitor: [7.6, 6.5, 7.1] });
  });

  it('takes the lower middle run of an even number, and the only run of one', () => {
    expect(medianRun([run(4), run(1), run(3), run(2)]).msPerVisitor).toBe(2);
    expect(medianRun([run(5)]).runsMsPerVisitor).toEqual([5]);
  });

  it('refuses no runs', () => {
    expect(() => medianRun([])).toThrow('no run');
  });
});
