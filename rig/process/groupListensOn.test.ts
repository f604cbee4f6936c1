import { createServer, type Server } from 'node:net';
import { describe, expect, it } from 'vitest';
import { groupListensOn } from './groupListensOn.ts';
import { listGroupPids, processGroupOf } from './listGroupPids.ts';

/** This process's group. */
const ownGroup = () => processGroupOf('self');

function listen(server: Server): Promise<number> {
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      resolve(typeof address === 'object' && address ? address.port : 0);
    });
  });
}

describe.skipIf(process.platform !== 'linux')('groupListensOn', () => {
  it('lists this process among its group', () => {
    expect(listGroupPids(ownGroup())).toContain(process.pid);
  });

  it('tells a port this group listens on from one it no longer does, or another group does', async () => {
    const server = createServer();
    const port = await listen(server);
    expect(groupListensOn(ownGroup(), port)).toBe(true);
    // No process has this process's own id as its group unless it leads one, which a test worker does not.
    expect(groupListensOn(ownGroup() === process.pid ? 1 : process.pid, port)).toBe(false);
    await new Promise((resolve) => server.close(resolve));
    expect(groupListensOn(ownGroup(), port)).toBe(false);
  });
});
