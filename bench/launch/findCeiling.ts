import { round } from '../gatewayLoad.ts';
import { FLOOR_ENTRY } from './measureCpu.ts';
import { stepNames } from './readTemplate.ts';
import { runSurge, type SurgeSetup } from './runSurge.ts';
import type { LaunchWorld } from './startLaunchWorld.ts';
import { type CrowdFigures, cpuPerVisitor, summarizeCrowd } from './summarizeSurge.ts';

/** The rates the ceiling is looked for at, in new visitors a second, lowest first. */
export const CEILING_RATES = [25, 50, 75, 100, 125, 150, 200, 250, 300, 400] as const;
/** What a rate must do to be within the ceiling: this share answered, and this p99. */
export const CEILING_ANSWERED_PERCENT = 99.9;
export const CEILING_P99_MS = 1_500;

/** One step up: its rate, what it answered, its p99, the CPU it took, and whether it held. */
export interface CeilingStep {
  visitorsPerSecond: number;
  answeredPercent: number;
  latencyP99Ms: number;
  cpuMsPerVisitor: number;
  /** The machine's load average (1 min) when the step started and ended. */
  loadAverage: [number, number];
  held: boolean;
}

/** The ceiling of one `wrangler dev` process, and the same surge at twice it. */
export interface CeilingFigures {
  stepDurationS: number;
  steps: CeilingStep[];
  /** The highest rate that held (0 when none did). */
  ceilingVisitorsPerSecond: number;
  atCeiling: CrowdFigures | null;
  twice: {
    visitorsPerSecond: number;
    honest: CrowdFigures;
    /** Visitors answered a second at twice the ceiling, in percent of those answered a second at it. */
    answeredVsCeilingPercent: number;
    /**
     * The same visitors through a Worker that answers at once: how long the runtime and wrangler's proxy alone
     * keep requests at that rate, which no admission in the gateway's code can shorten.
     */
    floor: CrowdFigures;
  } | null;
}

/** One step of `durationS` at `rate` on a fresh gateway. */
async function step(world: LaunchWorld, setup: SurgeSetup, rate: number, durationS: number) {
  const run = await runSurge(world, setup, { honestPerSecond: rate, durationS, clientTimeoutMs: 15_000 });
  return {
    honest: summarizeCrowd(run.visits, durationS, stepNames(world.plainRead.shape)),
    cpu: cpuPerVisitor(run.cpu, run.visits.length),
    loadAverage: [round(run.loadAverage[0]), round(run.loadAverage[1])] as [number, number],
  };
}

/** Plays one step and records it in `steps`; returns what its honest visitors got, and whether it held. */
async function playStep(
  world: LaunchWorld,
  setup: SurgeSetup,
  rate: number,
  durationS: number,
  steps: CeilingStep[],
) {
  const { honest, cpu, loadAverage } = await step(world, setup, rate, durationS);
  const held = honest.answeredPercent >= CEILING_ANSWERED_PERCENT && honest.latencyP99Ms <= CEILING_P99_MS;
  steps.push({
    visitorsPerSecond: rate,
    answeredPercent: honest.answeredPercent,
    latencyP99Ms: honest.latencyP99Ms,
    cpuMsPerVisitor: cpu.msPerVisitor,
    loadAverage,
    held,
  });
  process.stdout.write(
    `  ceiling step ${rate}/s: ${honest.answeredPercent}% answered, p99 ${honest.latencyP99Ms} ms\n`,
  );
  return { honest, held };
}

/**
 * Steps the rate of new visitors up ({@link CEILING_RATES}), each for `durationS` on a fresh gateway, until one
 * answers less than {@link CEILING_ANSWERED_PERCENT}% or has a p99 over {@link CEILING_P99_MS} twice in a row
 * (a step that misses is played once more: on 2 shared cores, another process can spoil 10 s): the last that
 * held is the ceiling. Then plays twice the ceiling for as long, through the gateway and through the floor.
 */
export async function findCeiling(
  world: LaunchWorld,
  setup: SurgeSetup,
  durationS: number,
): Promise<CeilingFigures> {
  const steps: CeilingStep[] = [];
  let atCeiling: CrowdFigures | null = null;
  for (const rate of CEILING_RATES) {
    let played = await playStep(world, setup, rate, durationS, steps);
    if (!played.held) played = await playStep(world, setup, rate, durationS, steps);
    if (!played.held) break;
    atCeiling = played.honest;
  }
  const ceiling = atCeiling ? (steps.filter((entry) => entry.held).at(-1)?.visitorsPerSecond ?? 0) : 0;
  if (!atCeiling || ceiling === 0)
    return { stepDurationS: durationS, steps, ceilingVisitorsPerSecond: 0, atCeiling, twice: null };
  const twice = await step(world, setup, ceiling * 2, durationS);
  const floor = await step(world, { ...setup, entry: FLOOR_ENTRY }, ceiling * 2, durationS);
  return {
    stepDurationS: durationS,
    steps,
    ceilingVisitorsPerSecond: ceiling,
    atCeiling,
    twice: {
      visitorsPerSecond: ceiling * 2,
      honest: twice.honest,
      answeredVsCeilingPercent: round((twice.honest.answeredPerSecond / atCeiling.answeredPerSecond) * 100),
      floor: floor.honest,
    },
  };
}
