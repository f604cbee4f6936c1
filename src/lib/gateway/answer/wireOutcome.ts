import type { GatewayErrorCode } from '../../gatewayContract/gatewayContract.ts';
import { GatewayError, isGatewayError } from '../GatewayError.ts';
import type { MergedOutcome } from '../merge/readMergerTypes.ts';
import type { NodeAnswer } from '../upstream/toNodeAnswer.ts';

/**
 * A read's outcome as plain data, as it crosses from the chain's Durable Object to the Worker: the node's
 * answer or the gateway's error (its code and message), when its upstream call was sent, and whether it was
 * shared.
 */
export type WireOutcome = (NodeAnswer | { gatewayError: { code: GatewayErrorCode; message: string } }) & {
  at?: number;
  shared?: boolean;
  busy?: boolean;
};

/** The flags of an outcome, only those set. */
const flags = ({ at, shared, busy }: Omit<MergedOutcome, 'outcome'>) => ({
  ...(at === undefined ? {} : { at }),
  ...(shared ? { shared } : {}),
  ...(busy ? { busy } : {}),
});

/** A read's outcome as plain data (a GatewayError becomes its code and message). */
export function toWireOutcome({ outcome, ...rest }: MergedOutcome): WireOutcome {
  const extra = flags(rest);
  return isGatewayError(outcome)
    ? { gatewayError: { code: outcome.code, message: outcome.message }, ...extra }
    : { ...outcome, ...extra };
}

/** The outcome again from its plain form. */
export function fromWireOutcome(wire: WireOutcome): MergedOutcome {
  const extra = flags(wire);
  if ('gatewayError' in wire) {
    return { outcome: new GatewayError(wire.gatewayError.code, wire.gatewayError.message), ...extra };
  }
  const answer = ('result' in wire ? { result: wire.result } : { error: wire.error }) as NodeAnswer;
  return { outcome: answer, ...extra };
}
