import { type CeilingFigures, findCeiling } from './launch/findCeiling.ts';
import { type CpuFigures, measureCpu } from './launch/measureCpu.ts';
import type { ReadShape } from './launch/readTemplate.ts';
import { runSurge, type SurgePlan, type SurgeSetup, UNLIMITED } from './launch/runSurge.ts';
import {
  type ConfigShape,
  type LaunchWorld,
  randomAddress,
  startLaunchWorld,
} from './launch/startLaunchWorld.ts';
import { type SurgeFigures, toSurgeFigures } from './launch/surgeFigures.ts';

/** The rows `measureLaunch` can measure, each alone or together. */
export const LAUNCH_ROWS = [
  'launch',
  'unlimited',
  'cpu',
  'ceiling',
  'budgetCeiling',
  'noBudget',
  'hostile',
  'twoUpstreams',
  'shards',
] as const;
export type LaunchRow = (typeof LAUNCH_ROWS)[number];

/** The page's read the visitors replay: the config it comes from, and what it is made of per kind of account. */
export interface LaunchRead {
  chainId: number;
  config: ConfigShape;
  /** A new plain account's first visit, and a contract account's (with its Safe probes). */
  plain: ReadShape;
  contract: ReadShape;
  /** How often the account occurs in the plain read (each swapped for the visitor's own). */
  accountOccurrences: number;
}

/** Every figure of the launch part; a row not measured is absent. */
export interface LaunchFigures {
  launchRead: LaunchRead;
  /** 100 new visitors/s for 30 s to an upstream allowing 5 calls/s, `RPC_UPSTREAM_RPS_1=5`; and with merging off. */
  launch?: { merged: SurgeFigures; oneCallPerRead: SurgeFigures };
  /** 200 new visitors/s for 30 s, an unlimited upstream, `RPC_UPSTREAM_RPS_1=100`. */
  unlimited?: SurgeFigures;
  cpu?: CpuFigures;
  ceiling?: CeilingFigures;
  /** The same search at the launch's upstream and budget (5 calls/s): where the budget, not the CPU, is full. */
  budgetCeiling?: CeilingFigures;
  /** The launch surge with no `RPC_UPSTREAM_RPS_1` set (the default 10 calls/s, the upstream allowing 5). */
  noBudget?: SurgeFigures;
  /** The launch surge plus hostile watch-mode reads. */
  hostile?: SurgeFigures;
  /** The launch surge with two upstreams, each behind its own rate limit. */
  twoUpstreams?: SurgeFigures;
  /** The launch surge with `RPC_READ_SHARDS_1=3`. */
  shards?: SurgeFigures;
}

/** The launch: new visitors a second, for how long, the provider's limit and the budget set to it. */
export const LAUNCH = { visitorsPerSecond: 100, durationS: 30, upstreamLimit: 5 } as const;
const LAUNCH_SETUP: SurgeSetup = {
  vars: { RPC_UPSTREAM_RPS_1: String(LAUNCH.upstreamLimit) },
  upstreamLimits: [LAUNCH.upstreamLimit],
};
const LAUNCH_PLAN: SurgePlan = {
  honestPerSecond: LAUNCH.visitorsPerSecond,
  durationS: LAUNCH.durationS,
  clientTimeoutMs: 15_000,
  keepEvery: 50,
};
/** The unlimited upstream's surge, and the ceiling's upstream: no provider limit, a budget of 100 calls a second. */
const UNLIMITED_SETUP: SurgeSetup = { vars: { RPC_UPSTREAM_RPS_1: '100' }, upstreamLimits: [UNLIMITED] };
/** Hostile watch-mode reads a second beside the launch, from 10 IPs: gas burners and 1 MiB return bombs in turn. */
export const HOSTILE = { perSecond: 10, burnerCode: '0x5b600056', bombCode: '0x621000006000f3' } as const;
/** When the no-budget launch is judged from: after its first 10 s, once 429s have taught the budget its rate. */
export const NO_BUDGET_SETTLED_S = 10;
/** The CPU runs: a rate the gateway answers in full, with the launch's upstream and budget. */
export const CPU_PLAN = { visitorsPerSecond: 30, durationS: 20 } as const;
/** How long each step of the ceiling lasts. */
export const CEILING_STEP_S = 10;

/** Places the hostile contracts, one address per read, burners and bombs in turn; returns the addresses. */
async function placeHostileContracts(world: LaunchWorld, count: number): Promise<string[]> {
  const addresses = Array.from({ length: count }, () => randomAddress());
  await world.setCode(
    addresses.filter((_, index) => index % 2 === 0),
    HOSTILE.burnerCode,
  );
  await world.setCode(
    addresses.filter((_, index) => index % 2 === 1),
    HOSTILE.bombCode,
  );
  return addresses;
}

/** One surge on a fresh gateway, summed up. */
async function surge(world: LaunchWorld, setup: SurgeSetup, plan: SurgePlan): Promise<SurgeFigures> {
  return toSurgeFigures(world, setup, plan, await runSurge(world, setup, plan));
}

/** Measures one row. */
async function measureRow(world: LaunchWorld, row: LaunchRow): Promise<Partial<LaunchFigures>> {
  switch (row) {
    case 'launch': {
      const merged = await surge(world, LAUNCH_SETUP, LAUNCH_PLAN);
      const oneCallPerRead = await surge(
        world,
        { ...LAUNCH_SETUP, vars: { ...LAUNCH_SETUP.vars, RPC_MERGE_WINDOW_MS: '0' } },
        LAUNCH_PLAN,
      );
      return { launch: { merged, oneCallPerRead } };
    }
    case 'unlimited':
      return { unlimited: await surge(world, UNLIMITED_SETUP, { ...LAUNCH_PLAN, honestPerSecond: 200 }) };
    case 'cpu':
      return {
        cpu: await measureCpu(world, LAUNCH_SETUP, {
          honestPerSecond: CPU_PLAN.visitorsPerSecond,
          durationS: CPU_PLAN.durationS,
          clientTimeoutMs: 15_000,
        }),
      };
    case 'ceiling':
      return { ceiling: await findCeiling(world, UNLIMITED_SETUP, CEILING_STEP_S) };
    case 'budgetCeiling':
      return { budgetCeiling: await findCeiling(world, LAUNCH_SETUP, CEILING_STEP_S) };
    case 'noBudget': {
      const setup = { vars: {}, upstreamLimits: [LAUNCH.upstreamLimit] };
      return { noBudget: await surge(world, setup, { ...LAUNCH_PLAN, settledFromS: NO_BUDGET_SETTLED_S }) };
    }
    case 'hostile': {
      const hostileAddresses = await placeHostileContracts(world, HOSTILE.perSecond * LAUNCH.durationS);
      const plan = { ...LAUNCH_PLAN, hostilePerSecond: HOSTILE.perSecond, hostileAddresses };
      return { hostile: await surge(world, LAUNCH_SETUP, plan) };
    }
    case 'twoUpstreams': {
      const setup = { ...LAUNCH_SETUP, upstreamLimits: [LAUNCH.upstreamLimit, LAUNCH.upstreamLimit] };
      return { twoUpstreams: await surge(world, setup, LAUNCH_PLAN) };
    }
    case 'shards': {
      const setup = { ...LAUNCH_SETUP, vars: { ...LAUNCH_SETUP.vars, RPC_READ_SHARDS_1: '3' } };
      return { shards: await surge(world, setup, LAUNCH_PLAN) };
    }
  }
}

/**
 * Measures launch day through the gateway with the page's own read: the tests' world on three chains, the
 * page's first-visit read of chain 1 captured from its own read planner, replayed by every visitor with its own
 * account and IP through the gateway in `wrangler dev`, each row on a fresh gateway and fresh rate-limited
 * upstreams. `rows` picks the rows (all by default). Starts and stops everything it uses.
 */
export async function measureLaunch(rows: readonly LaunchRow[] = LAUNCH_ROWS): Promise<LaunchFigures> {
  const world = await startLaunchWorld();
  try {
    let figures: LaunchFigures = {
      launchRead: {
        chainId: world.plainRead.template.chainId,
        config: world.config,
        plain: world.plainRead.shape,
        contract: world.contractRead.shape,
        accountOccurrences: world.plainRead.template.occurrences,
      },
    };
    for (const row of rows) {
      process.stdout.write(`measuring launch row ${row}…\n`);
      figures = { ...figures, ...(await measureRow(world, row)) };
    }
    return figures;
  } finally {
    await world.stop();
  }
}
