import { describe, expect, it } from 'vitest';
import { type CacheLike, createEdgeCache } from './createEdgeCache.ts';

/** A Cache API stand-in keyed by URL, recording what was put. */
function fakeCache() {
  const stored = new Map<string, Response>();
  const cache: CacheLike = {
    async match(request) {
      return stored.get(request.url)?.clone();
    },
    async put(request, response) {
      expect(request.method).toBe('GET');
      stored.set(request.url, response);
    },
  };
  return { cache, stored };
}

describe('createEdgeCache', () => {
  it('keeps a result under a hashed GET key with max-age=1 and the time its read started', async () => {
    let time = 5_000;
    const { cache, stored } = fakeCache();
    const edge = createEdgeCache(cache, 'https://site.example', { maxAgeMs: 1000, now: () => time });
    await edge.put('1:["eth_blockNumber",[]]', '0x10', 4_900);
    const [url, response] = [...stored][0] ?? [];
    expect(url).toMatch(/^https:\/\/site\.example\/__rpc-gateway-cache\/[0-9a-f]{64}$/);
    expect(response?.headers.get('cache-control')).toBe('max-age=1');
    expect(await edge.get('1:["eth_blockNumber",[]]')).toEqual({ result: '0x10', at: 4_900 });
    expect(await edge.get('10:["eth_blockNumber",[]]')).toBeUndefined();
    time = 5_901;
    expect(await edge.get('1:["eth_blockNumber",[]]')).toBeUndefined();
  });

  it('treats a failing cache, a foreign entry or a non-hex result as a miss', async () => {
    const broken: CacheLike = {
      match: () => Promise.reject(new Error('cache down')),
      put: () => Promise.reject(new Error('cache down')),
    };
    const edge = createEdgeCache(broken, 'https://site.example', { maxAgeMs: 1000 });
    await expect(edge.put('k', '0x1', Date.now())).resolves.toBeUndefined();
    expect(await edge.get('k')).toBeUndefined();

    const { cache, stored } = fakeCache();
    const other = createEdgeCache(cache, 'https://site.example', { maxAgeMs: 1000 });
    await other.put('k', '0x1', Date.now());
    const [url] = [...stored.keys()];
    stored.set(
      url ?? '',
      new Response('{"result":"<script>"}', { headers: { 'x-gateway-stored-at': String(Date.now()) } }),
    );
    expect(await other.get('k')).toBeUndefined();
    stored.set(url ?? '', new Response('{"result":"0x1"}'));
    expect(await other.get('k')).toBeUndefined();
  });
});
