import { type ChildProcess, spawn } from 'node:child_process';
import { join } from 'node:path';
import { cleanSiteEnv } from './siteEnv.ts';

const ROOT = join(import.meta.dirname, '..', '..');

/** A built site served by `wrangler dev` (Cloudflare's workerd runtime) on 127.0.0.1. */
export interface ServedSite {
  url: string;
  stop(): Promise<void>;
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

/** Serves the built site in `dir` through `wrangler dev` with the project's wrangler.toml rules. */
export async function serveSite(dir: string, port: number, inspectorPort: number): Promise<ServedSite> {
  const args = [
    'dev',
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
  ];
  const child = spawn(join(ROOT, 'node_modules', '.bin', 'wrangler'), args, {
    cwd: ROOT,
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
  return { url, stop };
}
