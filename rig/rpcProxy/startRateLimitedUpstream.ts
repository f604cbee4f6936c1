import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { collectBody, serveOnLoopback } from './serveOnLoopback.ts';

/** Options of {@link startRateLimitedUpstream}. */
export interface RateLimitedUpstreamOptions {
  /** Where admitted requests go: each is POSTed to the same path on this origin, so a key in the path passes. */
  target: string;
  /** JSON-RPC calls admitted in any trailing {@link RATE_WINDOW_MS}; a batch of k counts k. */
  callsPerSecond: number;
  /** Milliseconds on a monotonic clock; `performance.now` unless a test brings its own. */
  now?: () => number;
}

/** One logged HTTP request: when it came (ms since start or `reset()`), its calls, and whether it got a 429. */
export interface RateLimitedRequest {
  atMs: number;
  calls: number;
  methods: string[];
  limited: boolean;
}

/** What the upstream has seen since it started or was reset. */
export interface RateLimitedStats {
  /** JSON-RPC calls admitted and forwarded. */
  forwardedCalls: number;
  /** JSON-RPC calls refused with a 429. */
  limitedCalls: number;
  /** HTTP requests refused with a 429. */
  limitedRequests: number;
  /** Forwarded calls in each whole second since start or `reset()` (index 0: the first second). */
  forwardedPerSecond: number[];
  /** Limited calls in each whole second, aligned with `forwardedPerSecond`. */
  limitedPerSecond: number[];
}

/** A running rate-limited upstream; `requests` is a live log (cleared by `reset()`). */
export interface RateLimitedUpstream {
  /** `http://127.0.0.1:<port>/`: append the path the target expects (a provider key). */
  url: string;
  requests: RateLimitedRequest[];
  stats(): RateLimitedStats;
  /** Clears the log and the window, and starts the seconds of the series again from now. */
  reset(): void;
  stop(): Promise<void>;
}

/** The trailing window the limit applies to. */
export const RATE_WINDOW_MS = 1_000;

/** The JSON-RPC error code providers send with a rate limit (EIP-1474 "limit exceeded"). */
export const RATE_LIMITED_CODE = -32005;

type JsonRpcCall = { id?: unknown; method?: unknown };

/** The calls of a body; a body that is no JSON-RPC call or batch counts as one, as a provider still answers it. */
function parseCalls(body: string): { calls: JsonRpcCall[]; batch: boolean } {
  try {
    const parsed: unknown = JSON.parse(body);
    if (Array.isArray(parsed)) return { calls: parsed as JsonRpcCall[], batch: true };
    return {
      calls: [typeof parsed === 'object' && parsed !== null ? (parsed as JsonRpcCall) : {}],
      batch: false,
    };
  } catch {
    return { calls: [{}], batch: false };
  }
}

function reply(
  res: ServerResponse,
  status: number,
  body: string,
  headers: Record<string, string> = {},
): void {
  res.writeHead(status, { 'content-type': 'application/json', ...headers }).end(body);
}

/** The 429 body: one JSON-RPC error per call, under each call's id. */
function limitedBody(calls: JsonRpcCall[], batch: boolean): string {
  const errors = calls.map((call) => ({
    jsonrpc: '2.0',
    id: call.id ?? null,
    error: { code: RATE_LIMITED_CODE, message: 'rate limited' },
  }));
  return JSON.stringify(batch ? errors : errors[0]);
}

/** Sums `pick` of the requests per whole second of `atMs`. */
function perSecond(requests: RateLimitedRequest[], pick: (request: RateLimitedRequest) => number): number[] {
  const last = requests.reduce((latest, request) => Math.max(latest, request.atMs), -1);
  const series = new Array<number>(Math.floor(last / 1000) + 1).fill(0);
  for (const request of requests) {
    const second = Math.floor(request.atMs / 1000);
    series[second] = (series[second] ?? 0) + pick(request);
  }
  return series;
}

/** What a rate-limited upstream's log of `requests` adds up to. */
export function summarizeRequests(requests: readonly RateLimitedRequest[]): RateLimitedStats {
  const limited = requests.filter((request) => request.limited);
  const all = [...requests];
  return {
    forwardedCalls: requests.reduce((sum, request) => sum + (request.limited ? 0 : request.calls), 0),
    limitedCalls: limited.reduce((sum, request) => sum + request.calls, 0),
    limitedRequests: limited.length,
    forwardedPerSecond: perSecond(all, (request) => (request.limited ? 0 : request.calls)),
    limitedPerSecond: perSecond(all, (request) => (request.limited ? request.calls : 0)),
  };
}

/**
 * Starts a stand-in for a provider's rate limit on 127.0.0.1, in front of `target`: it counts the JSON-RPC
 * calls it admitted in the trailing second (a batch of k counts k, as providers bill), and answers a request
 * that would take them past `callsPerSecond` with HTTP 429, `Retry-After: 1` and a JSON-RPC error
 * ({@link RATE_LIMITED_CODE}, "rate limited") without forwarding it; refused calls do not count. Every request
 * is logged with its time, call count, methods and whether it was limited.
 */
export async function startRateLimitedUpstream(
  options: RateLimitedUpstreamOptions,
): Promise<RateLimitedUpstream> {
  const now = options.now ?? (() => performance.now());
  const requests: RateLimitedRequest[] = [];
  /** Admitted requests still inside the trailing window, oldest first. */
  let admitted: { at: number; calls: number }[] = [];
  let origin = now();
  const upstreamAbort = new AbortController();

  /** Admits `calls` that arrived `at` if the trailing window has room for them. */
  const admit = (calls: number, at: number): boolean => {
    admitted = admitted.filter((entry) => entry.at > at - RATE_WINDOW_MS);
    const used = admitted.reduce((sum, entry) => sum + entry.calls, 0);
    if (used + calls > options.callsPerSecond) return false;
    admitted.push({ at, calls });
    return true;
  };

  /** Settles once every request that arrived so far has been counted: requests are counted in arrival order. */
  let counted: Promise<void> = Promise.resolve();

  const handle = async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    if (req.method !== 'POST') return reply(res, 405, '{"error":"JSON-RPC over POST only"}');
    // A call counts from when it reaches the provider, as a provider counts it: a large body takes a while to
    // arrive whole, and timing it then would bunch calls that were sent apart. Requests are counted in the order
    // they arrived, so a request whose body is still on its way is not refused for calls that came after it.
    const arrived = now();
    const read = collectBody(req).then((body) => ({ body, ...parseCalls(body) }));
    // A body that fails is this request's own failure (answered below): it must not hold up the count.
    read.catch(() => {});
    const counting = counted
      .then(() => read)
      .then((parsed) => ({ ...parsed, allowed: admit(parsed.calls.length, arrived) }));
    counted = counting.then(
      () => undefined,
      () => undefined,
    );
    const { body, calls, batch, allowed } = await counting;
    requests.push({
      atMs: arrived - origin,
      calls: calls.length,
      methods: calls.map((call) => (typeof call.method === 'string' ? call.method : '')),
      limited: !allowed,
    });
    if (!allowed) return reply(res, 429, limitedBody(calls, batch), { 'retry-after': '1' });
    const upstream = await fetch(new URL(req.url ?? '/', options.target), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
      signal: upstreamAbort.signal,
    });
    reply(res, upstream.status, await upstream.text());
  };

  const server = createServer((req, res) => {
    handle(req, res).catch(() => {
      if (!res.headersSent && !res.destroyed)
        reply(res, 502, '{"error":"rate-limited upstream: target failed"}');
    });
  });
  const { port, stop } = await serveOnLoopback(server, upstreamAbort);
  return {
    url: `http://127.0.0.1:${port}/`,
    requests,
    stats: () => summarizeRequests(requests),
    reset() {
      requests.length = 0;
      admitted = [];
      origin = now();
    },
    stop,
  };
}
