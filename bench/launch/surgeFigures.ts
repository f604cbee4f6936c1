import { round } from '../gatewayLoad.ts';
import { type AnswerCheck, checkAnswers } from './checkAnswers.ts';
import { stepNames } from './readTemplate.ts';
import type { SurgePlan, SurgeRun, SurgeSetup } from './runSurge.ts';
import type { LaunchWorld } from './startLaunchWorld.ts';
import {
  type CrowdFigures,
  callsPer1000Answered,
  cpuPerVisitor,
  summarizeCrowd,
  summarizeUpstream,
  type UpstreamFigures,
} from './summarizeSurge.ts';

/** Everything one surge measured, as the results file keeps it. */
export interface SurgeFigures {
  /** New honest visitors a second, hostile reads a second, seconds, each upstream's limit, the Worker variables. */
  shape: {
    honestPerSecond: number;
    hostilePerSecond: number;
    durationS: number;
    upstreamLimits: (number | 'none')[];
    vars: Record<string, string>;
  };
  honest: CrowdFigures;
  /**
   * With {@link SurgePlan.settledFromS}: the honest visitors due from that second on, and the upstream 429s from
   * then (all upstreams').
   */
  settled?: { fromS: number; honest: CrowdFigures; http429s: number };
  /** Per kind of hostile read (`hostile burner`, `hostile bomb`), when there were any. */
  hostile: Record<string, CrowdFigures>;
  /** Each upstream's figures, in `RPC_UPSTREAMS_1`'s order. */
  upstreams: UpstreamFigures[];
  /**
   * Calls sent to every upstream together: mean a second, and the most in any trailing second (the upstreams'
   * clocks start together, at the first planned visitor).
   */
  allUpstreams: { callsPerSecondMean: number; busiestSecond: number; http429s: number };
  /** Upstream calls (every upstream's) per 1,000 honest reads answered. */
  upstreamCallsPer1000Answered: number;
  /** Kept answers compared with the chain's own. */
  answers: AnswerCheck;
  /** CPU of `wrangler dev`'s processes per visitor (honest and hostile), in all and by process. */
  cpu: { msPerVisitor: number; byRole: Record<string, number> };
  /** What the load generator itself used per visitor (Node's `http` client), on the same cores. */
  loadGeneratorCpuMsPerVisitor: number;
  /** From the first visitor to the last answer. */
  wallMs: number;
  /** The machine's load average (1 min) when the visitors started and when the last was answered. */
  loadAverage: [number, number];
  /** The last line the chain's object (each shard's) logged of its figures: reads, calls, merges, splits, refusals. */
  objectLog: string[];
  /** Whether the upstream's key showed in an answer kept, or in what `wrangler dev` printed and logged. */
  upstreamKeyShown: boolean;
}

/** The last of `lines` of each object (by its chain and shard). */
function lastLinePerObject(lines: readonly string[]): string[] {
  const last = new Map<string, string>();
  for (const line of lines) last.set(/chain=\S+( shard=\S+)?/.exec(line)?.[0] ?? '', line);
  return [...last.values()];
}

/** What a surge's upstream limits look like in the results: `none` for an unlimited one. */
const limitsOf = (setup: SurgeSetup) =>
  setup.upstreamLimits.map((limit) => (limit >= 1_000_000 ? 'none' : limit));

/** The honest visitors due from second `fromS` of a `durationS` surge on, and the upstreams' 429s from then. */
function summarizeSettled(world: LaunchWorld, run: SurgeRun, fromS: number, durationS: number) {
  const fromMs = fromS * 1000;
  const visits = run.visits.filter((visit) => visit.group === 'honest' && visit.atMs >= fromMs);
  const refused = run.upstreamLogs.flat().filter((call) => call.limited && call.atMs >= fromMs);
  return {
    fromS,
    honest: summarizeCrowd(visits, durationS - fromS, stepNames(world.plainRead.shape)),
    http429s: refused.length,
  };
}

/** Sums up one surge: each crowd, each upstream, the kept answers against the chain's, the CPU. */
export async function toSurgeFigures(
  world: LaunchWorld,
  setup: SurgeSetup,
  plan: SurgePlan,
  run: SurgeRun,
): Promise<SurgeFigures> {
  const honestVisits = run.visits.filter((visit) => visit.group === 'honest');
  const honest = summarizeCrowd(honestVisits, plan.durationS, stepNames(world.plainRead.shape));
  const hostileGroups = [...new Set(run.visits.map((visit) => visit.group))].filter(
    (group) => group !== 'honest',
  );
  const hostile = Object.fromEntries(
    hostileGroups.map((group) => [
      group,
      summarizeCrowd(
        run.visits.filter((visit) => visit.group === group),
        plan.durationS,
        stepNames(world.contractRead.shape),
      ),
    ]),
  );
  const upstreams = run.upstreamLogs.map((log) => summarizeUpstream(log, run.wallMs));
  const all = summarizeUpstream(run.upstreamLogs.flat(), run.wallMs);
  const answered = honest.answersByKind.result ?? 0;
  const key = world.keyed.key;
  const kept = run.visits.flatMap((visit) => visit.steps.flatMap((step) => (step.text ? [step.text] : [])));
  return {
    shape: {
      honestPerSecond: plan.honestPerSecond,
      hostilePerSecond: plan.hostilePerSecond ?? 0,
      durationS: plan.durationS,
      upstreamLimits: limitsOf(setup),
      vars: setup.vars,
    },
    honest,
    ...(plan.settledFromS === undefined
      ? {}
      : { settled: summarizeSettled(world, run, plan.settledFromS, plan.durationS) }),
    hostile,
    upstreams,
    allUpstreams: {
      callsPerSecondMean: all.callsPerSecondMean,
      busiestSecond: all.busiestSecond,
      http429s: all.http429s,
    },
    upstreamCallsPer1000Answered: callsPer1000Answered(all.callsSent, answered),
    answers: await checkAnswers(run.visits, world.askChain),
    cpu: cpuPerVisitor(run.cpu, run.visits.length),
    loadGeneratorCpuMsPerVisitor: round(run.loadGeneratorCpuMs / Math.max(1, run.visits.length)),
    wallMs: round(run.wallMs),
    loadAverage: [round(run.loadAverage[0]), round(run.loadAverage[1])],
    objectLog: lastLinePerObject(run.objectLog),
    upstreamKeyShown: run.output.includes(key) || kept.some((text) => text.includes(key)),
  };
}
