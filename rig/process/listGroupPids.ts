import { readdirSync, readFileSync } from 'node:fs';

/** The ids of the live processes of process group `group` (field 5 of /proc/<pid>/stat, `pgrp`). */
export function listGroupPids(group: number): number[] {
  const pids: number[] = [];
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
      // Fields after the command's closing parenthesis: pgrp is the third.
      if (Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[2]) === group) pids.push(Number(name));
    } catch {
      // The process ended while it was read.
    }
  }
  return pids;
}
