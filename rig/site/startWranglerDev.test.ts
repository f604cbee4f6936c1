import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { findFreePort } from '../process/findFreePort.ts';
import { groupListensOn } from '../process/groupListensOn.ts';
import { startWranglerDev, wranglerDevArgs } from './startWranglerDev.ts';

const PAGE = '<!doctype html><title>ours</title><p>the site wrangler serves</p>\n';

describe.skipIf(process.platform !== 'linux')('startWranglerDev', () => {
  it('starts again on new ports when another process answers on the port it was handed', async () => {
    const root = await mkdtemp(join(tmpdir(), 'wrangler-port-test-'));
    await mkdir(join(root, 'site'));
    await writeFile(join(root, 'site', 'index.html'), PAGE);
    await writeFile(
      join(root, 'wrangler.toml'),
      'name = "port-test"\ncompatibility_date = "2026-11-01"\n\n[assets]\ndirectory = "./site"\n',
    );
    // Another process took the first port handed out, and answers exactly as the site would.
    const impostor = createServer((_request, response) => response.end(PAGE));
    const taken = await new Promise<number>((resolve) => {
      impostor.listen(0, '127.0.0.1', () => {
        const address = impostor.address();
        resolve(typeof address === 'object' && address ? address.port : 0);
      });
    });
    const handed = [taken];
    const isOurs = async (url: string) => (await (await fetch(`${url}/`)).text()) === PAGE;
    try {
      const dev = await startWranglerDev(
        (ports) => [...wranglerDevArgs(join(root, 'wrangler.toml'), ports), '--log-level', 'warn'],
        { cwd: root, isReady: isOurs, findPort: async () => handed.shift() ?? findFreePort() },
      );
      try {
        expect(dev.ports.port).not.toBe(taken);
        expect(groupListensOn(dev.pid ?? 0, dev.ports.port)).toBe(true);
        expect(await isOurs(dev.url)).toBe(true);
      } finally {
        await dev.stop();
      }
    } finally {
      await new Promise((resolve) => impostor.close(resolve));
      await rm(root, { recursive: true, force: true });
    }
  }, 90_000);
});
