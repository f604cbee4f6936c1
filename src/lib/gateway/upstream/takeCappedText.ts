import { GatewayError } from '../GatewayError.ts';

/**
 * Reads and drops what is left of `reader` while the total stays within `drainUpTo` bytes (`size` read so far),
 * then cancels whatever is left beyond.
 */
async function drain(reader: ReadableStreamDefaultReader<Uint8Array>, size: number, drainUpTo: number) {
  let total = size;
  while (total <= drainUpTo) {
    const { done, value } = await reader.read();
    if (done) return;
    total += value.byteLength;
  }
  reader.cancel().catch(() => {});
}

/** Reads `body` to its end and drops it, while it stays within `drainUpTo` bytes; cancels whatever is beyond. */
export async function dropBody(body: ReadableStream<Uint8Array> | null, drainUpTo: number): Promise<void> {
  if (body !== null) await drain(body.getReader(), 0, drainUpTo);
}

/**
 * Takes a byte stream as UTF-8 text, counting bytes as they arrive, and stops keeping them as soon as they pass
 * `maxBytes` (a body without Content-Length is capped the same way): the stream is cancelled there, or, given
 * `drainUpTo`, read to its end and dropped while it stays within that many bytes (a client still sending a
 * request body then reads the refusal, rather than a cut connection). Throws GatewayError `tooLarge` when over,
 * `parseError` when the bytes are not UTF-8.
 */
export async function takeCappedText(
  body: ReadableStream<Uint8Array> | null,
  maxBytes: number,
  drainUpTo = 0,
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
      await drain(reader, size, drainUpTo);
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
