import { MAX_RPC_BATCH, MAX_RPC_BODY_BYTES } from '../gatewayContract/gatewayContract.ts';
import type { RpcTransport } from './createRpcTransport.ts';
import type { JsonRpcAnswer } from './postJsonRpc.ts';
import { type RpcCall, sendRpcBatch, toRpcRequest } from './sendRpcBatch.ts';

const utf8 = new TextEncoder();

/** Bytes `call` adds to a JSON-RPC batch body as its request `id`, with the comma before it. */
const requestBytes = (call: RpcCall, id: number) =>
  utf8.encode(JSON.stringify(toRpcRequest(call, id))).length + 1;

/**
 * Packs calls into JSON-RPC batches the gateway takes, each of at most {@link MAX_RPC_BATCH} calls and
 * {@link MAX_RPC_BODY_BYTES} of body: each of `leads` (a large call, such as an `aggregate3`) heads a batch of its
 * own, and `riders` (small calls) fill, in order, the room the leads leave, then batches of their own. So riders
 * cost a request more only where the leads' requests cannot hold them. The leads' batches come first, in order.
 */
export function packRpcBatches(leads: readonly RpcCall[], riders: readonly RpcCall[]): RpcCall[][] {
  const batches = leads.map((lead) => ({ calls: [lead], bytes: 2 + requestBytes(lead, 0) }));
  let open = 0;
  for (const rider of riders) {
    let batch = batches[open];
    while (
      batch &&
      (batch.calls.length >= MAX_RPC_BATCH ||
        batch.bytes + requestBytes(rider, batch.calls.length) > MAX_RPC_BODY_BYTES)
    ) {
      open += 1;
      batch = batches[open];
    }
    if (!batch) {
      batch = { calls: [], bytes: 2 };
      batches.push(batch);
    }
    batch.bytes += requestBytes(rider, batch.calls.length);
    batch.calls.push(rider);
  }
  return batches.map((batch) => batch.calls);
}

/**
 * Sends `leads` and `riders` as {@link packRpcBatches} packs them, every batch side by side, and gives each call's
 * answer, in the order given.
 */
export async function sendPackedBatches(
  transport: RpcTransport,
  leads: readonly RpcCall[],
  riders: readonly RpcCall[],
  signal: AbortSignal | undefined,
): Promise<{ leads: JsonRpcAnswer[]; riders: JsonRpcAnswer[] }> {
  const batches = packRpcBatches(leads, riders);
  const answers = await Promise.all(batches.map((batch) => sendRpcBatch(transport, batch, signal)));
  const led = answers.slice(0, leads.length);
  return {
    leads: led.flatMap((batch) => batch.slice(0, 1)),
    riders: [...led.flatMap((batch) => batch.slice(1)), ...answers.slice(leads.length).flat()],
  };
}
