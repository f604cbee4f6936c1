import { readdirSync, readFileSync } from 'node:fs';

/** The process group of process `pid` (`self`: this one), from field 5 of /proc/<pid>/stat (`pgrp`). */
export function processGroupOf(pid: number | 'self'): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  // Fields after the command's closing parenthesis: pgrp is the third.
  return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[2]);
}

/** The ids of the live processes of process group `group`. */
export function listGroupPids(group: number): number[] {
  return readdirSync('/proc').flatMap((name) => {
    if (!/^\d+$/.test(name)) return [];
    try {
      return processGroupOf(Number(name)) === group ? [Number(name)] : [];
    } catch {
      // The process ended while it was read.
      return [];
    }
  });
}
