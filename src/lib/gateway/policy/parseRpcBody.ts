import { MAX_RPC_BATCH, MAX_RPC_BODY_BYTES } from '../../gatewayContract/gatewayContract.ts';
import { GatewayError } from '../GatewayError.ts';
import { MAX_REFUSED_BODY_DRAIN_BYTES } from '../gatewayLimits.ts';
import { takeCappedText } from '../upstream/takeCappedText.ts';

/** A request body taken and parsed: one JSON-RPC request, or a batch of 1 to {@link MAX_RPC_BATCH}. */
export interface RpcBody {
  batch: boolean;
  /** Each request as parsed JSON, not checked yet. */
  requests: unknown[];
}

/**
 * Parses a JSON-RPC request body of at most {@link MAX_RPC_BODY_BYTES}, its bytes counted as they arrive whatever
 * Content-Length says. A body over the cap is refused; up to {@link MAX_REFUSED_BODY_DRAIN_BYTES} it is read to
 * its end first and dropped, so the client reads the refusal, and a declared Content-Length over that is refused
 * before reading. Throws GatewayError `tooLarge` (body or batch), `parseError` (not JSON) or `invalidRequest`
 * (an empty batch, or JSON that is neither an object nor an array).
 */
export async function parseRpcBody(
  body: ReadableStream<Uint8Array> | null,
  contentLength: string | null,
): Promise<RpcBody> {
  if (contentLength !== null && Number(contentLength) > MAX_REFUSED_BODY_DRAIN_BYTES) {
    throw new GatewayError('tooLarge', `the body is larger than ${MAX_RPC_BODY_BYTES} bytes`);
  }
  const text = await takeCappedText(body, MAX_RPC_BODY_BYTES, MAX_REFUSED_BODY_DRAIN_BYTES);
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (error) {
    throw new GatewayError('parseError', 'the body is not JSON', { cause: error });
  }
  if (Array.isArray(parsed)) {
    if (parsed.length === 0) throw new GatewayError('invalidRequest', 'the batch is empty');
    if (parsed.length > MAX_RPC_BATCH) {
      throw new GatewayError(
        'tooLarge',
        `the batch has ${parsed.length} requests; at most ${MAX_RPC_BATCH} are allowed`,
      );
    }
    return { batch: true, requests: parsed };
  }
  if (typeof parsed === 'object' && parsed !== null) return { batch: false, requests: [parsed] };
  throw new GatewayError('invalidRequest', 'the body is neither a JSON-RPC request nor a batch');
}
