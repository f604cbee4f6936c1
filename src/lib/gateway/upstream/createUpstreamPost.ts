import { RATE_LIMIT_CODES } from '../../gatewayContract/gatewayContract.ts';
import { GatewayError, isGatewayError } from '../GatewayError.ts';
import { MAX_UPSTREAM_BODY_BYTES } from '../gatewayLimits.ts';
import { parseRetryAfter } from './parseRetryAfter.ts';
import { takeCappedText } from './takeCappedText.ts';

/** POSTs a JSON-RPC payload to an upstream and returns the parsed answers (a batch's, or one alone). */
export type UpstreamPost = (url: string, payload: unknown, signal: AbortSignal) => Promise<unknown[]>;

/** What a `rateLimited` failure knows of the upstream's own `Retry-After`, in its `cause`. */
export interface RetryAfterCause {
  retryAfterMs?: number | undefined;
}

/** The body of an upstream's answer as text, or a GatewayError saying what failed (`name` names the upstream). */
async function fetchAnswerText(
  fetchImpl: typeof fetch,
  name: string,
  url: string,
  payload: unknown,
  signal: AbortSignal,
): Promise<string> {
  try {
    const response = await fetchImpl(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(payload),
      signal,
      redirect: 'manual',
    });
    if (response.status === 429) {
      response.body?.cancel().catch(() => {});
      const cause: RetryAfterCause = { retryAfterMs: parseRetryAfter(response.headers.get('retry-after')) };
      throw new GatewayError('rateLimited', `${name} is rate limited`, { cause });
    }
    if (response.status < 200 || response.status >= 300) {
      response.body?.cancel().catch(() => {});
      throw new GatewayError('serverError', `${name} answered HTTP ${response.status}`);
    }
    return await takeCappedText(response.body, MAX_UPSTREAM_BODY_BYTES);
  } catch (error) {
    if (signal.aborted) throw new GatewayError('timeout', `${name} timed out`);
    if (isGatewayError(error, 'rateLimited', 'serverError')) throw error;
    if (isGatewayError(error)) throw new GatewayError('badResponse', `${name} sent an unreadable answer`);
    throw new GatewayError('unreachable', `${name} could not be reached`);
  }
}

/**
 * Creates the POST of JSON-RPC payloads to upstreams, which returns the parsed answers or throws a
 * GatewayError saying what failed: HTTP 429 or a rate-limit error code is `rateLimited` (with the upstream's
 * `Retry-After` in its cause), another status `serverError`, and so on; `name` names an upstream without its URL.
 */
export function createUpstreamPost(fetchImpl: typeof fetch, name: (url: string) => string): UpstreamPost {
  return async (url, payload, signal) => {
    const text = await fetchAnswerText(fetchImpl, name(url), url, payload, signal);
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      throw new GatewayError('badResponse', `${name(url)} sent an answer that is not JSON`);
    }
    const answers = Array.isArray(parsed) ? parsed : [parsed];
    const limited = answers.some((answer) => {
      const code = (answer as { error?: { code?: unknown } } | null)?.error?.code;
      return typeof code === 'number' && RATE_LIMIT_CODES.includes(code);
    });
    if (limited) throw new GatewayError('rateLimited', `${name(url)} is rate limited`);
    return answers;
  };
}
