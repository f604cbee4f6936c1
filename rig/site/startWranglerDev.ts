import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { findFreePort } from '../process/findFreePort.ts';
import { groupListensOn } from '../process/groupListensOn.ts';
import { killWithParent } from '../process/killWithParent.ts';
import { cleanSiteEnv } from './siteEnv.ts';

const ROOT = join(import.meta.dirname, '..', '..');

/** How many times a `wrangler dev` is started on new ports when another process took its port first. */
const PORT_ATTEMPTS = 3;

/** The ports a `wrangler dev` serves on: the site's, and its inspector's (Chrome DevTools protocol). */
export interface WranglerPorts {
  port: number;
  inspectorPort: number;
}

/** A `wrangler dev` a test started: its URL and ports, what it printed, and a stop that ends its process group. */
export interface WranglerDev {
  /** The process id of wrangler, which leads the process group of everything it started (workerd included). */
  pid: number | undefined;
  /** `http://127.0.0.1:<port>` ({@link wranglerDevArgs} listens there). */
  url: string;
  ports: WranglerPorts;
  printed(): string;
  stop(): Promise<void>;
}

/** How to start and recognise a `wrangler dev`. */
export interface WranglerDevOptions {
  cwd: string;
  /** Extra environment, on top of a site environment without PUBLIC_ variables. */
  env?: Record<string, string>;
  /** True once the server at `url` answers as expected. */
  isReady(url: string): Promise<boolean>;
  readyTimeoutMs?: number;
  pollMs?: number;
  /** Where free ports come from ({@link findFreePort} by default). */
  findPort?: () => Promise<number>;
}

/** Where a `wrangler dev` started with {@link wranglerDevArgs} on `port` answers. */
const urlOf = (port: number) => `http://127.0.0.1:${port}`;

/** The arguments every test's `wrangler dev` starts with: its config, on 127.0.0.1 at `ports`, not interactive. */
export function wranglerDevArgs(config: string, { port, inspectorPort }: WranglerPorts): string[] {
  return [
    'dev',
    '--config',
    config,
    '--ip',
    '127.0.0.1',
    '--port',
    String(port),
    '--inspector-port',
    String(inspectorPort),
    '--show-interactive-dev-session=false',
  ];
}

/** Another process listens on the port a `wrangler dev` was given: it took the port between its choice and use. */
export class PortTakenError extends Error {
  readonly code = 'PORT_TAKEN';
  constructor(port: number, printed: string) {
    super(`port ${port} was taken by another process before wrangler dev could listen on it:\n${printed}`);
  }
}

/** One start of `wrangler <args>` on `ports`; see {@link startWranglerDev}. */
async function startOnce(
  args: string[],
  ports: WranglerPorts,
  options: WranglerDevOptions,
): Promise<WranglerDev> {
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
    while (!(await options.isReady(urlOf(ports.port)).catch(() => false))) {
      if (child.exitCode !== null) {
        if (printed.includes('Address already in use')) throw new PortTakenError(ports.port, printed);
        throw new Error(`wrangler dev exited early:\n${printed}`);
      }
      if (Date.now() > deadline) throw new Error(`wrangler dev did not get ready:\n${printed}`);
      await new Promise((resolve) => setTimeout(resolve, options.pollMs ?? 200));
    }
    // What answered may be another process that took the port first (wrangler then exits, too late to tell).
    if (child.pid !== undefined && !groupListensOn(child.pid, ports.port)) {
      throw new PortTakenError(ports.port, printed);
    }
  } catch (error) {
    await stop();
    throw error;
  }
  return { pid: child.pid, url: urlOf(ports.port), ports, printed: () => printed, stop };
}

/**
 * Runs `wrangler <argsFor(ports)>` on two free ports as a detached process group, with a watchdog that ends the
 * group if this process dies, and resolves once `isReady(ports)` holds and the group itself listens on the port;
 * fails with wrangler's output if it exits or never gets ready. A port is free when chosen, not when wrangler
 * binds it: when another process took it meanwhile (another `wrangler dev` starting beside it, say), it starts
 * again on new ports. `stop()` signals the group (SIGKILL after 5 s), waits for it to exit and dismisses the
 * watchdog.
 */
export async function startWranglerDev(
  argsFor: (ports: WranglerPorts) => string[],
  options: WranglerDevOptions,
): Promise<WranglerDev> {
  const findPort = options.findPort ?? findFreePort;
  for (let attempt = 1; ; attempt++) {
    const ports = { port: await findPort(), inspectorPort: await findPort() };
    try {
      return await startOnce(argsFor(ports), ports, options);
    } catch (error) {
      if (!(error instanceof PortTakenError) || attempt >= PORT_ATTEMPTS) throw error;
    }
  }
}
