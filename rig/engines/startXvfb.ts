import { spawn } from 'node:child_process';
import { killWithParent } from '../process/killWithParent.ts';

/** How long Xvfb may take to name its display. */
const START_TIMEOUT_MS = 10_000;

/** A running X server for a browser that needs a display: its `DISPLAY` value and a stop. */
export interface XServer {
  display: string;
  stop(): Promise<void>;
}

/**
 * Starts `Xvfb` with one `screen` (width x height) on a display number it picks itself (`-displayfd`), so no earlier run's display or lock file
 * matters; it listens on no TCP port. Stopping waits for it to exit.
 */
export async function startXvfb(screen = '1280x1024'): Promise<XServer> {
  const child = spawn('Xvfb', ['-displayfd', '3', '-screen', '0', `${screen}x24`, '-nolisten', 'tcp'], {
    stdio: ['ignore', 'ignore', 'pipe', 'pipe'],
  });
  const dismissWatchdog = child.pid === undefined ? async () => {} : killWithParent(child.pid);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  const display = await new Promise<string>((resolve, reject) => {
    let printed = '';
    child.stdio[3]?.on('data', (chunk: Buffer) => {
      printed += chunk.toString();
      if (printed.includes('\n')) resolve(`:${printed.trim()}`);
    });
    child.once('error', reject);
    child.once('exit', (code) =>
      reject(new Error(`Xvfb exited (${code}) before it had a display: ${stderr}`)),
    );
    const late = () => reject(new Error(`Xvfb named no display within ${START_TIMEOUT_MS} ms: ${stderr}`));
    setTimeout(late, START_TIMEOUT_MS).unref();
  }).catch(async (error: unknown) => {
    child.kill('SIGKILL');
    await exited;
    await dismissWatchdog();
    throw error;
  });
  return {
    display,
    stop: async () => {
      child.kill('SIGTERM');
      await exited;
      await dismissWatchdog();
    },
  };
}
