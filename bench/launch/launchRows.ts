import type { LaunchFigures } from '../measureLaunch.ts';
import { CEILING_ANSWERED_PERCENT, CEILING_P99_MS, type CeilingFigures } from './findCeiling.ts';
import type { CpuRun } from './measureCpu.ts';
import type { CrowdFigures } from './summarizeSurge.ts';
import type { SurgeFigures } from './surgeFigures.ts';

type Row = [string, string, string, string];

/** `result 2950, read: HTTP 429 error -32005 50`: the kinds, most frequent first. */
export const formatKinds = (kinds: Record<string, number>) =>
  Object.entries(kinds)
    .sort(([, a], [, b]) => b - a)
    .map(([kind, count]) => `${kind} ${count}`)
    .join(', ');

const ms = (value: number) => `${Math.round(value).toLocaleString('en-US')} ms`;
const latency = (crowd: CrowdFigures) => `${ms(crowd.latencyP50Ms)} / ${ms(crowd.latencyP99Ms)}`;
const answered = (crowd: CrowdFigures) => `${crowd.answeredPercent}%`;
const calls = (figures: SurgeFigures) =>
  `${figures.allUpstreams.callsPerSecondMean} / ${figures.allUpstreams.busiestSecond}`;
const checked = (figures: SurgeFigures) => `${figures.answers.equal} of ${figures.answers.checked}`;

/** The rows of the page's read: what every visitor replays. */
function readRows(figures: LaunchFigures): Row[] {
  const { launchRead: read } = figures;
  const c = read.config;
  const requests = read.plain.methods.map(
    (methods, index) =>
      `${methods.join(' + ')} (${read.plain.bytes[index]?.toLocaleString('en-US')} B${
        read.plain.aggregate3Entries.length > 0 && methods.includes('eth_call')
          ? `, aggregate3 of ${read.plain.aggregate3Entries.join(', ')} entries`
          : ''
      })`,
  );
  const probes = read.contract.methods.slice(read.plain.requests);
  const probeBytes = read.contract.bytes.slice(read.plain.requests);
  return [
    [
      `The page's first-visit read of chain ${read.chainId}, every visitor with its own account and IP (config: ${c.chains} chains, ${c.tokens} tokens, ${c.nfts} NFTs, ${c.governance} governance, ${c.calls} owner's calls, ${c.priceFeeds} price feeds, ${c.claimsLists} claims lists, ENS on chain ${c.ensChainId}); reference: a contract account's`,
      `${read.plain.requests} request${read.plain.requests === 1 ? '' : 's'}: ${requests.join(', then ')}`,
      `the same, then ${probes.map((methods, index) => `${methods.join(' + ')} (${probeBytes[index]} B)`).join(', ')}`,
      '',
    ],
  ];
}

/** The rows of one surge's honest crowd and upstream, under `label`, beside an optional reference surge. */
function surgeRows(label: string, figures: SurgeFigures, reference?: SurgeFigures, budget = 5): Row[] {
  const pair = (pick: (run: SurgeFigures) => string): [string, string] => [
    pick(figures),
    reference ? pick(reference) : '',
  ];
  return [
    [`${label}: reads answered`, ...pair((run) => answered(run.honest)), `≥ ${CEILING_ANSWERED_PERCENT}%`],
    [
      `${label}: latency of a read (all its requests), p50 / p99`,
      ...pair((run) => latency(run.honest)),
      `p99 ≤ ${ms(CEILING_P99_MS)}`,
    ],
    [`${label}: reads by answer`, ...pair((run) => formatKinds(run.honest.answersByKind)), ''],
    [
      `${label}: upstream calls a second, mean to the last answer / busiest trailing second`,
      ...pair(calls),
      Number.isFinite(budget) ? `≤ ${budget} in every second` : '',
    ],
    [`${label}: upstream 429s`, ...pair((run) => String(run.allUpstreams.http429s)), '0'],
    [
      `${label}: upstream calls per 1,000 answered reads`,
      ...pair((run) => String(run.upstreamCallsPer1000Answered)),
      '',
    ],
    [`${label}: answers compared with the chain's, equal`, ...pair(checked), 'all'],
  ];
}

/** A CPU figure's runs, in the order they ran. */
const runs = (run: CpuRun) => run.runsMsPerVisitor.join(', ');

/**
 * The CPU rows: process CPU against the floor and against the gateway's calls into the runtime, and the profile's
 * split between the Worker and the object.
 */
function cpuRows(figures: LaunchFigures): Row[] {
  const cpu = figures.cpu;
  if (!cpu) return [];
  const plan = `${cpu.plan.visitorsPerSecond} new visitors/s for ${cpu.plan.durationS} s, upstream allowing ${cpu.plan.upstreamLimit} calls/s`;
  const p = cpu.profile;
  return [
    [
      `CPU of wrangler dev's processes per visitor (${cpu.requestsPerVisitor} request${cpu.requestsPerVisitor === 1 ? '' : 's'}), ${plan}: the gateway / the floor (a Worker answering at once), each the median of ${cpu.gateway.runsMsPerVisitor.length} runs in turn`,
      `${cpu.gateway.msPerVisitor} / ${cpu.floor.msPerVisitor} ms (runs: ${runs(cpu.gateway)} / ${runs(cpu.floor)}; the gateway's median run answered ${cpu.gateway.answeredPercent}%)`,
      '',
      '',
    ],
    [
      'The same, the gateway above the floor: per visitor / per request',
      `${cpu.aboveFloorMsPerVisitor} / ${cpu.aboveFloorMsPerRequest} ms`,
      '',
      '',
    ],
    [
      "A Worker that makes only the gateway's two calls into the runtime for each request (the rate limiter, then one call to an object that answers at once): its CPU per visitor / above the floor",
      `${cpu.hops.msPerVisitor} / ${cpu.hopsAboveFloorMsPerVisitor} ms (runs: ${runs(cpu.hops)})`,
      '',
      '',
    ],
    [
      'The gateway above those two calls, per visitor: its own code in the Worker and the object, and its upstream calls',
      `${cpu.aboveHopsMsPerVisitor} ms`,
      '',
      '',
    ],
    [
      "V8 profile: the Worker's CPU per request / the object's per read merged (its share of the Worker runtime's process CPU)",
      `${p.workerMsPerRequest} / ${p.objectMsPerRead} ms`,
      '',
      '≤ 2 / ≤ 0.5 ms',
    ],
    [
      'V8 profile, non-idle self time: Worker / object / GC / native, outside JS / runtime',
      `${p.sharePercent.worker}% / ${p.sharePercent.object}% / ${p.sharePercent.gc}% / ${p.sharePercent.program}% / ${p.sharePercent.runtime}%`,
      '',
      '',
    ],
    [
      "The Worker's own CPU above the floor, per request: the gateway above the floor less the object's CPU for its reads",
      `${cpu.workerAboveFloorMsPerRequest} ms`,
      '',
      '≤ 2 ms',
    ],
    [
      'Reads a second one object can take, from its CPU per read',
      cpu.objectReadsPerSecond.toLocaleString('en-US'),
      '',
      '≥ 2,000',
    ],
  ];
}

/** How a ceiling's rows name what was full, and the ceiling's own target. */
interface CeilingLabel {
  /** What the ceiling is of, and its upstream and budget. */
  what: string;
  /** How its rows at twice it start: `At twice the ceiling`. */
  twice: string;
  target: string;
}

/** A ceiling's rows: the rate that held, and the same surge at twice it, through the gateway and the floor. */
function ceilingRows(ceiling: CeilingFigures | undefined, label: CeilingLabel): Row[] {
  if (!ceiling) return [];
  const steps = ceiling.steps.map(
    (step) => `${step.visitorsPerSecond}/s ${step.answeredPercent}% p99 ${ms(step.latencyP99Ms)}`,
  );
  const twice = ceiling.twice;
  return [
    [
      `${label.what}; ${ceiling.stepDurationS} s steps until one has p99 > ${ms(CEILING_P99_MS)} or < ${CEILING_ANSWERED_PERCENT}% answered twice)`,
      `${ceiling.ceilingVisitorsPerSecond} (${steps.join('; ')})`,
      '',
      label.target,
    ],
    ...(twice
      ? ([
          [
            `${label.twice} (${twice.visitorsPerSecond}/s): reads answered a second, in % of those at the ceiling`,
            `${twice.answeredVsCeilingPercent}% (${twice.honest.answeredPercent}% of reads)`,
            '',
            '≥ 90%',
          ],
          [
            `${label.twice}: reads refused with 429 or 503 and Retry-After / the refusals’ p99`,
            `${twice.honest.refusedWithRetryAfterPercent}% / ${ms(twice.honest.refusalP99Ms)}`,
            '',
            'the rest / ≤ 100 ms',
          ],
          [
            `${label.twice}: requests past 12 s / unanswered`,
            `${twice.honest.requestsPast12s} / ${twice.honest.unanswered}`,
            '',
            '0 / 0',
          ],
          [
            `${label.twice}, a Worker that answers at once (the floor) in the same wrangler dev: latency p99 / slowest request / requests past 12 s`,
            `${ms(twice.floor.latencyP99Ms)} / ${ms(twice.floor.requestMaxMs)} / ${twice.floor.requestsPast12s}`,
            '',
            '',
          ],
        ] as Row[])
      : []),
  ];
}

/** The hostile surge's rows: what honest visitors got, the upstream, and what each kind of hostile read got. */
function hostileRows(figures: LaunchFigures): Row[] {
  const hostile = figures.hostile;
  if (!hostile) return [];
  const label = `Launch + ${hostile.shape.hostilePerSecond} hostile reads/s from 10 IPs (gas burners, 1 MiB return bombs)`;
  const kinds = Object.entries(hostile.hostile).map(
    ([group, crowd]) => `${group}: ${formatKinds(crowd.answersByKind)}`,
  );
  const slowest = Math.max(0, ...Object.values(hostile.hostile).map((crowd) => crowd.requestMaxMs));
  const unanswered = Object.values(hostile.hostile).reduce((sum, crowd) => sum + crowd.unanswered, 0);
  return [
    [
      `${label}: honest reads answered / p99`,
      `${answered(hostile.honest)} / ${ms(hostile.honest.latencyP99Ms)}`,
      '',
      `≥ 99.9% / ≤ ${ms(CEILING_P99_MS)}`,
    ],
    [
      `${label}: upstream calls a second, mean / busiest trailing second / 429s`,
      `${calls(hostile)} / ${hostile.allUpstreams.http429s}`,
      '',
      '≤ 5 / 0',
    ],
    [`${label}: hostile reads by answer`, kinds.join('; '), '', ''],
    [
      `${label}: the slowest hostile request / hostile requests unanswered`,
      `${ms(slowest)} / ${unanswered}`,
      '',
      '≤ 13,000 ms / 0',
    ],
  ];
}

/** The rows of the launch with no budget set: all its visitors, and those once the budget has settled. */
function noBudgetRows(figures: LaunchFigures): Row[] {
  const run = figures.noBudget;
  const settled = run?.settled;
  if (!run || !settled) return [];
  const label = 'Launch with no RPC_UPSTREAM_RPS_1 (10 calls/s by default), upstream allowing 5 calls/s';
  const after = `after the first ${settled.fromS} s`;
  return [
    [
      `${label}: reads answered, all / ${after}`,
      `${answered(run.honest)} / ${answered(settled.honest)}`,
      '',
      `≥ 99% ${after}`,
    ],
    [`The same, ${after}: latency p50 / p99`, latency(settled.honest), '', ''],
    [`The same, ${after}: reads by answer`, formatKinds(settled.honest.answersByKind), '', ''],
    [
      `The same: upstream 429s, all / ${after}; calls a second, mean / busiest trailing second`,
      `${run.allUpstreams.http429s} / ${settled.http429s}; ${calls(run)}`,
      '',
      '',
    ],
    [`The same: answers compared with the chain's, equal`, checked(run), '', 'all'],
  ];
}

/** The rows of the two-upstream and sharded surges. */
function spreadRows(figures: LaunchFigures): Row[] {
  const rows: Row[] = [];
  const two = figures.twoUpstreams;
  if (two) {
    const each = two.upstreams.map(
      (upstream, index) => `#${index + 1}: ${upstream.busiestSecond} / ${upstream.http429s}`,
    );
    rows.push(
      [
        'Launch with two upstreams, each allowing 5 calls/s: reads answered / p99',
        `${answered(two.honest)} / ${ms(two.honest.latencyP99Ms)}`,
        '',
        '≥ 99.9% / ≤ 1,500 ms',
      ],
      ["The same: each upstream's busiest trailing second / 429s", each.join(', '), '', '≤ 5 / 0 each'],
    );
  }
  const shards = figures.shards;
  if (shards) {
    rows.push(
      [
        'Launch with RPC_READ_SHARDS_1=3: reads answered / p99',
        `${answered(shards.honest)} / ${ms(shards.honest.latencyP99Ms)}`,
        '',
        '≥ 99.9% / ≤ 1,500 ms',
      ],
      [
        'The same: upstream calls a second, mean / busiest trailing second of all shards / 429s',
        `${calls(shards)} / ${shards.allUpstreams.http429s}`,
        '',
        '≤ 5 / 0',
      ],
    );
  }
  return rows;
}

/** The bench table's rows of the launch part: the read, then each row measured. */
export function launchRows(figures: LaunchFigures): Row[] {
  const launch = figures.launch;
  const unlimited = figures.unlimited;
  return [
    ...readRows(figures),
    ...(launch
      ? surgeRows(
          'Launch, 100 new visitors/s for 30 s, upstream allowing 5 calls/s, RPC_UPSTREAM_RPS_1=5 (reference: RPC_MERGE_WINDOW_MS=0)',
          launch.merged,
          launch.oneCallPerRead,
        )
      : []),
    ...(unlimited
      ? surgeRows(
          '200 new visitors/s for 30 s, unlimited upstream, RPC_UPSTREAM_RPS_1=100',
          unlimited,
          undefined,
          Number.POSITIVE_INFINITY,
        )
      : []),
    ...cpuRows(figures),
    ...ceilingRows(figures.ceiling, {
      what: 'Ceiling of one wrangler dev process, new visitors/s (unlimited upstream, RPC_UPSTREAM_RPS_1=100',
      twice: 'At twice the ceiling',
      target: '≥ 200',
    }),
    ...ceilingRows(figures.budgetCeiling, {
      what: "Ceiling at the launch's budget, new visitors/s (upstream allowing 5 calls/s, RPC_UPSTREAM_RPS_1=5",
      twice: "At twice the budget's ceiling",
      target: '',
    }),
    ...noBudgetRows(figures),
    ...hostileRows(figures),
    ...spreadRows(figures),
  ];
}

/** The profile's top functions, for the printed output: share, percent, CPU per visitor, name and place. */
export function profileLines(figures: LaunchFigures): string[] {
  const top = figures.cpu?.profile.top ?? [];
  return top.map(
    (fn) =>
      `${fn.share.padEnd(8)} ${`${fn.percent}%`.padStart(7)} ${`${fn.msPerVisitor} ms`.padStart(9)}  ${fn.name}  ${fn.where}`,
  );
}
