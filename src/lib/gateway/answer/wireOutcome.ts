import type { GatewayErrorCode } from '../../gatewayContract/gatewayContract.ts';
import { GatewayError, isGatewayError } from '../GatewayError.ts';
import type { NodeAnswer } from '../upstream/toNodeAnswer.ts';
import type { ReadOutcome } from './toRpcAnswer.ts';

/** A read's outcome as plain data, as it crosses from the chain's Durable Object to the Worker. */
export type WireOutcome = NodeAnswer | { gatewayError: { code: GatewayErrorCode; message: string } };

/** A read's outcome as plain data (a GatewayError becomes its code and message). */
export function toWireOutcome(outcome: ReadOutcome): WireOutcome {
  return isGatewayError(outcome)
    ? { gatewayError: { code: outcome.code, message: outcome.message } }
    : outcome;
}

/** The outcome again from its plain form. */
export function fromWireOutcome(wire: WireOutcome): ReadOutcome {
  return 'gatewayError' in wire ? new GatewayError(wire.gatewayError.code, wire.gatewayError.message) : wire;
}
