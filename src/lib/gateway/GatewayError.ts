import { GATEWAY_ERROR_CODES, type GatewayErrorCode } from '../gatewayContract/gatewayContract.ts';

/** The gateway's one error type: a code from {@link GATEWAY_ERROR_CODES} and a message safe to show a visitor. */
export class GatewayError extends Error {
  override readonly name = 'GatewayError';
  readonly code: GatewayErrorCode;

  constructor(code: GatewayErrorCode, message: string, options: { cause?: unknown } = {}) {
    super(message, options);
    this.code = code;
  }

  /** The JSON-RPC error number of this error's code. */
  get rpcCode(): number {
    return GATEWAY_ERROR_CODES[this.code];
  }
}

/** True when `error` is a {@link GatewayError}, optionally with one of the given codes. */
export function isGatewayError(error: unknown, ...codes: GatewayErrorCode[]): error is GatewayError {
  return error instanceof GatewayError && (codes.length === 0 || codes.includes(error.code));
}
