import { type ChildProcess, spawn } from 'node:child_process';
import { join } from 'node:path';
import { cleanSiteEnv } from './siteEnv.ts';

const ROOT = join(import.meta.dirname, '..', '..');

/** A built site served by `wrangler dev` (Cloudflare's workerd runtime) on 127.0.0.1. */
export interface ServedSite {
  url: string;
  /** Everything wrangler printed so far. */
  output(): string;
  stop(): Promise<void>;
}

/** How to serve a build: which project copy's wrangler.toml (and Worker, and gateway policy) and its variables. */
export interface ServeOptions {
  /** The project (or copy of it) whose `wrangler.toml` runs: its Worker and `.gateway/policy.json`. */
  root?: string;
  /** Worker variables, passed as `--var NAME:VALUE` (e.g. `RPC_UPSTREAMS_1`). */
  vars?: Record<string, string>;
}

/** Waits until `url` answers, or fails after `timeoutMs`. */
async function waitForHttp(url: string, child: ChildProcess, log: () => string, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`wrangler dev exited early:\n${log()}`);
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`wrangler dev did not answer at ${url}:\n${log()}`);
}

/**
 * Serves the built site in `dir` through `wrangler dev` as production would: the project's `wrangler.toml`
 * (static assets, and the `/rpc/*` gateway Worker with the policy its build wrote), with `vars` as Worker
 * variables. Stopping signals the whole process group and waits for it to exit.
 */
export async function serveSite(
  dir: string,
  port: number,
  inspectorPort: number,
  { root = ROOT, vars = {} }: ServeOptions = {},
): Promise<ServedSite> {
  const args = [
    'dev',
    '--config',
    join(root, 'wrangler.toml'),
    '--ip',
    '127.0.0.1',
    '--port',
    String(port),
    '--inspector-port',
    String(inspectorPort),
    '--assets',
    dir,
    '--show-interactive-dev-session=false',
    '--log-level',
    'warn',
    ...Object.entries(vars).flatMap(([name, value]) => ['--var', `${name}:${value}`]),
  ];
  const child = spawn(join(ROOT, 'node_modules', '.bin', 'wrangler'), args, {
    cwd: root,
    env: cleanSiteEnv({}),
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode === null && child.pid !== undefined) {
      try {
        process.kill(-child.pid, 'SIGTERM');
      } catch {
        // already gone
      }
      const timer = setTimeout(() => child.pid !== undefined && process.kill(-child.pid, 'SIGKILL'), 5000);
      await exited;
      clearTimeout(timer);
    }
  };
  const url = `http://127.0.0.1:${port}`;
  try {
    await waitForHttp(`${url}/`, child, () => output);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, output: () => output, stop };
}
