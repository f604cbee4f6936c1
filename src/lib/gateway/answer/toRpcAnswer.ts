import type { GatewayError } from '../GatewayError.ts';
import type { RpcId } from '../policy/checkRpcCall.ts';
import type { BlockHeader, NodeAnswer } from '../upstream/toNodeAnswer.ts';

/** One JSON-RPC 2.0 answer as the gateway sends it. */
export type RpcAnswer =
  | { jsonrpc: '2.0'; id: RpcId; result: string | BlockHeader }
  | { jsonrpc: '2.0'; id: RpcId; error: { code: number; message: string; data?: string } };

/** A read's outcome: the node's answer (its result or its own error), or the gateway's error. */
export type ReadOutcome = NodeAnswer | GatewayError;

/** The caller's answer: a node's answer (or a gateway error) under the caller's own id. */
export function toRpcAnswer(id: RpcId, outcome: ReadOutcome): RpcAnswer {
  if (outcome instanceof Error) {
    return { jsonrpc: '2.0', id, error: { code: outcome.rpcCode, message: outcome.message } };
  }
  return { jsonrpc: '2.0', id, ...outcome };
}
