import { join } from 'node:path';
import { round } from '../gatewayLoad.ts';
import { attributeProfile, type ProfileShare } from './attributeProfile.ts';
import { stepNames } from './readTemplate.ts';
import { runSurge, type SurgePlan, type SurgeSetup } from './runSurge.ts';
import type { LaunchWorld } from './startLaunchWorld.ts';
import { cpuPerVisitor, summarizeCrowd } from './summarizeSurge.ts';

const ROOT = join(import.meta.dirname, '..', '..');
/** A Worker that answers every request at once: what the runtime and wrangler's proxy cost (the floor). */
export const FLOOR_ENTRY = join(import.meta.dirname, 'floorWorker.ts');
/** A Worker that makes only the gateway's two calls into the runtime (the rate limiter, the chain's object). */
const HOPS_ENTRY = join(import.meta.dirname, 'hopsWorker.ts');
/** The process the profile samples: workerd running the Worker and its objects. */
const WORKER_RUNTIME = 'workerd: the Worker';
/** How many of the profile's functions the figures keep. */
const TOP_FUNCTIONS = 15;
/**
 * How many times the gateway, the floor and the hops each run, in turn. One run's CPU per visitor moves by
 * about half a millisecond from run to run on this machine, as much as the differences measured: each figure is
 * its median run's.
 */
const CPU_ROUNDS = 3;

/**
 * The median of a Worker's runs: how much of it was answered, and the CPU of `wrangler dev`'s processes per
 * visitor; beside it every run's CPU per visitor, in the order they ran.
 */
export interface CpuRun {
  answeredPercent: number;
  /** The machine's load average (1 min) when the visitors started and when the last was answered. */
  loadAverage: [number, number];
  msPerVisitor: number;
  byRole: Record<string, number>;
  runsMsPerVisitor: number[];
}

/** The V8 profile of the Worker's isolate during the same surge, attributed by its stacks. */
export interface ProfileFigures {
  /** Non-idle time the profile sampled, its idle time, and its non-idle samples. */
  sampledMs: number;
  idleMs: number;
  samples: number;
  /** Each share's part of the non-idle self time, in percent. */
  sharePercent: Record<ProfileShare, number>;
  /** The Worker's self time per request and the object's per read, as the profile timed it. */
  workerSelfMsPerRequest: number;
  objectSelfMsPerRead: number;
  /**
   * The same shares of the Worker runtime's process CPU in the run without the profiler: the profile's times
   * are wall-clock intervals between samples, which grow when the machine is busy; the process CPU does not.
   */
  workerMsPerRequest: number;
  objectMsPerRead: number;
  /** Each part of the gateway's share of the non-idle self time, in percent. */
  partPercent: Record<string, number>;
  /** The functions with the most self time: their share, name, where, percent, and process CPU per visitor. */
  top: { share: ProfileShare; name: string; where: string; percent: number; msPerVisitor: number }[];
}

/** The CPU figures: the gateway against the floor, by process and by the profile. */
export interface CpuFigures {
  plan: { visitorsPerSecond: number; durationS: number; upstreamLimit: number; vars: Record<string, string> };
  /** HTTP requests a visitor sends, and the reads (calls but `eth_chainId`) the object gets of them. */
  requestsPerVisitor: number;
  readsPerVisitor: number;
  gateway: CpuRun;
  /** A Worker that answers at once, through the same `wrangler dev`. */
  floor: CpuRun;
  /**
   * A Worker that makes the gateway's two calls into the runtime for each request, the rate limiter and one
   * call to the chain's object (which answers at once), and nothing else: the floor of the gateway's design.
   */
  hops: CpuRun;
  /** The gateway's process CPU above the floor, per visitor and per request. */
  aboveFloorMsPerVisitor: number;
  aboveFloorMsPerRequest: number;
  /**
   * What those two calls cost above the floor, and the gateway above them (its own code and upstream calls), per
   * visitor.
   */
  hopsAboveFloorMsPerVisitor: number;
  aboveHopsMsPerVisitor: number;
  /**
   * The Worker's own CPU above the floor, per request: the gateway above the floor less the object's CPU for
   * the request's reads (the profile's figure for the Worker also holds the runtime's work that the floor pays).
   */
  workerAboveFloorMsPerRequest: number;
  profile: ProfileFigures;
  /** Reads a second one object can take from its CPU per read (the profile's share, 1,000 / ms per read). */
  objectReadsPerSecond: number;
}

/** A run's CPU figures. */
async function measureRun(
  world: LaunchWorld,
  setup: SurgeSetup,
  plan: SurgePlan,
): Promise<Omit<CpuRun, 'runsMsPerVisitor'>> {
  const run = await runSurge(world, setup, plan);
  const crowd = summarizeCrowd(run.visits, plan.durationS, stepNames(world.plainRead.shape));
  const loadAverage: [number, number] = [round(run.loadAverage[0]), round(run.loadAverage[1])];
  return {
    answeredPercent: crowd.answeredPercent,
    loadAverage,
    ...cpuPerVisitor(run.cpu, run.visits.length),
  };
}

/** The run of median CPU per visitor, with every run's CPU per visitor beside it. */
export function medianRun(runs: readonly Omit<CpuRun, 'runsMsPerVisitor'>[]): CpuRun {
  const sorted = [...runs].sort((a, b) => a.msPerVisitor - b.msPerVisitor);
  const median = sorted[Math.floor((sorted.length - 1) / 2)];
  if (!median) throw new Error('no run to take the median of');
  return { ...median, runsMsPerVisitor: runs.map((run) => run.msPerVisitor) };
}

/** The gateway's, the floor's and the hops' runs, {@link CPU_ROUNDS} each, in turn; each one's median run. */
async function measureInTurn(world: LaunchWorld, setup: SurgeSetup, plan: SurgePlan) {
  const entries = { gateway: undefined, floor: FLOOR_ENTRY, hops: HOPS_ENTRY };
  const runs: Record<keyof typeof entries, Omit<CpuRun, 'runsMsPerVisitor'>[]> = {
    gateway: [],
    floor: [],
    hops: [],
  };
  for (let round = 0; round < CPU_ROUNDS; round++) {
    for (const [name, entry] of Object.entries(entries) as [keyof typeof entries, string | undefined][]) {
      runs[name].push(await measureRun(world, entry ? { ...setup, entry } : setup, plan));
    }
  }
  return { gateway: medianRun(runs.gateway), floor: medianRun(runs.floor), hops: medianRun(runs.hops) };
}

/** The profile's figures, scaled to the Worker runtime's CPU per visitor measured without the profiler. */
function toProfileFigures(
  attribution: ReturnType<typeof attributeProfile>,
  visitors: number,
  runtimeMsPerVisitor: number,
  perVisitor: { requests: number; reads: number },
): ProfileFigures {
  const total = Math.max(attribution.sampledMs, 1e-9);
  const percent = (ms: number) => round((ms / total) * 100);
  const scaled = (ms: number) => (ms / total) * runtimeMsPerVisitor;
  const sharePercent = Object.fromEntries(
    Object.entries(attribution.ms).map(([share, ms]) => [share, percent(ms)]),
  ) as Record<ProfileShare, number>;
  return {
    sampledMs: round(attribution.sampledMs),
    idleMs: round(attribution.idleMs),
    samples: attribution.samples,
    sharePercent,
    workerSelfMsPerRequest: round(attribution.ms.worker / visitors / perVisitor.requests),
    objectSelfMsPerRead: round(attribution.ms.object / visitors / perVisitor.reads),
    workerMsPerRequest: round(scaled(attribution.ms.worker) / perVisitor.requests),
    objectMsPerRead: round(scaled(attribution.ms.object) / perVisitor.reads),
    partPercent: Object.fromEntries(
      Object.entries(attribution.byPart).map(([part, ms]) => [part, percent(ms)]),
    ),
    top: attribution.functions.slice(0, TOP_FUNCTIONS).map((fn) => ({
      share: fn.share,
      name: fn.name,
      where: fn.where,
      percent: percent(fn.ms),
      msPerVisitor: round(scaled(fn.ms)),
    })),
  };
}

/**
 * Measures the CPU of a read, each run on a fresh `wrangler dev` with the same visitors: the gateway (the process
 * CPU of `wrangler dev`'s process group, from /proc), a Worker that answers at once (the floor, measured the same
 * way) and a Worker that only makes the gateway's two calls into the runtime (the hops, the same way), in turn
 * {@link CPU_ROUNDS} times, each taken at its median run; then the gateway under V8's sampling profiler (its self
 * time attributed by stack to the Worker and the object, through the bundle's source map).
 */
export async function measureCpu(
  world: LaunchWorld,
  setup: SurgeSetup,
  plan: SurgePlan,
): Promise<CpuFigures> {
  const shape = world.plainRead.shape;
  const perVisitor = {
    requests: shape.requests,
    reads: shape.methods.flat().filter((method) => method !== 'eth_chainId').length,
  };
  const { gateway, floor, hops } = await measureInTurn(world, setup, plan);
  const profiled = await runSurge(world, setup, { ...plan, profile: true });
  if (!profiled.profile) throw new Error('the profiled run brought no profile');
  const runtimeMs = gateway.byRole[WORKER_RUNTIME] ?? 0;
  const profile = toProfileFigures(
    attributeProfile(profiled.profile, ROOT),
    profiled.visits.length,
    runtimeMs,
    perVisitor,
  );
  const above = round(gateway.msPerVisitor - floor.msPerVisitor);
  return {
    plan: {
      visitorsPerSecond: plan.honestPerSecond,
      durationS: plan.durationS,
      upstreamLimit: setup.upstreamLimits[0] ?? 0,
      vars: setup.vars,
    },
    requestsPerVisitor: perVisitor.requests,
    readsPerVisitor: perVisitor.reads,
    gateway,
    floor,
    hops,
    aboveFloorMsPerVisitor: above,
    aboveFloorMsPerRequest: round(above / perVisitor.requests),
    hopsAboveFloorMsPerVisitor: round(hops.msPerVisitor - floor.msPerVisitor),
    aboveHopsMsPerVisitor: round(gateway.msPerVisitor - hops.msPerVisitor),
    workerAboveFloorMsPerRequest: round(
      (above - profile.objectMsPerRead * perVisitor.reads) / perVisitor.requests,
    ),
    profile,
    objectReadsPerSecond: profile.objectMsPerRead > 0 ? Math.round(1000 / profile.objectMsPerRead) : 0,
  };
}
