import { AppError } from '../errors/AppError.ts';
import {
  GATEWAY_ERROR_CODES,
  RATE_LIMIT_CODES,
  toPageErrorCode,
} from '../gatewayContract/gatewayContract.ts';
import { describeEndpoint } from './describeEndpoint.ts';

/** One JSON-RPC 2.0 answer. */
export interface JsonRpcAnswer {
  jsonrpc: '2.0';
  id: number | string | null;
  result?: unknown;
  error?: { code: number; message: string; data?: unknown };
}

/** True for a well-formed JSON-RPC 2.0 answer object. */
function isAnswer(value: unknown): value is JsonRpcAnswer {
  if (typeof value !== 'object' || value === null) return false;
  const answer = value as Record<string, unknown>;
  return (
    'id' in answer && ('result' in answer || (typeof answer.error === 'object' && answer.error !== null))
  );
}

/**
 * True for the site's gateway saying, with HTTP 503 and its own JSON-RPC code, that its reader of the chain is
 * busy for a moment: the same to a visitor as a rate limit, tried again shortly (another 503 is a server error).
 */
function isGatewayBusy(status: number, text: string): boolean {
  if (status !== 503) return false;
  try {
    const body = JSON.parse(text) as unknown;
    const answers = Array.isArray(body) ? body : [body];
    return answers.some(
      (answer) =>
        (answer as { error?: { code?: unknown } } | null)?.error?.code === GATEWAY_ERROR_CODES.unavailable,
    );
  } catch {
    return false;
  }
}

/**
 * Sends one JSON-RPC request or batch by HTTP POST and returns the answers, or throws an AppError coded by what
 * failed: RPC_TIMEOUT, RPC_NETWORK_ERROR, RPC_RATE_LIMITED (HTTP 429, the site gateway's HTTP 503 "busy", or
 * a rate-limit error code), RPC_SERVER_ERROR (another HTTP 5xx), RPC_BAD_RESPONSE (any other status, or a body that is not JSON-RPC), or
 * READ_CANCELLED when `signal` aborts it. The timeout runs on the page's own timers (`setTimeout`), as the
 * retries' backoff does, so one clock governs every wait of a read.
 */
export async function postJsonRpc(
  url: string,
  payload: unknown,
  timeoutMs: number,
  signal?: AbortSignal,
): Promise<JsonRpcAnswer[]> {
  const endpoint = describeEndpoint(url);
  let text: string;
  let status: number;
  const deadline = new AbortController();
  const timer = setTimeout(
    () => deadline.abort(new DOMException(`No answer within ${timeoutMs} ms`, 'TimeoutError')),
    timeoutMs,
  );
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(payload),
      signal: signal ? AbortSignal.any([signal, deadline.signal]) : deadline.signal,
      credentials: 'omit',
      cache: 'no-store',
    });
    status = response.status;
    text = await response.text();
  } catch (error) {
    const host = { detail: { key: 'TEXT', values: { text: endpoint } } } as const;
    if (signal?.aborted) throw new AppError('READ_CANCELLED', { cause: error, ...host });
    const timedOut = error instanceof DOMException && error.name === 'TimeoutError';
    throw new AppError(timedOut ? 'RPC_TIMEOUT' : 'RPC_NETWORK_ERROR', { cause: error, ...host });
  } finally {
    clearTimeout(timer);
  }
  const httpStatus = { detail: { key: 'HTTP_STATUS', values: { endpoint, status } } } as const;
  if (status === 429 || isGatewayBusy(status, text)) throw new AppError('RPC_RATE_LIMITED', httpStatus);
  if (status >= 500) throw new AppError('RPC_SERVER_ERROR', httpStatus);
  if (status < 200 || status >= 300) throw new AppError('RPC_BAD_RESPONSE', httpStatus);
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch (error) {
    throw new AppError('RPC_BAD_RESPONSE', {
      cause: error,
      detail: { key: 'NOT_JSON', values: { endpoint } },
    });
  }
  const answers = Array.isArray(body) ? body : [body];
  if (answers.length === 0 || !answers.every(isAnswer)) {
    throw new AppError('RPC_BAD_RESPONSE', { detail: { key: 'NOT_JSON_RPC', values: { endpoint } } });
  }
  if (answers.some((answer) => answer.error && RATE_LIMIT_CODES.includes(answer.error.code))) {
    throw new AppError('RPC_RATE_LIMITED', { detail: { key: 'RATE_LIMIT_ERROR', values: { endpoint } } });
  }
  for (const { error } of answers) {
    const code = error && toPageErrorCode(error.code);
    // The site's gateway speaks for its upstreams: its message names them by number, never by URL.
    if (code) {
      throw new AppError(code, {
        detail: { key: 'NODE_MESSAGE', values: { endpoint, message: error.message } },
      });
    }
  }
  return answers;
}
