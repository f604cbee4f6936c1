import type { ErrorCode } from '../errors/errorCodes.ts';
import { GATEWAY_ERROR_CODES } from '../gateway/gatewayErrorCodes.ts';

const { timeout, serverError, unreachable, refused, tooLarge, unknownChain, wrongChain, badResponse } =
  GATEWAY_ERROR_CODES;

/** What each of the site's RPC gateway's own error codes means to a visitor: the page's per-chain messages. */
const MEANINGS = new Map<number, ErrorCode>([
  [timeout, 'RPC_TIMEOUT'],
  [serverError, 'RPC_SERVER_ERROR'],
  [unreachable, 'RPC_NETWORK_ERROR'],
  [wrongChain, 'RPC_WRONG_CHAIN'],
  [badResponse, 'RPC_BAD_RESPONSE'],
  [refused, 'RPC_REFUSED'],
  [tooLarge, 'RPC_REFUSED'],
  [unknownChain, 'RPC_REFUSED'],
]);

/** The page's error code for a JSON-RPC error code the gateway answers with; undefined for any other code. */
export function gatewayErrorToCode(code: number): ErrorCode | undefined {
  return MEANINGS.get(code);
}
