import { readdirSync, readFileSync, readlinkSync } from 'node:fs';
import { listGroupPids } from './listGroupPids.ts';

/** TCP's LISTEN state in /proc/net/tcp. */
const LISTEN = '0A';

/** The inodes of the TCP sockets that listen on `port` (any address), from /proc/net/tcp and tcp6. */
function listeningInodes(port: number): Set<string> {
  const inodes = new Set<string>();
  for (const table of ['/proc/net/tcp', '/proc/net/tcp6']) {
    let text: string;
    try {
      text = readFileSync(table, 'utf8');
    } catch {
      continue;
    }
    for (const line of text.split('\n').slice(1)) {
      // sl, local_address (hex address:port), rem_address, st, …, inode (the tenth field)
      const [, local, , state, , , , , , inode] = line.trim().split(/\s+/);
      if (state !== LISTEN || !local || !inode) continue;
      if (Number.parseInt(local.slice(local.lastIndexOf(':') + 1), 16) === port) inodes.add(inode);
    }
  }
  return inodes;
}

/** The socket inodes process `pid` holds open (none when it ended or is not ours to read). */
function socketInodes(pid: number): string[] {
  let fds: string[];
  try {
    fds = readdirSync(`/proc/${pid}/fd`);
  } catch {
    return [];
  }
  return fds.flatMap((fd) => {
    try {
      return /^socket:\[(\d+)\]$/.exec(readlinkSync(`/proc/${pid}/fd/${fd}`))?.[1] ?? [];
    } catch {
      return [];
    }
  });
}

/**
 * Whether a process of process group `group` listens on TCP `port`: a server answering on a port is not proof
 * that the process a test started holds it (another may have taken the port first).
 */
export function groupListensOn(group: number, port: number): boolean {
  const inodes = listeningInodes(port);
  if (inodes.size === 0) return false;
  return listGroupPids(group).some((pid) => socketInodes(pid).some((inode) => inodes.has(inode)));
}
