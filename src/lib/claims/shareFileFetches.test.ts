import { describe, expect, it } from 'vitest';
import { shareFileFetches } from './shareFileFetches.ts';

describe('shareFileFetches', () => {
  it('fetches a path once, answering everyone with the same bytes; reload fetches anew', async () => {
    const asked: string[] = [];
    const fetchFile = async (path: string, { reload }: { reload: boolean }) => {
      asked.push(`${path}${reload ? ' (reload)' : ''}`);
      return new Uint8Array([asked.length]);
    };
    const shared = shareFileFetches(fetchFile);
    const [a, b] = await Promise.all([
      shared('/claims/x/i/ab.bin', { reload: false }),
      shared('/claims/x/i/ab.bin', { reload: false }),
    ]);
    expect(a).toBe(b);
    await shared('/claims/x/s/1.bin', { reload: false });
    const reloaded = await shared('/claims/x/i/ab.bin', { reload: true });
    expect(reloaded).not.toBe(a);
    expect(await shared('/claims/x/i/ab.bin', { reload: false })).toBe(reloaded);
    // Twenty accounts retrying at once reload a file they share once.
    const again = await Promise.all(
      Array.from({ length: 20 }, () => shared('/claims/x/s/1.bin', { reload: true })),
    );
    expect(new Set(again).size).toBe(1);
    expect(asked).toEqual([
      '/claims/x/i/ab.bin',
      '/claims/x/s/1.bin',
      '/claims/x/i/ab.bin (reload)',
      '/claims/x/s/1.bin (reload)',
    ]);
  });

  it('forgets a failed fetch, so the next ask tries again', async () => {
    let fail = true;
    const shared = shareFileFetches(async () => {
      if (fail) throw new Error('offline');
      return new Uint8Array([1]);
    });
    await expect(shared('/claims/x/i/ab.bin', { reload: false })).rejects.toThrow('offline');
    fail = false;
    await expect(shared('/claims/x/i/ab.bin', { reload: false })).resolves.toEqual(new Uint8Array([1]));
  });
});
