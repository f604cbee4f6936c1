import { readFileSync } from 'node:fs';
import { listGroupPids } from './listGroupPids.ts';

/** Clock ticks a second of /proc's CPU times (`getconf CLK_TCK`, 100 on Linux). */
const TICKS_PER_SECOND = 100;

/** One process of a group: its id, its command line (arguments joined by spaces), and its CPU so far. */
export interface ProcessCpu {
  pid: number;
  command: string;
  ms: number;
}

/**
 * The CPU time, in milliseconds, that each live process of process group `group` has used (user and system,
 * from /proc/<pid>/stat). A process that ended takes its time with it, so read it while the group runs.
 */
export function readGroupCpu(group: number): ProcessCpu[] {
  return listGroupPids(group).flatMap((pid) => {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      // Fields after the command's closing parenthesis: utime is field 14, stime 15.
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      const command = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').join(' ').trim();
      const ticks = Number(fields[11]) + Number(fields[12]);
      return [{ pid, command, ms: (ticks * 1000) / TICKS_PER_SECOND }];
    } catch {
      // The process ended while it was read.
      return [];
    }
  });
}

/** What each process of the group used between two readings, and in all (processes that started count whole). */
export function groupCpuSince(before: readonly ProcessCpu[], after: readonly ProcessCpu[]) {
  const earlier = new Map(before.map((process) => [process.pid, process.ms]));
  const used = after.map((process) => ({ ...process, ms: process.ms - (earlier.get(process.pid) ?? 0) }));
  return { ms: used.reduce((sum, process) => sum + process.ms, 0), processes: used };
}
