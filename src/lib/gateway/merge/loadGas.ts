import type { LaneLoad } from './readMergerTypes.ts';

/** The gas `load` is expected to use, its execution counted at `gasShare` (what merged calls have shown it needs). */
export const loadGas = (load: LaneLoad, gasShare: number) => load.gas + gasShare * load.execGas;
