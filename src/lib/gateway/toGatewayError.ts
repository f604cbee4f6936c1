import { GatewayError, isGatewayError } from './GatewayError.ts';

/** Any failure as a GatewayError (anything unexpected is a server error). */
export function toGatewayError(error: unknown): GatewayError {
  return isGatewayError(error)
    ? error
    : new GatewayError('serverError', 'the gateway failed', { cause: error });
}
