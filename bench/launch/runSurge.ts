import { loadavg } from 'node:os';
import { setTimeout as sleep } from 'node:timers/promises';
import { type IsolateProfile, openIsolateInspector } from '../../rig/gateway/inspectIsolate.ts';
import { type RunningGateway, startGateway } from '../../rig/gateway/startGateway.ts';
import { groupCpuSince, type ProcessCpu, readGroupCpu } from '../../rig/process/readGroupCpu.ts';
import type { RateLimitedRequest } from '../../rig/rpcProxy/startRateLimitedUpstream.ts';
import {
  type RateLimitedUpstreamProcess,
  startRateLimitedUpstreamProcess,
} from '../../rig/rpcProxy/startRateLimitedUpstreamProcess.ts';
import { type PlannedVisitor, playVisitors, type Visit } from './playVisitors.ts';
import { fillReadTemplate } from './readTemplate.ts';
import { LAUNCH_CHAIN_ID, type LaunchWorld, randomAddress } from './startLaunchWorld.ts';

/** A provider's rate limit high enough never to refuse: the upstream is unlimited, its calls still counted. */
export const UNLIMITED = 1_000_000_000;

/** The gateway a surge runs against: its Worker variables, its upstreams' rate limits, and its entry. */
export interface SurgeSetup {
  vars: Record<string, string>;
  /** Calls per trailing second each upstream allows, in `RPC_UPSTREAMS_1`'s order ({@link UNLIMITED}: no limit). */
  upstreamLimits: number[];
  /** A stand-in Worker instead of the gateway (the floor of the CPU figures). */
  entry?: string;
}

/** Who arrives: new honest visitors a second, hostile reads a second, for how long. */
export interface SurgePlan {
  honestPerSecond: number;
  durationS: number;
  /** Watch-mode reads of hostile contracts a second, from {@link HOSTILE_IPS} IPs, alternately each kind of code. */
  hostilePerSecond?: number;
  /** Each hostile read's own address, with its code placed (one per hostile read, in order). */
  hostileAddresses?: readonly string[];
  clientTimeoutMs: number;
  /** Keep the answers of every n-th honest visitor, to compare them with the chain's (0: none). */
  keepEvery?: number;
  /** Take a V8 profile of the gateway's isolate while the visitors play. */
  profile?: boolean;
  /** Also sum up the honest visitors due from this second on, once the gateway has settled (no budget set). */
  settledFromS?: number;
}

/** What one surge saw: the visits, each upstream's log, the gateway's CPU or profile, and its output. */
export interface SurgeRun {
  visits: Visit[];
  upstreamLogs: RateLimitedRequest[][];
  /** From the first visitor to the last answer. */
  wallMs: number;
  loadGeneratorCpuMs: number;
  /** What `wrangler dev`'s processes used while the visitors played. */
  cpu: { ms: number; processes: ProcessCpu[] };
  profile?: IsolateProfile;
  /** The machine's load average over the last minute when the visitors started and when the last was answered. */
  loadAverage: [number, number];
  /** The lines the chains' objects logged (`rpc-gateway chain=…`, every 10 s while busy), heard over the inspector. */
  objectLog: string[];
  output: string;
}

/** How many IPs the hostile reads come from. */
export const HOSTILE_IPS = 10;

/** Honest visitor `index`'s own IP: 10.a.b.c. */
const honestIp = (index: number) =>
  `10.${((index + 1) >> 16) & 255}.${((index + 1) >> 8) & 255}.${(index + 1) & 255}`;

/** The visitors of `plan`, in order of arrival: honest ones with a new plain account each, hostile ones as planned. */
export function planVisitors(world: LaunchWorld, plan: SurgePlan, honestIpOf = honestIp): PlannedVisitor[] {
  const honest: PlannedVisitor[] = Array.from(
    { length: Math.round(plan.honestPerSecond * plan.durationS) },
    (_, index) => ({
      atMs: (index * 1000) / plan.honestPerSecond,
      ip: honestIpOf(index),
      group: 'honest',
      bodies: () => fillReadTemplate(world.plainRead.template, randomAddress()),
      keepText: (plan.keepEvery ?? 0) > 0 && index % (plan.keepEvery ?? 1) === 0,
    }),
  );
  const hostileRate = plan.hostilePerSecond ?? 0;
  const hostile: PlannedVisitor[] = (plan.hostileAddresses ?? []).map((address, index) => ({
    atMs: (index * 1000) / hostileRate + 1000 / hostileRate / 2,
    ip: `192.0.2.${(index % HOSTILE_IPS) + 1}`,
    group: index % 2 === 0 ? 'hostile burner' : 'hostile bomb',
    bodies: () => fillReadTemplate(world.contractRead.template, address),
  }));
  return [...honest, ...hostile].sort((a, b) => a.atMs - b.atMs);
}

/** A few visitors before the surge, spread over a second: the isolate compiles its code, the upstreams prove their chain. */
async function warmUp(world: LaunchWorld, url: string): Promise<void> {
  const visitors = planVisitors(
    world,
    { honestPerSecond: 10, durationS: 1, clientTimeoutMs: 15_000 },
    (index) => `198.51.100.${index + 1}`,
  );
  await playVisitors(url, visitors, 15_000);
}

/** Starts each rate-limited upstream in a process of its own, in front of the chain's keyed node. */
async function startUpstreams(world: LaunchWorld, limits: readonly number[]) {
  const started: RateLimitedUpstreamProcess[] = [];
  try {
    for (const callsPerSecond of limits) {
      started.push(
        await startRateLimitedUpstreamProcess({ target: `http://${world.keyed.host}`, callsPerSecond }),
      );
    }
  } catch (error) {
    await Promise.all(started.map((upstream) => upstream.stop()));
    throw error;
  }
  return started;
}

/** Plays the visitors against the running gateway, measuring its processes' CPU, and profiling it if asked. */
async function play(gateway: RunningGateway, visitors: PlannedVisitor[], plan: SurgePlan) {
  const url = `${gateway.url}/rpc/${LAUNCH_CHAIN_ID}`;
  const group = gateway.pid ?? 0;
  const inspector = await openIsolateInspector(gateway.inspectorPort, 'rpc-gateway');
  try {
    const profiler = plan.profile ? await inspector.startProfiler() : null;
    const before = readGroupCpu(group);
    const loadBefore = loadavg()[0] ?? 0;
    const played = await playVisitors(url, visitors, plan.clientTimeoutMs);
    const wallMs = performance.now() - played.startedAt;
    const cpu = groupCpuSince(before, readGroupCpu(group));
    const loadAverage: [number, number] = [loadBefore, loadavg()[0] ?? 0];
    const profile = profiler ? await profiler.stop() : undefined;
    const objectLog = inspector.logged();
    return { ...played, wallMs, cpu, loadAverage, objectLog, ...(profile ? { profile } : {}) };
  } finally {
    inspector.close();
  }
}

/**
 * One surge on a fresh gateway (`wrangler dev` with wrangler's log level at warn, so it prints no line per
 * request) in front of fresh rate-limited upstreams: a warm-up, a pause, then the planned visitors open loop;
 * the upstreams' logs start with the first planned visitor and are read once the last has its answers.
 */
export async function runSurge(world: LaunchWorld, setup: SurgeSetup, plan: SurgePlan): Promise<SurgeRun> {
  const upstreams = await startUpstreams(world, setup.upstreamLimits);
  try {
    const gateway = await startGateway({
      policy: world.policy,
      rateLimit: { limit: 1_000_000_000, period: 10 },
      logLevel: 'warn',
      vars: {
        [`RPC_UPSTREAMS_${LAUNCH_CHAIN_ID}`]: upstreams
          .map((upstream) => `${upstream.url}${world.keyed.key}`)
          .join(','),
        ...setup.vars,
      },
      ...(setup.entry ? { entry: setup.entry } : {}),
    });
    try {
      await warmUp(world, `${gateway.url}/rpc/${LAUNCH_CHAIN_ID}`);
      await sleep(1_500);
      await Promise.all(upstreams.map((upstream) => upstream.reset()));
      const played = await play(gateway, planVisitors(world, plan), plan);
      const upstreamLogs = await Promise.all(upstreams.map((upstream) => upstream.log()));
      return { ...played, upstreamLogs, output: await gateway.output() };
    } finally {
      await gateway.stop();
    }
  } finally {
    await Promise.all(upstreams.map((upstream) => upstream.stop()));
  }
}
