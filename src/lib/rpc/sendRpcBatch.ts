import { AppError } from '../errors/AppError.ts';
import type { RpcTransport } from './createRpcTransport.ts';
import type { JsonRpcAnswer } from './postJsonRpc.ts';

/** One JSON-RPC call to make: a method and its parameters. */
export interface RpcCall {
  method: string;
  params: unknown[];
}

/** `call` as the request with id `id` in a JSON-RPC batch. */
export const toRpcRequest = (call: RpcCall, id: number) => ({ jsonrpc: '2.0', id, ...call });

/**
 * Sends `calls` through `transport` as one HTTP request (a single call, or a JSON-RPC batch) and returns each
 * call's answer in order; an answer missing from the batch is RPC_BAD_RESPONSE.
 */
export async function sendRpcBatch(
  transport: RpcTransport,
  calls: readonly RpcCall[],
  signal?: AbortSignal,
): Promise<JsonRpcAnswer[]> {
  const payload = calls.map(toRpcRequest);
  const answers = await transport.send(payload.length === 1 ? payload[0] : payload, signal);
  return payload.map(({ id }) => {
    const answer = answers.find((candidate) => candidate.id === id);
    if (!answer) throw new AppError('RPC_BAD_RESPONSE', { detail: { key: 'NO_ANSWER_TO', values: { id } } });
    return answer;
  });
}
