import { GatewayError } from '../GatewayError.ts';

/**
 * Takes a byte stream as UTF-8 text, counting bytes as they arrive and cancelling the stream as soon as it
 * passes `maxBytes` (a body without Content-Length is capped the same way). Throws GatewayError `tooLarge`
 * when over, `parseError` when the bytes are not UTF-8.
 */
export async function takeCappedText(
  body: ReadableStream<Uint8Array> | null,
  maxBytes: number,
): Promise<string> {
  if (body === null) return '';
  const reader = body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      reader.cancel().catch(() => {});
      throw new GatewayError('tooLarge', `the body is larger than ${maxBytes} bytes`);
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch (error) {
    throw new GatewayError('parseError', 'the body is not UTF-8 text', { cause: error });
  }
}
