import { setTimeout as sleep } from 'node:timers/promises';
import { stripVTControlCharacters } from 'node:util';
import { hexlify, randomBytes } from 'ethers';
import { startTestWorld, type WorldChain } from '../rig/chain/testWorld.ts';
import { type RunningGateway, startGateway } from '../rig/gateway/startGateway.ts';
import { startKeyedProxy } from '../rig/rpcProxy/startKeyedProxy.ts';
import {
  type RateLimitedUpstream,
  startRateLimitedUpstream,
} from '../rig/rpcProxy/startRateLimitedUpstream.ts';
import { pageRefresh, percentile, refreshPolicy, round } from './gatewayLoad.ts';

/** The shape of a launch-day surge; every field has the default of the launch. */
export interface SurgeOptions {
  /** New visitors per second, each sending one refresh on schedule whatever the answers (open loop). */
  visitorsPerSecond?: number;
  /** How long visitors keep arriving, in seconds. */
  durationS?: number;
  /** The provider's rate limit: JSON-RPC calls per trailing second (also given to the gateway as its budget). */
  upstreamCallsPerSecond?: number;
  /** How long a visitor waits for an answer before giving up. */
  clientTimeoutMs?: number;
}

/** What one surge did, seen by the visitors, the rate-limited upstream and the gateway's log. */
export interface SurgeRunFigures {
  /** Requests sent (visitors). */
  requests: number;
  /** Requests answered HTTP 200 with a `result`, in percent. */
  answeredPercent: number;
  /** Median latency of all requests, from sending to the whole answer; a timeout counts as the client timeout. */
  latencyP50Ms: number;
  /** The 99th percentile of the same. */
  latencyP99Ms: number;
  /**
   * Answers by kind: `result`; `error <code>` (HTTP 200 with a JSON-RPC error); `HTTP <status> error <code>`;
   * `HTTP <status>` (no JSON-RPC error in the body); `hung` (a 500 from the runtime saying the Worker hung);
   * `timeout`; `network error`.
   */
  answersByKind: Record<string, number>;
  /** The first answer of each kind but `result`, its status and up to 200 characters of its body. */
  answerSamples: Record<string, string>;
  /** Upstream JSON-RPC calls the gateway sent (forwarded and refused) per second, mean over the surge window. */
  upstreamCallsPerSecondMean: number;
  /** The most upstream calls the gateway sent in one whole second, from the surge's start to its last answer. */
  upstreamCallsPerSecondMax: number;
  /** Upstream calls the gateway sent, until the last visitor had an answer. */
  upstreamCallsSent: number;
  /** Of those, the calls the upstream admitted and answered. */
  upstreamCallsForwarded: number;
  /** Upstream HTTP requests refused with 429. */
  upstream429s: number;
  /** Upstream calls sent per 1,000 visitors. */
  upstreamCallsPer1000Visitors: number;
  /** Whether the upstream key appeared in any response, headers or body. */
  upstreamKeyInAnswers: boolean;
  /** Whether it appeared in the gateway's output (`gateway.output()`: what wrangler printed and its log files). */
  upstreamKeyInGatewayOutput: boolean;
  /** Lines wrangler printed saying the Worker's code had hung (its log file, which repeats them, not counted). */
  hungLogLines: number;
  /** Lines wrangler printed about a promise resolved from a different request context. */
  differentRequestContextLogLines: number;
  /** Up to three distinct such lines, verbatim but for terminal colours. */
  logSamples: string[];
  /** The most any visitor was sent after its scheduled time: the load generator's own lag. */
  maxArrivalLagMs: number;
}

/** The surge's figures: its shape, then one run with the gateway's defaults and one with merging off. */
export interface SurgeFigures {
  surgeVisitorsPerSecond: number;
  surgeDurationS: number;
  surgeUpstreamCallsPerSecondLimit: number;
  surgeClientTimeoutMs: number;
  /** The gateway's defaults: reads of distinct accounts merged into shared upstream calls. */
  surgeMerged: SurgeRunFigures;
  /** `RPC_MERGE_WINDOW_MS=0`: one upstream call per visitor read. */
  surgeOneCallPerVisitor: SurgeRunFigures;
}

const DEFAULTS: Required<SurgeOptions> = {
  visitorsPerSecond: 100,
  durationS: 30,
  upstreamCallsPerSecond: 5,
  clientTimeoutMs: 15_000,
};
const HUNG_LINE = "Worker's code had hung";
const DIFFERENT_CONTEXT_LINE = 'different request context';
const LOG_SAMPLES = 3;
const ANSWER_SAMPLE_CHARS = 200;
/** Time for the gateway's log to take its last lines after the last answer. */
const LOG_SETTLE_MS = 1_000;

/** Visitor `index`'s own client IP, 10.a.b.c. */
const visitorIp = (index: number) =>
  `10.${((index + 1) >> 16) & 255}.${((index + 1) >> 8) & 255}.${(index + 1) & 255}`;

/** `text` parsed as JSON, or null when it is not JSON. */
function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/** The kind of one answer, as {@link SurgeRunFigures.answersByKind} names them. */
function answerKind(status: number, text: string): string {
  if (status === 500 && text.includes('hung')) return 'hung';
  const body = parseJson(text) as { result?: unknown; error?: { code?: unknown } } | null;
  if (status === 200 && typeof body?.result === 'string') return 'result';
  const code = body?.error?.code;
  if (typeof code === 'number') return status === 200 ? `error ${code}` : `HTTP ${status} error ${code}`;
  return `HTTP ${status}`;
}

/** One visitor's outcome: its kind, its latency, its status and body, and all of the answer the key could hide in. */
type Visit = { kind: string; ms: number; answer: string; seen: string };

/** Sends one visitor's refresh from its own IP and waits at most `timeoutMs` for the whole answer. */
async function visit(url: string, payload: unknown, ip: string, timeoutMs: number): Promise<Visit> {
  const started = performance.now();
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'cf-connecting-ip': ip },
      body: JSON.stringify(payload),
      signal: AbortSignal.timeout(timeoutMs),
    });
    const text = await response.text();
    const headers = [...response.headers].map(([name, value]) => `${name}: ${value}`).join('\n');
    return {
      kind: answerKind(response.status, text),
      ms: performance.now() - started,
      answer: `HTTP ${response.status} ${text.slice(0, ANSWER_SAMPLE_CHARS)}`,
      seen: `${headers}\n${text}`,
    };
  } catch (error) {
    const timedOut = error instanceof DOMException && error.name === 'TimeoutError';
    return timedOut
      ? { kind: 'timeout', ms: timeoutMs, answer: `no answer within ${timeoutMs} ms`, seen: '' }
      : { kind: 'network error', ms: performance.now() - started, answer: String(error), seen: '' };
  }
}

/** The lines of `output` holding `needle`. */
const linesWith = (output: string, needle: string) =>
  output.split('\n').filter((line) => line.includes(needle));

/** Up to `count` distinct lines (trimmed), taken from each group in turn so every group with lines shows. */
function sampleLines(groups: string[][], count: number): string[] {
  const distinct = groups.map((lines) => [...new Set(lines.map((line) => line.trim()))]);
  const samples: string[] = [];
  for (let rank = 0; samples.length < count && distinct.some((lines) => rank < lines.length); rank++) {
    for (const lines of distinct) {
      const line = lines[rank];
      if (line !== undefined && samples.length < count && !samples.includes(line)) samples.push(line);
    }
  }
  return samples;
}

/**
 * One surge against a gateway: `visitorsPerSecond × durationS` visitors on schedule, each from its own IP with
 * its own random account; the upstream's log starts with the first visitor and is read once the last has an
 * answer, the gateway's output a moment later.
 */
async function runSurge(
  gateway: RunningGateway,
  chain: WorldChain,
  limiter: RateLimitedUpstream,
  key: string,
  options: Required<SurgeOptions>,
): Promise<SurgeRunFigures> {
  const total = Math.round(options.visitorsPerSecond * options.durationS);
  const url = `${gateway.url}/rpc/1`;
  const visits: Promise<Visit>[] = [];
  let maxArrivalLagMs = 0;
  limiter.reset();
  const started = performance.now();
  for (let index = 0; index < total; index++) {
    const due = started + (index * 1000) / options.visitorsPerSecond;
    const wait = due - performance.now();
    if (wait > 0) await sleep(wait);
    maxArrivalLagMs = Math.max(maxArrivalLagMs, performance.now() - due);
    const payload = pageRefresh(chain, hexlify(randomBytes(20)), index);
    visits.push(visit(url, payload, visitorIp(index), options.clientTimeoutMs));
  }
  const done = await Promise.all(visits);
  const stats = limiter.stats();
  await sleep(LOG_SETTLE_MS);
  const output = await gateway.output();
  const printed = stripVTControlCharacters(gateway.printed());

  const answersByKind: Record<string, number> = {};
  const answerSamples: Record<string, string> = {};
  for (const { kind, answer } of done) {
    answersByKind[kind] = (answersByKind[kind] ?? 0) + 1;
    if (kind !== 'result') answerSamples[kind] ??= answer;
  }
  const sentPerSecond = stats.forwardedPerSecond.map(
    (calls, second) => calls + (stats.limitedPerSecond[second] ?? 0),
  );
  const sentInWindow = sentPerSecond.slice(0, options.durationS).reduce((sum, calls) => sum + calls, 0);
  const sent = stats.forwardedCalls + stats.limitedCalls;
  const latencies = done.map((v) => v.ms);
  const hung = linesWith(printed, HUNG_LINE);
  const differentContext = linesWith(printed, DIFFERENT_CONTEXT_LINE);
  return {
    requests: total,
    answeredPercent: round(((answersByKind.result ?? 0) / total) * 100),
    latencyP50Ms: round(percentile(latencies, 50)),
    latencyP99Ms: round(percentile(latencies, 99)),
    answersByKind,
    answerSamples,
    upstreamCallsPerSecondMean: round(sentInWindow / options.durationS),
    upstreamCallsPerSecondMax: Math.max(0, ...sentPerSecond),
    upstreamCallsSent: sent,
    upstreamCallsForwarded: stats.forwardedCalls,
    upstream429s: stats.limitedRequests,
    upstreamCallsPer1000Visitors: round((sent / total) * 1000),
    upstreamKeyInAnswers: done.some((v) => v.seen.includes(key)),
    upstreamKeyInGatewayOutput: output.includes(key),
    hungLogLines: hung.length,
    differentRequestContextLogLines: differentContext.length,
    logSamples: sampleLines([hung, differentContext], LOG_SAMPLES),
    maxArrivalLagMs: round(maxArrivalLagMs),
  };
}

/**
 * Measures a launch-day surge through the gateway in workerd (wrangler dev): by default 100 new visitors a
 * second for 30 s, open loop, each from its own IP (CF-Connecting-IP) refreshing its own random account with
 * one aggregate3 eth_call to /rpc/1, with a 15 s client timeout. The upstream is anvil behind a keyed proxy
 * (the key in the gateway's upstream URL) behind a provider's rate limit of 5 calls/s, which counts what the
 * gateway sends. Runs the surge twice, each on a fresh gateway given the upstream budget: with the gateway's
 * defaults (merged reads) and with `RPC_MERGE_WINDOW_MS=0` (one upstream call per visitor). Starts and stops
 * everything it uses.
 */
export async function measureSurge(options: SurgeOptions = {}): Promise<SurgeFigures> {
  const settings: Required<SurgeOptions> = { ...DEFAULTS, ...options };
  const world = await startTestWorld({ chainIds: [1], ensChainId: null });
  const chain = world.chain(1);
  const keyed = await startKeyedProxy(chain.rpcUrl);
  const limiter = await startRateLimitedUpstream({
    target: `http://${keyed.host}`,
    callsPerSecond: settings.upstreamCallsPerSecond,
  });
  const policy = refreshPolicy(chain);
  const baseVars = {
    RPC_UPSTREAMS_1: `${limiter.url}${keyed.key}`,
    RPC_UPSTREAM_RPS_1: String(settings.upstreamCallsPerSecond),
  };
  /** One surge on a fresh gateway with `vars` on top of the upstream and its budget. */
  const surgeWith = async (vars: Record<string, string>) => {
    const gateway = await startGateway({
      policy,
      vars: { ...baseVars, ...vars },
      rateLimit: { limit: 1_000_000_000, period: 10 },
    });
    try {
      return await runSurge(gateway, chain, limiter, keyed.key, settings);
    } finally {
      await gateway.stop();
    }
  };
  try {
    const merged = await surgeWith({});
    const oneCallPerVisitor = await surgeWith({ RPC_MERGE_WINDOW_MS: '0' });
    return {
      surgeVisitorsPerSecond: settings.visitorsPerSecond,
      surgeDurationS: settings.durationS,
      surgeUpstreamCallsPerSecondLimit: settings.upstreamCallsPerSecond,
      surgeClientTimeoutMs: settings.clientTimeoutMs,
      surgeMerged: merged,
      surgeOneCallPerVisitor: oneCallPerVisitor,
    };
  } finally {
    await limiter.stop();
    await keyed.stop();
    await world.stop();
  }
}

/** `result 2950, HTTP 429 error -32016 50`: the kinds, most frequent first. */
const formatKinds = (kinds: Record<string, number>) =>
  Object.entries(kinds)
    .sort(([, a], [, b]) => b - a)
    .map(([kind, count]) => `${kind} ${count}`)
    .join(', ');

/**
 * The bench table's rows of the surge: the value column is the gateway's defaults (merged reads), the
 * reference column the same surge with merging off (`RPC_MERGE_WINDOW_MS=0`).
 */
export function surgeRows(figures: SurgeFigures): [string, string, string, string][] {
  const { surgeMerged: merged, surgeOneCallPerVisitor: single } = figures;
  const shape = `${figures.surgeVisitorsPerSecond} new visitors/s for ${figures.surgeDurationS} s, upstream limited to ${figures.surgeUpstreamCallsPerSecondLimit} calls/s; reference: RPC_MERGE_WINDOW_MS=0`;
  const both = (pick: (run: SurgeRunFigures) => string): [string, string] => [pick(merged), pick(single)];
  const yesNo = (value: boolean) => (value ? 'yes' : 'no');
  return [
    [
      `Launch surge, requests answered with a result (${shape})`,
      ...both((r) => `${r.answeredPercent}%`),
      '≥ 99.9%',
    ],
    [
      `Launch surge, latency p50 / p99 (a ${figures.surgeClientTimeoutMs / 1000} s client timeout counts as its timeout)`,
      ...both((r) => `${r.latencyP50Ms} / ${r.latencyP99Ms} ms`),
      'p99 ≤ 1,500 ms',
    ],
    ['Launch surge, answers by kind', ...both((r) => formatKinds(r.answersByKind)), ''],
    [
      'Launch surge, upstream calls the gateway sent per second (mean over the surge / most in one second)',
      ...both((r) => `${r.upstreamCallsPerSecondMean} / ${r.upstreamCallsPerSecondMax}`),
      `≤ ${figures.surgeUpstreamCallsPerSecondLimit}`,
    ],
    ['Launch surge, upstream 429s', ...both((r) => String(r.upstream429s)), '0'],
    [
      'Launch surge, upstream calls per 1,000 visitors',
      ...both((r) => String(r.upstreamCallsPer1000Visitors)),
      '',
    ],
    [
      'Launch surge, upstream key in an answer / in the gateway output',
      ...both((r) => `${yesNo(r.upstreamKeyInAnswers)} / ${yesNo(r.upstreamKeyInGatewayOutput)}`),
      'no / no',
    ],
    [
      'Launch surge, "hung" / "different request context" lines in the gateway output',
      ...both((r) => `${r.hungLogLines} / ${r.differentRequestContextLogLines}`),
      '0 / 0',
    ],
  ];
}

if (import.meta.main) {
  const figures = await measureSurge();
  const { surgeMerged, surgeOneCallPerVisitor, ...shape } = figures;
  for (const [name, value] of Object.entries(shape)) console.log(`${name.padEnd(36)} ${value}`);
  for (const [run, runFigures] of Object.entries({ surgeMerged, surgeOneCallPerVisitor })) {
    console.log(`\n${run}`);
    for (const [name, value] of Object.entries(runFigures)) {
      if (name === 'logSamples' || name === 'answerSamples') continue;
      console.log(`  ${name.padEnd(34)} ${typeof value === 'object' ? JSON.stringify(value) : value}`);
    }
    for (const [kind, answer] of Object.entries(runFigures.answerSamples))
      console.log(`  ${kind}: ${answer}`);
    for (const line of runFigures.logSamples) console.log(`  log: ${line}`);
  }
}
