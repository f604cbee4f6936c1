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
  /** The body is over 64 KiB, or the batch has more than 20 requests. */
  tooLarge: -32054,
  /** The path names a chain the gateway does not serve. */
  unknownChain: -32055,
  /** Every upstream answers for another chain than the one asked for: the gateway is misconfigured. */
  wrongChain: -32056,
  /** An upstream sent something that is not JSON-RPC (a captive page, a cut-off body, a non-hex result). */
  badResponse: -32057,
} as const;

/** A gateway error kind: a key of {@link GATEWAY_ERROR_CODES}. */
export type GatewayErrorCode = keyof typeof GATEWAY_ERROR_CODES;

export { RATE_LIMIT_CODES as UPSTREAM_RATE_LIMIT_CODES } from '../rpc/rateLimitCodes.ts';
