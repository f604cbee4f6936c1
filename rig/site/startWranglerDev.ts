import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { killWithParent } from '../process/killWithParent.ts';
import { cleanSiteEnv } from './siteEnv.ts';

const ROOT = join(import.meta.dirname, '..', '..');

/** A `wrangler dev` a test started: everything it printed, and a stop that ends its whole process group. */
export interface WranglerDev {
  /** The process id of wrangler, which leads the process group of everything it started (workerd included). */
  pid: number | undefined;
  printed(): string;
  stop(): Promise<void>;
}

/** How to start and recognise a `wrangler dev`. */
export interface WranglerDevOptions {
  cwd: string;
  /** Extra environment, on top of a site environment without PUBLIC_ variables. */
  env?: Record<string, string>;
  /** True once the server answers as expected. */
  isReady(): Promise<boolean>;
  readyTimeoutMs?: number;
  pollMs?: number;
}

/**
 * Runs `wrangler <args>` as a detached process group, with a watchdog that ends the group if this process
 * dies, and resolves once `isReady()` holds; fails with wrangler's output if it exits or never gets ready.
 * `stop()` signals the group (SIGKILL after 5 s), waits for it to exit and dismisses the watchdog.
 */
export async function startWranglerDev(args: string[], options: WranglerDevOptions): Promise<WranglerDev> {
  const child = spawn(join(ROOT, 'node_modules', '.bin', 'wrangler'), args, {
    cwd: options.cwd,
    env: cleanSiteEnv(options.env ?? {}),
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const dismissWatchdog =
    child.pid === undefined ? async () => {} : killWithParent(child.pid, { group: true });
  let printed = '';
  const collect = (chunk: Buffer) => {
    printed += chunk.toString();
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const signalGroup = (signal: NodeJS.Signals) => {
    try {
      if (child.pid !== undefined) process.kill(-child.pid, signal);
    } catch {
      // already gone
    }
  };
  let stopping: Promise<void> | undefined;
  const stop = () => {
    stopping ??= (async () => {
      if (child.exitCode === null) {
        signalGroup('SIGTERM');
        const timer = setTimeout(() => signalGroup('SIGKILL'), 5000);
        await exited;
        clearTimeout(timer);
      }
      await dismissWatchdog();
    })();
    return stopping;
  };

  const deadline = Date.now() + (options.readyTimeoutMs ?? 60_000);
  try {
    while (!(await options.isReady().catch(() => false))) {
      if (child.exitCode !== null) throw new Error(`wrangler dev exited early:\n${printed}`);
      if (Date.now() > deadline) throw new Error(`wrangler dev did not get ready:\n${printed}`);
      await new Promise((resolve) => setTimeout(resolve, options.pollMs ?? 200));
    }
  } catch (error) {
    await stop();
    throw error;
  }
  return { pid: child.pid, printed: () => printed, stop };
}
