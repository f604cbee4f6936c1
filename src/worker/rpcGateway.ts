import policy from 'gateway-policy';
import { answerRpcCalls } from '../lib/gateway/answerRpcCalls.ts';
import { type CallRules, toCallRules } from '../lib/gateway/checkEthCall.ts';
import { checkRpcCall } from '../lib/gateway/checkRpcCall.ts';
import { type CacheLike, createEdgeCache } from '../lib/gateway/createEdgeCache.ts';
import { createSharedReads } from '../lib/gateway/createSharedReads.ts';
import {
  createUpstreamForwarder,
  type NodeAnswer,
  type UpstreamForwarder,
} from '../lib/gateway/createUpstreamForwarder.ts';
import { GatewayError, isGatewayError } from '../lib/gateway/GatewayError.ts';
import {
  LATEST_REUSE_MS,
  MAX_SHARED_RESULTS,
  UPSTREAM_LIMITED_RETRY_AFTER_S,
} from '../lib/gateway/gatewayLimits.ts';
import { parseGatewaySettings } from '../lib/gateway/parseGatewaySettings.ts';
import { parseRpcBody } from '../lib/gateway/parseRpcBody.ts';
import { parseRpcPath } from '../lib/gateway/parseRpcPath.ts';
import { parseUpstreams } from '../lib/gateway/parseUpstreams.ts';
import { toRateLimitKey } from '../lib/gateway/toRateLimitKey.ts';
import { type RpcAnswer, toRpcAnswer } from '../lib/gateway/toRpcAnswer.ts';

/** The Workers Rate Limiting binding (`[[ratelimits]]`). */
export interface RateLimitBinding {
  limit(options: { key: string }): Promise<{ success: boolean }>;
}

/** The Worker's environment: the limiter, optional tunables and one upstream list per chain. */
export type GatewayEnv = {
  RPC_RATE_LIMITER: RateLimitBinding;
  /** Must equal the limiter's period (10 or 60): sent as Retry-After. */
  RPC_RATE_LIMIT_PERIOD_S?: string;
  /** Per-upstream timeout override in milliseconds (at most 8000). */
  RPC_UPSTREAM_TIMEOUT_MS?: string;
  /** Comma-separated upstream URLs of one chain; secrets in production (`wrangler secret put`). */
  [upstreams: `RPC_UPSTREAMS_${string}`]: string | undefined;
};

/** The part of the Workers execution context the gateway uses. */
export interface GatewayContext {
  waitUntil(promise: Promise<unknown>): void;
}

const JSON_HEADERS = {
  'content-type': 'application/json; charset=utf-8',
  'cache-control': 'no-store',
  'x-content-type-options': 'nosniff',
};

/** Per isolate: the results shared between requests, the indexed policy and each chain's upstreams. */
const sharedReads = createSharedReads<NodeAnswer>({
  maxAgeMs: LATEST_REUSE_MS,
  maxEntries: MAX_SHARED_RESULTS,
});
const rules = new Map<string, CallRules>();
const forwarders = new Map<string, UpstreamForwarder>();

/** A JSON response (one answer or a batch) with the gateway's headers. */
function reply(
  status: number,
  body: RpcAnswer | RpcAnswer[],
  headers: Record<string, string> = {},
): Response {
  return new Response(JSON.stringify(body), { status, headers: { ...JSON_HEADERS, ...headers } });
}

/** A whole-request error: one answer with id null. */
function refuse(status: number, error: GatewayError, headers: Record<string, string> = {}): Response {
  return reply(status, toRpcAnswer(null, error), headers);
}

/** The chain's forwarder for this isolate, made again only if its upstreams or timeout change. */
function forwarderFor(chainId: string, env: GatewayEnv, timeoutMs: number): UpstreamForwarder {
  const upstreams = parseUpstreams(env, chainId, policy.chains[chainId]?.fallbackUpstreams ?? []);
  const key = JSON.stringify([chainId, upstreams, timeoutMs]);
  let forwarder = forwarders.get(key);
  if (!forwarder) {
    forwarder = createUpstreamForwarder({
      chainId: Number(chainId),
      upstreams,
      timeoutMs,
      fetch: (...args) => fetch(...args),
    });
    forwarders.set(key, forwarder);
  }
  return forwarder;
}

/** `caches.default` where the runtime has it. */
function defaultCache(): CacheLike | null {
  const storage = (globalThis as { caches?: { default?: CacheLike } }).caches;
  return storage?.default ?? null;
}

/** Handles POST /rpc/<chainId>: route, limit, read, check, answer. */
async function handle(request: Request, env: GatewayEnv, ctx: GatewayContext): Promise<Response> {
  if (request.method !== 'POST') {
    return refuse(405, new GatewayError('invalidRequest', 'use POST'), { allow: 'POST' });
  }
  const url = new URL(request.url);
  const chainId = parseRpcPath(url.pathname);
  const chain = chainId === null ? undefined : policy.chains[chainId];
  if (chainId === null || chain === undefined) {
    return refuse(404, new GatewayError('unknownChain', 'this gateway does not serve that chain'));
  }
  const mediaType = request.headers.get('content-type')?.split(';')[0]?.trim().toLowerCase();
  if (mediaType !== 'application/json') {
    return refuse(415, new GatewayError('invalidRequest', 'send Content-Type: application/json'));
  }
  const settings = parseGatewaySettings(env);
  const { success } = await env.RPC_RATE_LIMITER.limit({ key: toRateLimitKey(request.headers) });
  if (!success) {
    return refuse(429, new GatewayError('rateLimited', 'too many requests: try again later'), {
      'retry-after': String(settings.rateLimitPeriodS),
    });
  }
  let body: Awaited<ReturnType<typeof parseRpcBody>>;
  try {
    body = await parseRpcBody(request.body, request.headers.get('content-length'));
  } catch (error) {
    if (!isGatewayError(error)) throw error;
    return refuse(200, error);
  }
  let chainRules = rules.get(chainId);
  if (!chainRules) {
    chainRules = toCallRules(chain);
    rules.set(chainId, chainRules);
  }
  const checks = body.requests.map((entry) => checkRpcCall(entry, chainRules));
  const cache = defaultCache();
  const { answers, upstreamsLimited } = await answerRpcCalls(checks, {
    chainId,
    forwarder: forwarderFor(chainId, env, settings.upstreamTimeoutMs),
    sharedReads,
    edgeCache: cache ? createEdgeCache(cache, url.origin, { maxAgeMs: LATEST_REUSE_MS }) : null,
    waitUntil: (promise) => ctx.waitUntil(promise),
  });
  const headers: Record<string, string> = upstreamsLimited
    ? { 'retry-after': String(UPSTREAM_LIMITED_RETRY_AFTER_S) }
    : {};
  return reply(upstreamsLimited ? 429 : 200, body.batch ? answers : (answers[0] as RpcAnswer), headers);
}

/**
 * The RPC gateway Worker: only `/rpc/*` reaches it (`run_worker_first`). It forwards the page's reads to the
 * upstreams of Worker variables and never shows them, never logs, sets no cookie.
 */
export default {
  async fetch(request: Request, env: GatewayEnv, ctx: GatewayContext): Promise<Response> {
    try {
      return await handle(request, env, ctx);
    } catch (error) {
      return refuse(
        500,
        isGatewayError(error) ? error : new GatewayError('serverError', 'the gateway failed'),
      );
    }
  },
};
