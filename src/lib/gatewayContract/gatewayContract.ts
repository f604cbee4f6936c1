import type { PlainErrorCode } from '../errors/AppError.ts';

/**
 * What the page and its `/rpc/*` gateway agree on: the size of what the page sends, the JSON-RPC error codes
 * the gateway answers with, and what each means to a visitor. The page's transport (lib/rpc) and the Worker's
 * rules (lib/gateway) both import this module and nothing of each other.
 */

/**
 * The site's own gateway path for a chain. The gateway reads that chain only, from upstreams whose chain id it
 * has proved, so the page sends it no `eth_chainId` check of its own.
 */
export function gatewayPath(chainId: number): string {
  return `/rpc/${chainId}`;
}

/** The most requests in one JSON-RPC batch the page sends, and the gateway forwards. */
export const MAX_RPC_BATCH = 20;

/** The largest JSON-RPC request body the page sends, and the gateway accepts, in bytes. */
export const MAX_RPC_BODY_BYTES = 64 * 1024;

/** JSON-RPC error codes with which nodes (and providers, and the gateway) say "too many requests". */
export const RATE_LIMIT_CODES: readonly number[] = [-32005, -32016, 429];

/**
 * JSON-RPC error codes the gateway answers with (HTTP 200 with an `error` body, except `rateLimited`, which
 * comes with HTTP 429, and `unknownChain`, with HTTP 404). Standard codes for malformed JSON-RPC; the
 * -32050… range for the gateway's own outcomes, clear of the codes nodes use.
 */
export const GATEWAY_ERROR_CODES = {
  /** The body is not JSON. */
  parseError: -32700,
  /** The body is JSON but not a JSON-RPC request (or an empty batch, or not POST / not JSON content). */
  invalidRequest: -32600,
  /** The client (HTTP 429 from the gateway's limiter) or every upstream (HTTP 429 too) is rate limited. */
  rateLimited: -32005,
  /** Every upstream tried timed out (the last failure was a timeout). */
  timeout: -32050,
  /** An upstream answered HTTP 5xx or another error status. */
  serverError: -32051,
  /** No upstream could be reached (connection refused or reset, DNS), or none is configured. */
  unreachable: -32052,
  /** The method, its parameters or the eth_call target are not in the gateway's policy. */
  refused: -32053,
  /** The body is over {@link MAX_RPC_BODY_BYTES}, or the batch has more than {@link MAX_RPC_BATCH} requests. */
  tooLarge: -32054,
  /** The path names a chain the gateway does not serve. */
  unknownChain: -32055,
  /** Every upstream answers for another chain than the one asked for: the gateway is misconfigured. */
  wrongChain: -32056,
  /** An upstream sent something that is not JSON-RPC (a captive page, a cut-off body, a non-hex result). */
  badResponse: -32057,
  /** The gateway's reader of the chain failed or is overloaded (HTTP 503 with Retry-After): try again shortly. */
  unavailable: -32058,
} as const;

/** A gateway error kind: a key of {@link GATEWAY_ERROR_CODES}. */
export type GatewayErrorCode = keyof typeof GATEWAY_ERROR_CODES;

const {
  timeout,
  serverError,
  unreachable,
  refused,
  tooLarge,
  unknownChain,
  wrongChain,
  badResponse,
  unavailable,
} = GATEWAY_ERROR_CODES;

/** What each of the gateway's own error codes means to a visitor: the page's per-chain messages. */
const PAGE_ERROR_CODES = new Map<number, PlainErrorCode>([
  [timeout, 'RPC_TIMEOUT'],
  [serverError, 'RPC_SERVER_ERROR'],
  [unreachable, 'RPC_NETWORK_ERROR'],
  [wrongChain, 'RPC_WRONG_CHAIN'],
  [badResponse, 'RPC_BAD_RESPONSE'],
  [refused, 'RPC_REFUSED'],
  [tooLarge, 'RPC_REFUSED'],
  [unknownChain, 'RPC_REFUSED'],
  [unavailable, 'RPC_RATE_LIMITED'],
]);

/** The page's error code for a JSON-RPC error code the gateway answers with; undefined for any other code. */
export function toPageErrorCode(rpcCode: number): PlainErrorCode | undefined {
  return PAGE_ERROR_CODES.get(rpcCode);
}
