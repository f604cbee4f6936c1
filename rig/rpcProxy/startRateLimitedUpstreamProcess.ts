import { fork } from 'node:child_process';
import { join } from 'node:path';
import { killWithParent } from '../process/killWithParent.ts';
import {
  type RateLimitedRequest,
  type RateLimitedStats,
  type RateLimitedUpstreamOptions,
  summarizeRequests,
} from './startRateLimitedUpstream.ts';

/** A rate-limited upstream in a process of its own; its log comes over IPC. */
export interface RateLimitedUpstreamProcess {
  /** `http://127.0.0.1:<port>/`: append the path the target expects (a provider key). */
  url: string;
  /** Every request since start or `reset()`: when it came, its calls, and whether it was refused. */
  log(): Promise<RateLimitedRequest[]>;
  stats(): Promise<RateLimitedStats>;
  /** Clears the log and the window, and starts the seconds of the series again from now. */
  reset(): Promise<void>;
  stop(): Promise<void>;
}

/**
 * Starts `startRateLimitedUpstream` in a child process of its own, so that the times it counts calls at are
 * when they reach it, not when a busy test or bench process (which plays the visitors) gets round to them: a
 * stall of the load generator must not look like calls the gateway sent together. Ends with this process.
 */
export async function startRateLimitedUpstreamProcess(
  options: Omit<RateLimitedUpstreamOptions, 'now'>,
): Promise<RateLimitedUpstreamProcess> {
  const child = fork(join(import.meta.dirname, 'rateLimitedUpstreamChild.ts'), [JSON.stringify(options)], {
    execArgv: ['--experimental-strip-types', '--no-warnings'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const dismissWatchdog = child.pid === undefined ? async () => {} : killWithParent(child.pid);
  const pending = new Map<number, (message: { requests?: RateLimitedRequest[] }) => void>();
  let nextId = 0;
  const url = await new Promise<string>((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code) => reject(new Error(`rate-limited upstream exited early (${code})`)));
    child.on(
      'message',
      (message: { type?: string; url?: string; id?: number; requests?: RateLimitedRequest[] }) => {
        if (message.type === 'ready' && message.url) resolve(message.url);
        if (message.id !== undefined) pending.get(message.id)?.(message);
      },
    );
  });
  const ask = (type: 'log' | 'reset' | 'stop') =>
    new Promise<{ requests?: RateLimitedRequest[] }>((resolve) => {
      const id = nextId++;
      pending.set(id, (message) => {
        pending.delete(id);
        resolve(message);
      });
      child.send({ id, type });
    });
  const log = async () => (await ask('log')).requests ?? [];
  let stopping: Promise<void> | undefined;
  return {
    url,
    log,
    stats: async () => summarizeRequests(await log()),
    reset: async () => {
      await ask('reset');
    },
    stop() {
      stopping ??= (async () => {
        if (child.exitCode === null) {
          const exited = new Promise((resolve) => child.once('exit', resolve));
          await ask('stop');
          await exited;
        }
        await dismissWatchdog();
      })();
      return stopping;
    },
  };
}
