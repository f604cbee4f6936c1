import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { CACHE_KEY_PATH, toCacheKeyUrl } from './toCacheKeyUrl.ts';

describe('toCacheKeyUrl', () => {
  it('is the SHA-256 of the key under the origin, so no address appears in it', async () => {
    const key = '1:["eth_getBalance",["0xabcdefabcdefabcdefabcdefabcdefabcdefabcd","latest"]]';
    const url = await toCacheKeyUrl('https://site.example', key);
    expect(url).toBe(
      `https://site.example${CACHE_KEY_PATH}${createHash('sha256').update(key).digest('hex')}`,
    );
    expect(url).not.toContain('abcdef');
  });

  it('has a fixed length whatever the key', async () => {
    const long = await toCacheKeyUrl('https://a.example', 'x'.repeat(100_000));
    expect(long).toHaveLength(`https://a.example${CACHE_KEY_PATH}`.length + 64);
  });
});
