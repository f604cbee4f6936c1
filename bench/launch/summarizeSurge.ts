import { busiestWindow } from '../../rig/measure/busiestWindow.ts';
import type { RateLimitedRequest } from '../../rig/rpcProxy/startRateLimitedUpstream.ts';
import { percentile, round } from '../gatewayLoad.ts';
import type { Visit } from './playVisitors.ts';

/** The Worker's own limit on a visitor's wait: no request should take longer (its timer, 12 s). */
export const WORKER_ANSWER_LIMIT_MS = 12_000;

/** What one crowd of a surge (honest visitors, or one kind of hostile read) got. */
export interface CrowdFigures {
  visitors: number;
  /** Visitors whose every request was answered with results, in percent. */
  answeredPercent: number;
  /** The same a second of the surge. */
  answeredPerSecond: number;
  /** Each visitor's time from its first request to its last answer; a timeout counts as the client's timeout. */
  latencyP50Ms: number;
  latencyP99Ms: number;
  latencyMaxMs: number;
  /**
   * Visitors by what they got: `result`, or the request that was not all results (`read`, `Safe probes`: see
   * `stepNames`) and its answer: `error <code>`, `HTTP <status> error <code>`, `HTTP <status>`, `timeout`,
   * `network error`.
   */
  answersByKind: Record<string, number>;
  /** The first answer of each kind but `result`: the start of its body, or the client's error. */
  answerSamples: Record<string, string>;
  /** Visitors refused with HTTP 429 or 503 and a Retry-After header, in percent. */
  refusedWithRetryAfterPercent: number;
  /** The 99th percentile of how long those refusals took (the refused request alone). */
  refusalP99Ms: number;
  /** Requests that took longer than the Worker's 12 s, answered or not. */
  requestsPast12s: number;
  /** The longest any one request took. */
  requestMaxMs: number;
  /** Requests with no answer at all: client timeouts and network errors. */
  unanswered: number;
  /** The most a visitor started after its scheduled time: the load generator's own lag. */
  maxArrivalLagMs: number;
}

/** A visitor's kind: `result`, or its first request that was not all results (by `names`) and what that got. */
function visitKind(visit: Visit, names: readonly string[]): string {
  const index = visit.steps.findIndex((step) => step.kind !== 'result');
  if (index === -1) return 'result';
  return `${names[index] ?? `request ${index + 1}`}: ${visit.steps[index]?.kind}`;
}

/** Sums up the visits of one crowd over a surge of `durationS` seconds; `names`: its read's requests' names. */
export function summarizeCrowd(
  visits: readonly Visit[],
  durationS: number,
  names: readonly string[],
): CrowdFigures {
  const answersByKind: Record<string, number> = {};
  const answerSamples: Record<string, string> = {};
  for (const visit of visits) {
    const kind = visitKind(visit, names);
    answersByKind[kind] = (answersByKind[kind] ?? 0) + 1;
    const sample = visit.steps.find((step) => step.sample !== undefined)?.sample;
    if (sample !== undefined) answerSamples[kind] ??= sample;
  }
  const answered = answersByKind.result ?? 0;
  const steps = visits.flatMap((visit) => visit.steps);
  const refusals = visits.flatMap((visit) => {
    const last = visit.steps.at(-1);
    const refused = last && (last.status === 429 || last.status === 503) && last.retryAfter !== null;
    return refused ? [last.ms] : [];
  });
  const count = Math.max(1, visits.length);
  return {
    visitors: visits.length,
    answeredPercent: round((answered / count) * 100),
    answeredPerSecond: round(answered / durationS),
    latencyP50Ms: round(
      percentile(
        visits.map((visit) => visit.ms),
        50,
      ),
    ),
    latencyP99Ms: round(
      percentile(
        visits.map((visit) => visit.ms),
        99,
      ),
    ),
    latencyMaxMs: round(Math.max(0, ...visits.map((visit) => visit.ms))),
    answersByKind,
    answerSamples,
    refusedWithRetryAfterPercent: round((refusals.length / count) * 100),
    refusalP99Ms: round(percentile(refusals, 99)),
    requestsPast12s: steps.filter((step) => step.ms > WORKER_ANSWER_LIMIT_MS).length,
    requestMaxMs: round(Math.max(0, ...steps.map((step) => step.ms))),
    unanswered: steps.filter((step) => step.kind === 'timeout' || step.kind === 'network error').length,
    maxArrivalLagMs: round(Math.max(0, ...visits.map((visit) => visit.lagMs))),
  };
}

/** What one upstream saw of a surge. */
export interface UpstreamFigures {
  /** JSON-RPC calls the gateway sent it (a batch of k counts k, as providers bill), admitted or refused. */
  callsSent: number;
  /** Calls sent a second, mean from the first planned visitor to the last answer. */
  callsPerSecondMean: number;
  /** The most calls sent in any trailing second (not only whole seconds), until the last answer. */
  busiestSecond: number;
  /** HTTP requests it refused with 429. */
  http429s: number;
  /** When the calls of the busiest trailing second came (ms from the first planned visitor), and how many each. */
  busiestSecondCalls: string;
}

/** The first trailing second holding `busiest` calls: each request's time, calls (×k), and 429 (!). */
function describeBusiestSecond(log: readonly RateLimitedRequest[], busiest: number): string {
  const sorted = [...log].sort((a, b) => a.atMs - b.atMs);
  for (const [index, last] of sorted.entries()) {
    const window = sorted.slice(0, index + 1).filter((request) => request.atMs > last.atMs - 1000);
    if (window.reduce((sum, request) => sum + request.calls, 0) < busiest) continue;
    return window
      .map(
        (request) =>
          `${Math.round(request.atMs)}${request.calls > 1 ? `×${request.calls}` : ''}${request.limited ? '!' : ''}`,
      )
      .join(' ');
  }
  return '';
}

/** Sums up one upstream's log of a surge that lasted `wallMs`, from the first planned visitor to the last answer. */
export function summarizeUpstream(log: readonly RateLimitedRequest[], wallMs: number): UpstreamFigures {
  const sent = (requests: readonly RateLimitedRequest[]) =>
    requests.reduce((sum, request) => sum + request.calls, 0);
  const busiestSecond = busiestWindow(log.map((request) => ({ atMs: request.atMs, count: request.calls })));
  return {
    callsSent: sent(log),
    callsPerSecondMean: round(sent(log) / (Math.max(wallMs, 1) / 1000)),
    busiestSecond,
    http429s: log.filter((request) => request.limited).length,
    busiestSecondCalls: describeBusiestSecond(log, busiestSecond),
  };
}

/** Upstream calls per 1,000 answered reads (a read: one visitor's requests of its first visit). */
export function callsPer1000Answered(callsSent: number, answered: number): number {
  return answered === 0 ? 0 : round((callsSent / answered) * 1000);
}

/** A `wrangler dev` process by what it does: the Worker's runtime (workerd with the inspector), wrangler's proxy, the rest. */
export function processRole(command: string): string {
  if (command.includes('workerd') && command.includes('--inspector-addr')) return 'workerd: the Worker';
  if (command.includes('workerd')) return "workerd: wrangler's proxy";
  if (command.includes('esbuild')) return 'esbuild';
  return 'wrangler (Node)';
}

/** CPU milliseconds per visitor of each role of `wrangler dev`'s processes, and in all. */
export function cpuPerVisitor(
  cpu: { ms: number; processes: { command: string; ms: number }[] },
  visitors: number,
) {
  const byRole: Record<string, number> = {};
  for (const process of cpu.processes) {
    const role = processRole(process.command);
    byRole[role] = round((byRole[role] ?? 0) + process.ms / visitors);
  }
  return { msPerVisitor: round(cpu.ms / visitors), byRole };
}
