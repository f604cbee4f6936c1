import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { GatewayPolicy } from '../../src/lib/gateway/policy/gatewayPolicyTypes.ts';
import { startWranglerDev, type WranglerDev, wranglerDevArgs } from '../site/startWranglerDev.ts';

const ROOT = join(import.meta.dirname, '..', '..');
const ENTRY = join(ROOT, 'src', 'worker', 'rpcGateway.ts');

/** What a test gateway runs with: its policy, Worker variables (upstreams, timeout) and rate limit. */
export interface GatewayOptions {
  policy: GatewayPolicy;
  /** Passed as `--var NAME:VALUE`, e.g. `RPC_UPSTREAMS_10`. */
  vars?: Record<string, string>;
  rateLimit: { limit: number; period: 10 | 60 };
  /** The Worker's entry module: the gateway's own unless a test brings a stand-in (a stub object, say). */
  entry?: string;
  /**
   * Wrangler's log level; `warn` keeps wrangler from printing a line per request, which costs it about a
   * millisecond of CPU each (the bench's throughput figures), and also keeps the Worker's `console.log` out.
   */
  logLevel?: 'warn';
}

/** The gateway Worker served by `wrangler dev` (workerd) on 127.0.0.1, with a static site beside it. */
export interface RunningGateway {
  url: string;
  /** The process id of wrangler, which leads the process group of everything it started (workerd included). */
  pid: number | undefined;
  /** The port of the Worker's inspector (Chrome DevTools protocol), for profiling. */
  inspectorPort: number;
  /** Where workerd keeps this gateway's local state (the Cache API's entries among it). */
  stateDir: string;
  /** Everything wrangler printed and logged so far. */
  output(): Promise<string>;
  /** What wrangler printed so far, without its log files (which repeat each runtime log line). */
  printed(): string;
  stop(): Promise<void>;
}

/**
 * The Wrangler config of a test gateway: the real Worker entry, `run_worker_first` for /rpc/* as in
 * production, the policy import aliased to this test's own file, and the test's rate limit.
 */
function wranglerToml(options: GatewayOptions): string {
  const { limit, period } = options.rateLimit;
  return `name = "rpc-gateway-test"
main = ${JSON.stringify(options.entry ?? ENTRY)}
compatibility_date = "2026-11-01"

[alias]
"gateway-policy" = "./policy.json"

[assets]
directory = "./site"
binding = "ASSETS"
run_worker_first = ["/rpc/*"]
not_found_handling = "404-page"

[[ratelimits]]
name = "RPC_RATE_LIMITER"
namespace_id = "1001"
simple = { limit = ${limit}, period = ${period} }

[[durable_objects.bindings]]
name = "CHAIN_READS"
class_name = "ChainReads"

[[migrations]]
tag = "v1"
new_sqlite_classes = ["ChainReads"]

[vars]
RPC_RATE_LIMIT_PERIOD_S = "${period}"
`;
}

/** True once the Worker itself answers (GET /rpc/… is its 405). */
async function workerAnswers(url: string): Promise<boolean> {
  const response = await fetch(`${url}/rpc/1`);
  await response.body?.cancel();
  return response.status === 405;
}

/**
 * Starts the gateway with `wrangler dev` in a temporary directory of its own (config, policy, site, state and
 * logs), as a detached process group with a watchdog that ends the group if this process dies; `stop()`
 * signals the group, waits for it to exit and removes the directory.
 */
export async function startGateway(options: GatewayOptions): Promise<RunningGateway> {
  const dir = await mkdtemp(join(tmpdir(), 'rpc-gateway-'));
  await mkdir(join(dir, 'site'));
  await writeFile(join(dir, 'site', 'index.html'), '<!doctype html><title>site</title><p>static site</p>\n');
  await writeFile(join(dir, 'policy.json'), JSON.stringify(options.policy));
  await writeFile(join(dir, 'wrangler.toml'), wranglerToml(options));
  let server: WranglerDev;
  try {
    server = await startWranglerDev(
      (ports) => [
        ...wranglerDevArgs(join(dir, 'wrangler.toml'), ports),
        '--persist-to',
        join(dir, 'state'),
        ...(options.logLevel ? ['--log-level', options.logLevel] : []),
        ...Object.entries(options.vars ?? {}).flatMap(([name, value]) => ['--var', `${name}:${value}`]),
      ],
      {
        cwd: dir,
        env: { WRANGLER_LOG_PATH: join(dir, 'logs'), CI: '1' },
        isReady: workerAnswers,
        pollMs: 100,
      },
    );
  } catch (error) {
    await rm(dir, { recursive: true, force: true });
    throw error;
  }
  const { url } = server;
  const { inspectorPort } = server.ports;
  let stopping: Promise<void> | undefined;
  const stop = () => {
    stopping ??= server.stop().then(() => rm(dir, { recursive: true, force: true }));
    return stopping;
  };
  const output = async () => {
    const logs = await readdir(join(dir, 'logs')).catch(() => []);
    const files = await Promise.all(
      logs.map((name) => readFile(join(dir, 'logs', name), 'utf8').catch(() => '')),
    );
    return [server.printed(), ...files].join('\n');
  };
  return {
    url,
    pid: server.pid,
    inspectorPort,
    stateDir: join(dir, 'state'),
    output,
    printed: () => server.printed(),
    stop,
  };
}
