import policy from 'gateway-policy';
import { answerRpcCalls } from '../lib/gateway/answer/answerRpcCalls.ts';
import { type CallRules, toCallRules } from '../lib/gateway/policy/checkEthCall.ts';
import { checkRpcCall, type RpcCall } from '../lib/gateway/policy/checkRpcCall.ts';
import { type CacheLike, createEdgeCache } from '../lib/gateway/cache/createEdgeCache.ts';
import { createRecentResults } from '../lib/gateway/cache/createRecentResults.ts';
import { GatewayError, isGatewayError } from '../lib/gateway/GatewayError.ts';
import {
  GATEWAY_ANSWER_TIMEOUT_MS,
  LATEST_REUSE_MS,
  MAX_SHARED_RESULTS,
  UPSTREAM_LIMITED_RETRY_AFTER_S,
} from '../lib/gateway/gatewayLimits.ts';
import { parseGatewaySettings } from '../lib/gateway/settings/parseGatewaySettings.ts';
import { parseRpcBody } from '../lib/gateway/policy/parseRpcBody.ts';
import { parseRpcPath } from '../lib/gateway/policy/parseRpcPath.ts';
import { toRateLimitKey } from '../lib/gateway/policy/toRateLimitKey.ts';
import { type ReadOutcome, type RpcAnswer, toRpcAnswer } from '../lib/gateway/answer/toRpcAnswer.ts';
import { fromWireOutcome } from '../lib/gateway/answer/wireOutcome.ts';
import type { GatewayEnv } from './gatewayEnv.ts';

export { ChainReads } from './ChainReads.ts';
export type { GatewayEnv } from './gatewayEnv.ts';

/** The part of the Workers execution context the gateway uses. */
export interface GatewayContext {
  waitUntil(promise: Promise<unknown>): void;
}

const JSON_HEADERS = {
  'content-type': 'application/json; charset=utf-8',
  'cache-control': 'no-store',
  'x-content-type-options': 'nosniff',
};

/**
 * Per isolate: the policy indexed per chain, and finished results for a second. Plain values only: no promise
 * of one request is ever awaited by another.
 */
const rules = new Map<string, CallRules>();
const recent = createRecentResults({ maxAgeMs: LATEST_REUSE_MS, maxEntries: MAX_SHARED_RESULTS });

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

/**
 * Reads `calls` through the chain's Durable Object, which merges them with other visitors' reads and keeps
 * the chain's budget. The wait is bounded by the isolate's own timer, so a visitor always gets an answer.
 */
async function readThroughChain(env: GatewayEnv, chainId: string, calls: readonly RpcCall[]) {
  const stub = env.CHAIN_READS.get(env.CHAIN_READS.idFromName(chainId));
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timedOut = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new GatewayError('timeout', 'the chain did not answer in time')),
      GATEWAY_ANSWER_TIMEOUT_MS,
    );
  });
  try {
    const wire = await Promise.race([stub.read(chainId, [...calls]), timedOut]);
    return wire.map(fromWireOutcome) satisfies ReadOutcome[];
  } finally {
    clearTimeout(timer);
  }
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
    readUpstream: (calls) => readThroughChain(env, chainId, calls),
    recent,
    edgeCache: cache ? createEdgeCache(cache, url.origin, { maxAgeMs: LATEST_REUSE_MS }) : null,
    waitUntil: (promise) => ctx.waitUntil(promise),
  });
  const headers: Record<string, string> = upstreamsLimited
    ? { 'retry-after': String(UPSTREAM_LIMITED_RETRY_AFTER_S) }
    : {};
  return reply(upstreamsLimited ? 429 : 200, body.batch ? answers : (answers[0] as RpcAnswer), headers);
}

/**
 * The RPC gateway Worker: only `/rpc/*` reaches it (`run_worker_first`). It checks the page's reads, answers
 * what the location's cache holds and hands the rest to the chain's Durable Object ({@link ChainReads}), which
 * reads the upstreams of Worker variables: the Worker never shows them, logs nothing of a visitor, sets no
 * cookie.
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
