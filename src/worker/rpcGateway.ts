import policy from 'gateway-policy';
import {
  createIsolateAdmission,
  type IsolateAdmission,
} from '../lib/gateway/admission/createIsolateAdmission.ts';
import { type AnsweredCalls, answerRpcCalls } from '../lib/gateway/answer/answerRpcCalls.ts';
import { type ChainShare, pickShard, shardName, splitBudget } from '../lib/gateway/answer/pickShard.ts';
import { type ReadOutcome, type RpcAnswer, toRpcAnswer } from '../lib/gateway/answer/toRpcAnswer.ts';
import { fromWireOutcome } from '../lib/gateway/answer/wireOutcome.ts';
import { type CacheLike, createEdgeCache } from '../lib/gateway/cache/createEdgeCache.ts';
import { createHotKeys } from '../lib/gateway/cache/createHotKeys.ts';
import { createKeptAnswers } from '../lib/gateway/cache/createKeptAnswers.ts';
import { toReadKey } from '../lib/gateway/cache/toReadKey.ts';
import { GatewayError, isGatewayError } from '../lib/gateway/GatewayError.ts';
import {
  answerTimeoutMs,
  LATEST_REUSE_MS,
  MAX_ISOLATE_IN_FLIGHT,
  MAX_ISOLATE_KEPT_BYTES,
  MAX_REFUSED_BODY_DRAIN_BYTES,
  OBJECT_DEADLINE_MARGIN_MS,
  UPSTREAM_LIMITED_RETRY_AFTER_S,
} from '../lib/gateway/gatewayLimits.ts';
import type { MergedOutcome, PreparedRead, ReadRequest } from '../lib/gateway/merge/readMergerTypes.ts';
import { type CallRules, toCallRules } from '../lib/gateway/policy/checkEthCall.ts';
import { checkRpcCall, type PlannedCall } from '../lib/gateway/policy/checkRpcCall.ts';
import { parseRpcBody, type RpcBody } from '../lib/gateway/policy/parseRpcBody.ts';
import { parseRpcPath } from '../lib/gateway/policy/parseRpcPath.ts';
import { toClientKey } from '../lib/gateway/policy/toClientKey.ts';
import { toRateLimitKey } from '../lib/gateway/policy/toRateLimitKey.ts';
import { checkGatewayVariables } from '../lib/gateway/settings/checkGatewayVariables.ts';
import {
  parseGatewaySettings,
  parseReadShards,
  parseUpstreamRps,
} from '../lib/gateway/settings/parseGatewaySettings.ts';
import { dropBody } from '../lib/gateway/upstream/takeCappedText.ts';
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

/** How long an isolate answers a chain's requests 429 at once after its object said it has no room. */
const SHED_MS = 250;

/**
 * Per isolate: the policy indexed per chain, finished answers for a second, the keys other requests shared
 * lately, and until when each chain's requests are refused at once. Plain values only: no promise of one
 * request is ever awaited by another.
 */
const rules = new Map<string, CallRules>();
const kept = createKeptAnswers({
  maxAgeMs: LATEST_REUSE_MS,
  maxBytes: MAX_ISOLATE_KEPT_BYTES,
  maxEntryBytes: MAX_ISOLATE_KEPT_BYTES / 16,
});
const hot = createHotKeys({ forMs: 10_000, maxKeys: 10_000 });
const shedUntil = new Map<string, number>();
let variablesChecked = false;

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

const retryAfter = { 'retry-after': String(UPSTREAM_LIMITED_RETRY_AFTER_S) };

/** Logs, once per isolate, what is wrong with the gateway's Worker variables. */
function checkVariablesOnce(env: GatewayEnv): void {
  if (variablesChecked) return;
  variablesChecked = true;
  const problems = checkGatewayVariables(
    env as unknown as Record<string, unknown>,
    Object.keys(policy.chains),
  );
  for (const problem of problems) console.warn(`rpc-gateway variables: ${problem}`);
}

/**
 * True for an error of the object's stub that Cloudflare says to retry (not an overload), or a reset of the
 * object (a new instance answers the retry).
 */
const retryable = (error: unknown) => {
  const flags = error as { retryable?: unknown; overloaded?: unknown; durableObjectReset?: unknown } | null;
  if (flags?.overloaded === true) return false;
  return flags?.retryable === true || flags?.durableObjectReset === true;
};

/** Which shard of the chain reads a request, by its first read, and that shard's share of the budget. */
function shareFor(env: GatewayEnv, chainId: string, calls: readonly PlannedCall[]): ChainShare {
  const variables = env as unknown as Record<string, unknown>;
  const shards = splitBudget(parseUpstreamRps(variables, chainId), parseReadShards(variables, chainId));
  const shard = pickShard(shards, calls[0] ? toReadKey(chainId, calls[0]) : chainId);
  return { chainId, shard, callsPerSecond: shards.budgets[shard] as number };
}

/**
 * Asks the shard's object to read `reads`, once more when the call fails in a way Cloudflare says to retry;
 * any other failure (a throw, an overload) is `unavailable`.
 */
async function askObject(env: GatewayEnv, share: ChainShare, request: ReadRequest, reads: PreparedRead[]) {
  for (let attempt = 0; ; attempt++) {
    try {
      const stub = env.CHAIN_READS.get(env.CHAIN_READS.idFromName(shardName(share.chainId, share.shard)));
      return (await stub.read(share, request, reads)).map(fromWireOutcome);
    } catch (error) {
      if (attempt === 0 && retryable(error)) continue;
      const overloaded = (error as { overloaded?: unknown } | null)?.overloaded === true;
      const state = overloaded ? 'overloaded' : 'unavailable';
      throw new GatewayError('unavailable', `the chain's reader is ${state}: try again shortly`);
    }
  }
}

/**
 * Reads `calls` through the chain's Durable Object (its shard for this request), which merges them with other
 * visitors' reads and keeps the budget. The wait is bounded by the isolate's own timer, as long as two
 * upstreams timing out in turn (the object is told the deadline, a little earlier, and drops reads it could
 * not answer by then), so a visitor always gets an answer. A failing object is `unavailable`: HTTP 503.
 */
async function readThroughChain(
  env: GatewayEnv,
  chainId: string,
  client: string,
  calls: readonly PlannedCall[],
): Promise<MergedOutcome[]> {
  const started = Date.now();
  const settings = parseGatewaySettings(env as unknown as Record<string, unknown>);
  const timeoutMs = answerTimeoutMs(settings.upstreamTimeoutMs);
  const request = { client, deadline: started + timeoutMs - OBJECT_DEADLINE_MARGIN_MS, sentAt: started };
  const reads = calls.map(({ method, params, plan }) => ({ method, params, ...plan }));
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timedOut = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new GatewayError('timeout', 'the chain did not answer in time')),
      timeoutMs,
    );
  });
  try {
    return await Promise.race([askObject(env, shareFor(env, chainId, calls), request, reads), timedOut]);
  } finally {
    clearTimeout(timer);
  }
}

/** `caches.default` where the runtime has it. */
function defaultCache(): CacheLike | null {
  const storage = (globalThis as { caches?: { default?: CacheLike } }).caches;
  return storage?.default ?? null;
}

/** The chain's indexed rules, made once per isolate. */
function rulesFor(chainId: string): CallRules {
  let chainRules = rules.get(chainId);
  if (!chainRules) {
    chainRules = toCallRules(policy.chains[chainId] as NonNullable<(typeof policy.chains)[string]>);
    rules.set(chainId, chainRules);
  }
  return chainRules;
}

/**
 * The response to a request's answers: 503 when the chain's reader was unavailable, 429 when limited; when the
 * chain itself was full (not one client's own limit), the isolate refuses its requests at once for a moment.
 */
function respond(chainId: string, batch: boolean, answered: AnsweredCalls) {
  const body = batch ? answered.answers : (answered.answers[0] as RpcAnswer);
  if (answered.chainBusy) shedUntil.set(chainId, Date.now() + SHED_MS);
  if (answered.unavailable) return reply(503, body, retryAfter);
  return answered.upstreamsLimited ? reply(429, body, retryAfter) : reply(200, body);
}

/**
 * The answer to a request while its chain is full: 429 with Retry-After, every call refused under its own id,
 * at once (no check, no call to the chain's object).
 */
function shed(body: RpcBody): Response {
  const error = new GatewayError(
    'rateLimited',
    "this chain's upstream budget is in use: try again in a few seconds",
  );
  const answers = body.requests.map((entry) => {
    const id = (entry as { id?: unknown } | null)?.id;
    return toRpcAnswer(typeof id === 'string' || typeof id === 'number' ? id : null, error);
  });
  return reply(429, body.batch ? answers : (answers[0] as RpcAnswer), retryAfter);
}

/** Whether some call of `body` may need the upstream: all but eth_chainId, which the chain's check answers. */
function needsUpstream(body: RpcBody): boolean {
  return body.requests.some((entry) => (entry as { method?: unknown } | null)?.method !== 'eth_chainId');
}

/** The answer to a request the isolate is too busy to take: its body dropped unread, 429 with Retry-After. */
async function refuseBusy(request: Request): Promise<Response> {
  await dropBody(request.body, MAX_REFUSED_BODY_DRAIN_BYTES);
  const busy = new GatewayError('rateLimited', 'the gateway is busy: try again in a few seconds');
  return refuse(429, busy, retryAfter);
}

/** Handles POST /rpc/<chainId>: route, admit (the isolate's own queue), limit, read the body, shed, check, answer. */
async function handle(
  request: Request,
  env: GatewayEnv,
  ctx: GatewayContext,
  admission: IsolateAdmission,
): Promise<Response> {
  if (request.method !== 'POST') {
    return refuse(405, new GatewayError('invalidRequest', 'use POST'), { allow: 'POST' });
  }
  const url = new URL(request.url);
  const chainId = parseRpcPath(url.pathname);
  if (chainId === null || policy.chains[chainId] === undefined) {
    return refuse(404, new GatewayError('unknownChain', 'this gateway does not serve that chain'));
  }
  const mediaType = request.headers.get('content-type')?.split(';')[0]?.trim().toLowerCase();
  if (mediaType !== 'application/json') {
    return refuse(415, new GatewayError('invalidRequest', 'send Content-Type: application/json'));
  }
  if (!admission.admit()) return refuseBusy(request);
  try {
    return await handleAdmitted(request, env, ctx, url, chainId);
  } finally {
    admission.release();
  }
}

/** Handles a request the isolate took: limit, read the body, shed, check, answer. */
async function handleAdmitted(
  request: Request,
  env: GatewayEnv,
  ctx: GatewayContext,
  url: URL,
  chainId: string,
): Promise<Response> {
  checkVariablesOnce(env);
  const settings = parseGatewaySettings(env as unknown as Record<string, unknown>);
  const { success } = await env.RPC_RATE_LIMITER.limit({ key: toRateLimitKey(request.headers) });
  if (!success) {
    return refuse(429, new GatewayError('rateLimited', 'too many requests: try again later'), {
      'retry-after': String(settings.rateLimitPeriodS),
    });
  }
  let body: RpcBody;
  try {
    body = await parseRpcBody(request.body, request.headers.get('content-length'));
  } catch (error) {
    if (!isGatewayError(error)) throw error;
    return refuse(200, error);
  }
  if ((shedUntil.get(chainId) ?? 0) > Date.now() && needsUpstream(body)) return shed(body);
  const chainRules = rulesFor(chainId);
  const checks = body.requests.map((entry) => checkRpcCall(entry, chainRules));
  const cache = defaultCache();
  const client = toClientKey(request.headers);
  const answered = await answerRpcCalls(checks, {
    chainId,
    readUpstream: (calls) => readThroughChain(env, chainId, client, calls),
    kept,
    hot,
    edgeCache: cache ? createEdgeCache(cache, url.origin, { maxAgeMs: LATEST_REUSE_MS }) : null,
    waitUntil: (promise) => ctx.waitUntil(promise),
  });
  return respond(chainId, body.batch, answered);
}

/**
 * The RPC gateway Worker: only `/rpc/*` reaches it (`run_worker_first`). It checks the page's reads, answers
 * what the isolate (or, for reads others shared, the location's cache) holds and hands the rest to the chain's
 * Durable Object ({@link ChainReads}), which reads the upstreams of Worker variables: the Worker never shows
 * them, logs nothing of a visitor, sets no cookie. Before any of that, the isolate's admission refuses a request
 * at once when the isolate has `maxInFlight` requests in hand already.
 */
export function createRpcGateway(maxInFlight = MAX_ISOLATE_IN_FLIGHT) {
  const admission = createIsolateAdmission(maxInFlight);
  return {
    async fetch(request: Request, env: GatewayEnv, ctx: GatewayContext): Promise<Response> {
      try {
        return await handle(request, env, ctx, admission);
      } catch (error) {
        const failure: ReadOutcome = isGatewayError(error)
          ? error
          : new GatewayError('serverError', 'the gateway failed');
        return refuse(500, failure as GatewayError);
      }
    },
  };
}

export default createRpcGateway();
