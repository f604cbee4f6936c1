import { spawnSync } from 'node:child_process';
import { mkdir, mkdtemp, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { withDirectoryLock } from './withDirectoryLock.ts';

let work = '';

beforeEach(async () => {
  work = await mkdtemp(join(tmpdir(), 'directory-lock-'));
});

afterEach(async () => {
  await rm(work, { recursive: true, force: true });
});

/** The pid of a process that has ended. */
function endedPid(): number {
  const { pid } = spawnSync(process.execPath, ['-e', '']);
  if (pid === undefined) throw new Error('no process started');
  return pid;
}

describe('withDirectoryLock', () => {
  it('runs one task at a time on the same path, and frees the lock after each', async () => {
    const path = join(work, 'site');
    const order: string[] = [];
    const task = (name: string) => async () => {
      order.push(`${name} starts`);
      await sleep(300);
      order.push(`${name} ends`);
      return name;
    };
    const results = await Promise.all([
      withDirectoryLock(path, task('a')),
      withDirectoryLock(path, task('b')),
    ]);
    expect(results).toEqual(['a', 'b']);
    // Either may take the lock first (both try at once); the other starts only once the first has ended.
    const [first, second] = order[0] === 'a starts' ? ['a', 'b'] : ['b', 'a'];
    expect(order).toEqual([`${first} starts`, `${first} ends`, `${second} starts`, `${second} ends`]);
    await expect(stat(`${path}.lock`)).rejects.toThrow();
  });

  it('frees the lock when the task fails', async () => {
    const path = join(work, 'site');
    await expect(withDirectoryLock(path, () => Promise.reject(new Error('build failed')))).rejects.toThrow(
      'build failed',
    );
    expect(await withDirectoryLock(path, async () => 'next')).toBe('next');
  });

  it('takes over a lock whose holder has ended', async () => {
    const path = join(work, 'site');
    await mkdir(`${path}.lock`);
    await writeFile(join(`${path}.lock`, 'pid'), String(endedPid()));
    expect(await withDirectoryLock(path, async () => 'taken', 2_000)).toBe('taken');
  });

  it('waits for a lock a running process holds, then gives up naming it', async () => {
    const path = join(work, 'site');
    await mkdir(`${path}.lock`);
    await writeFile(join(`${path}.lock`, 'pid'), String(process.pid));
    await expect(withDirectoryLock(path, async () => 'never', 500)).rejects.toThrow(`${path}.lock was held`);
  });
});
