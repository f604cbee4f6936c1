import { type ChildProcess, spawn } from 'node:child_process';
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { GatewayPolicy } from '../../src/lib/gateway/gatewayPolicy.ts';
import { findFreePort } from '../support/findFreePort.ts';
import { cleanSiteEnv } from '../support/siteEnv.ts';

const ROOT = join(import.meta.dirname, '..', '..');
const ENTRY = join(ROOT, 'src', 'worker', 'rpcGateway.ts');

/** What a test gateway runs with: its policy, Worker variables (upstreams, timeout) and rate limit. */
export interface GatewayOptions {
  policy: GatewayPolicy;
  /** Passed as `--var NAME:VALUE`, e.g. `RPC_UPSTREAMS_10`. */
  vars?: Record<string, string>;
  rateLimit: { limit: number; period: 10 | 60 };
}

/** The gateway Worker served by `wrangler dev` (workerd) on 127.0.0.1, with a static site beside it. */
export interface RunningGateway {
  url: string;
  /** Where workerd keeps this gateway's local state (the Cache API's entries among it). */
  stateDir: string;
  /** Everything wrangler printed and logged so far. */
  output(): Promise<string>;
  stop(): Promise<void>;
}

/**
 * The Wrangler config of a test gateway: the real Worker entry, `run_worker_first` for /rpc/* as in
 * production, the policy import aliased to this test's own file, and the test's rate limit.
 */
function wranglerToml(options: GatewayOptions): string {
  const { limit, period } = options.rateLimit;
  return `name = "rpc-gateway-test"
main = ${JSON.stringify(ENTRY)}
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

[vars]
RPC_RATE_LIMIT_PERIOD_S = "${period}"
`;
}

/** Waits until the Worker itself answers (GET /rpc/… is its 405), or fails with wrangler's output. */
async function waitForWorker(url: string, child: ChildProcess, log: () => string, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`wrangler dev exited early:\n${log()}`);
    try {
      const response = await fetch(`${url}/rpc/1`);
      await response.body?.cancel();
      if (response.status === 405) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`wrangler dev did not answer at ${url}:\n${log()}`);
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
  const [port, inspectorPort] = [await findFreePort(), await findFreePort()];
  const args = [
    'dev',
    '--config',
    join(dir, 'wrangler.toml'),
    '--ip',
    '127.0.0.1',
    '--port',
    String(port),
    '--inspector-port',
    String(inspectorPort),
    '--persist-to',
    join(dir, 'state'),
    '--show-interactive-dev-session=false',
    ...Object.entries(options.vars ?? {}).flatMap(([name, value]) => ['--var', `${name}:${value}`]),
  ];
  const child = spawn(join(ROOT, 'node_modules', '.bin', 'wrangler'), args, {
    cwd: dir,
    env: cleanSiteEnv({ WRANGLER_LOG_PATH: join(dir, 'logs'), CI: '1' }),
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const watchdog =
    child.pid === undefined
      ? undefined
      : spawn('/bin/bash', ['-c', 'read _; kill -TERM -- -"$0" 2>/dev/null', String(child.pid)], {
          stdio: ['pipe', 'ignore', 'ignore'],
        });
  watchdog?.unref();
  (watchdog?.stdin as { unref?: () => void } | null | undefined)?.unref?.();
  let printed = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    printed += chunk.toString();
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    printed += chunk.toString();
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  let stopping: Promise<void> | undefined;
  const stop = () => {
    stopping ??= (async () => {
      if (child.exitCode === null && child.pid !== undefined) {
        try {
          process.kill(-child.pid, 'SIGTERM');
        } catch {
          // already gone
        }
        const timer = setTimeout(() => {
          try {
            if (child.pid !== undefined) process.kill(-child.pid, 'SIGKILL');
          } catch {
            // already gone
          }
        }, 5000);
        await exited;
        clearTimeout(timer);
      }
      watchdog?.kill('SIGKILL');
      await rm(dir, { recursive: true, force: true });
    })();
    return stopping;
  };
  const output = async () => {
    const logs = await readdir(join(dir, 'logs')).catch(() => []);
    const files = await Promise.all(
      logs.map((name) => readFile(join(dir, 'logs', name), 'utf8').catch(() => '')),
    );
    return [printed, ...files].join('\n');
  };
  const url = `http://127.0.0.1:${port}`;
  try {
    await waitForWorker(url, child, () => printed);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, stateDir: join(dir, 'state'), output, stop };
}
