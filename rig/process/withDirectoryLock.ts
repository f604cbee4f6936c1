import { mkdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

/** How often a waiting process looks whether the lock is free again. */
const POLL_MS = 200;

/** A lock older than this that names no holder was left by a process that died while taking it. */
const UNNAMED_STALE_MS = 10_000;

/** Whether process `pid` is still running. */
function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Takes `lock` (a directory, made atomically) or returns false; a lock whose holder died is taken over. */
async function tryLock(lock: string): Promise<boolean> {
  try {
    await mkdir(lock);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    const holder = Number(await readFile(join(lock, 'pid'), 'utf8').catch(() => ''));
    const taken = await stat(lock).then(
      ({ mtimeMs }) => mtimeMs,
      () => Date.now(),
    );
    // A lock naming no holder yet is being taken right now, unless it is old; one whose holder is gone is stale.
    const stale = holder ? !isRunning(holder) : Date.now() - taken > UNNAMED_STALE_MS;
    if (!stale) return false;
    await rm(lock, { recursive: true, force: true });
    return tryLock(lock);
  }
  await writeFile(join(lock, 'pid'), String(process.pid));
  return true;
}

/**
 * Runs `task` while holding the lock `<path>.lock`, so that processes running side by side (the end-to-end
 * suites) never write the same output at once: another one waits until the lock is free, up to `timeoutMs`.
 */
export async function withDirectoryLock<T>(
  path: string,
  task: () => Promise<T>,
  timeoutMs = 600_000,
): Promise<T> {
  const lock = `${path}.lock`;
  await mkdir(dirname(lock), { recursive: true });
  const deadline = Date.now() + timeoutMs;
  while (!(await tryLock(lock))) {
    if (Date.now() > deadline) throw new Error(`${lock} was held for more than ${timeoutMs / 1000} s`);
    await sleep(POLL_MS);
  }
  try {
    return await task();
  } finally {
    await rm(lock, { recursive: true, force: true });
  }
}
