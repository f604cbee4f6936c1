import { spawn } from 'node:child_process';
import { readdir, readFile } from 'node:fs/promises';

/** A command's wall time and the peak memory of its whole process tree. */
export interface SampledRun {
  seconds: number;
  /** The most the tree held at once: the largest sum of its processes' resident sets over the samples, or the
   * largest single process's own peak (VmHWM) if that is more. */
  peakRssMiB: number;
  /** Processes the tree had at any sample. */
  processes: number;
  output: string;
}

/** The processes `pid`'s threads started, from /proc/<pid>/task/<tid>/children (none once it has gone). */
async function childrenOf(pid: number): Promise<number[]> {
  const threads = await readdir(`/proc/${pid}/task`).catch(() => []);
  const lists = await Promise.all(
    threads.map((tid) => readFile(`/proc/${pid}/task/${tid}/children`, 'utf8').catch(() => '')),
  );
  return lists.flatMap((list) => list.split(' ').filter(Boolean).map(Number));
}

/** `root` and every process below it, walked down from `root` (reading only the tree's own entries). */
async function treeOf(root: number): Promise<number[]> {
  const tree = [root];
  for (let index = 0; index < tree.length; index++) tree.push(...(await childrenOf(tree[index] ?? 0)));
  return tree;
}

/** A process's resident set and its own peak, in kB, from /proc/<pid>/status (0 once it has gone). */
async function readMemory(pid: number): Promise<{ rssKiB: number; peakKiB: number }> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8').catch(() => '');
  const kib = (field: string) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? 0);
  return { rssKiB: kib('VmRSS'), peakKiB: kib('VmHWM') };
}

/**
 * Runs `command` to completion and samples its process tree from /proc every `intervalMs`, 100 ms (Linux only; needs
 * nothing installed): wall time, and the peak of the tree's summed resident sets. Shared pages count once per
 * process, so the sum reads a little high; a peak shorter than the interval between samples can be missed,
 * except within one process, whose own peak (VmHWM) bounds the figure from below. Rejects when it fails.
 */
export function runSampled(
  command: string,
  args: readonly string[],
  options: { cwd?: string; env?: NodeJS.ProcessEnv; intervalMs?: number } = {},
): Promise<SampledRun> {
  const started = performance.now();
  const child = spawn(command, args, { cwd: options.cwd, env: options.env ?? process.env, stdio: 'pipe' });
  let output = '';
  const collect = (chunk: Buffer) => {
    output += chunk.toString();
  };
  child.stdout.on('data', collect);
  child.stderr.on('data', collect);
  let running = true;
  let peakKiB = 0;
  const seen = new Set<number>();
  const sampling = (async () => {
    while (running && child.pid !== undefined) {
      const tree = await treeOf(child.pid);
      const memory = await Promise.all(tree.map(readMemory));
      for (const pid of tree) seen.add(pid);
      const sum = memory.reduce((total, { rssKiB }) => total + rssKiB, 0);
      peakKiB = Math.max(peakKiB, sum, ...memory.map(({ peakKiB: own }) => own));
      await new Promise((resolve) => setTimeout(resolve, options.intervalMs ?? 100));
    }
  })();
  return new Promise((resolve, reject) => {
    child.on('error', reject);
    child.on('close', (code) => {
      running = false;
      const seconds = (performance.now() - started) / 1000;
      void sampling.then(() => {
        if (code !== 0) reject(new Error(`${command} ${args.join(' ')} exited with ${code}:\n${output}`));
        else
          resolve({
            seconds: Math.round(seconds * 10) / 10,
            peakRssMiB: Math.round(peakKiB / 1024),
            processes: seen.size,
            output,
          });
      });
    });
  });
}
