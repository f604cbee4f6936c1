import { toCacheKeyUrl } from './toCacheKeyUrl.ts';

/** The part of a Cache API cache (`caches.default` in a Worker) the gateway uses. */
export interface CacheLike {
  match(request: Request): Promise<Response | undefined>;
  put(request: Request, response: Response): Promise<void>;
}

/** Results shared through the Cache API by every isolate of one Cloudflare location. */
export interface EdgeCache {
  /** The `result` kept under `key` and when its read started, if that is at most `maxAgeMs` ago. */
  get(key: string): Promise<{ result: string; at: number } | undefined>;
  /** Keeps `result` under `key`, stamped with `at` (when its read started). */
  put(key: string, result: string, at: number): Promise<void>;
}

const STORED_AT = 'x-gateway-stored-at';
const HEX = /^0x[0-9a-fA-F]*$/;

/**
 * Wraps a Cache API cache for shared results: synthetic GET keys under `origin`
 * ({@link toCacheKeyUrl}), `Cache-Control: max-age` of `maxAgeMs` rounded up to whole seconds, and the
 * time the read started in a header, checked again on every match so an entry the cache keeps a little
 * longer is never served older than `maxAgeMs`. Cache failures count as misses.
 */
export function createEdgeCache(
  cache: CacheLike,
  origin: string,
  options: { maxAgeMs: number; now?: () => number },
): EdgeCache {
  const now = options.now ?? Date.now;
  const keyRequest = async (key: string) => new Request(await toCacheKeyUrl(origin, key), { method: 'GET' });
  return {
    async get(key) {
      try {
        const response = await cache.match(await keyRequest(key));
        if (!response) return undefined;
        const storedAt = Number(response.headers.get(STORED_AT));
        const age = now() - storedAt;
        if (!Number.isFinite(storedAt) || age < 0 || age > options.maxAgeMs) {
          response.body?.cancel().catch(() => {});
          return undefined;
        }
        const body = (await response.json()) as { result?: unknown };
        return typeof body.result === 'string' && HEX.test(body.result)
          ? { result: body.result, at: storedAt }
          : undefined;
      } catch {
        return undefined;
      }
    },
    async put(key, result, at) {
      try {
        const response = new Response(JSON.stringify({ result }), {
          headers: {
            'content-type': 'application/json',
            'cache-control': `max-age=${Math.max(1, Math.ceil(options.maxAgeMs / 1000))}`,
            [STORED_AT]: String(at),
          },
        });
        await cache.put(await keyRequest(key), response);
      } catch {
        // A result that could not be shared is simply read again.
      }
    },
  };
}
