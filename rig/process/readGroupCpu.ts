import { readdirSync, readFileSync } from 'node:fs';

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
  const processes: ProcessCpu[] = [];
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
      // Fields after the command's closing parenthesis: pgrp is field 5, utime 14, stime 15.
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      if (Number(fields[2]) !== group) continue;
      const command = readFileSync(`/proc/${name}/cmdline`, 'utf8').split('\0').join(' ').trim();
      const ticks = Number(fields[11]) + Number(fields[12]);
      processes.push({ pid: Number(name), command, ms: (ticks * 1000) / TICKS_PER_SECOND });
    } catch {
      // The process ended while it was read.
    }
  }
  return processes;
}

/** What each process of the group used between two readings, and in all (processes that started count whole). */
export function groupCpuSince(before: readonly ProcessCpu[], after: readonly ProcessCpu[]) {
  const earlier = new Map(before.map((process) => [process.pid, process.ms]));
  const used = after.map((process) => ({ ...process, ms: process.ms - (earlier.get(process.pid) ?? 0) }));
  return { ms: used.reduce((sum, process) => sum + process.ms, 0), processes: used };
}
