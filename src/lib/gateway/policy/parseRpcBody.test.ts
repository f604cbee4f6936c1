import { describe, expect, it } from 'vitest';
import { MAX_RPC_BATCH, MAX_RPC_BODY_BYTES } from '../../gatewayContract/gatewayContract.ts';
import { isGatewayError } from '../GatewayError.ts';
import { MAX_REFUSED_BODY_DRAIN_BYTES } from '../gatewayLimits.ts';
import { parseRpcBody } from './parseRpcBody.ts';

const call = { jsonrpc: '2.0', id: 1, method: 'eth_chainId', params: [] };
const body = (text: string) => new Response(text).body;

async function codeOf(promise: Promise<unknown>): Promise<string> {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  return isGatewayError(error) ? error.code : String(error);
}

describe('parseRpcBody', () => {
  it('reads one request and a batch', async () => {
    expect(await parseRpcBody(body(JSON.stringify(call)), null)).toEqual({ batch: false, requests: [call] });
    expect(await parseRpcBody(body(JSON.stringify([call, call])), null)).toEqual({
      batch: true,
      requests: [call, call],
    });
  });

  it(`allows a batch of ${MAX_RPC_BATCH} and a body of exactly 64 KiB`, async () => {
    const batch = Array.from({ length: MAX_RPC_BATCH }, (_, id) => ({ ...call, id }));
    expect((await parseRpcBody(body(JSON.stringify(batch)), null)).requests).toHaveLength(MAX_RPC_BATCH);
    const text = JSON.stringify({ ...call, pad: '' });
    const padded = JSON.stringify({ ...call, pad: 'x'.repeat(MAX_RPC_BODY_BYTES - text.length) });
    expect(padded).toHaveLength(MAX_RPC_BODY_BYTES);
    expect((await parseRpcBody(body(padded), String(MAX_RPC_BODY_BYTES))).batch).toBe(false);
  });

  it('reads a body a little over the cap to its end before refusing it, so a client still sending reads the refusal', async () => {
    const chunk = new Uint8Array(1024).fill(32);
    let pulled = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (pulled++ < 70) controller.enqueue(chunk);
        else controller.close();
      },
    });
    expect(await codeOf(parseRpcBody(stream, String(70 * 1024)))).toBe('tooLarge');
    expect(pulled).toBe(71);
  });

  it('refuses a declared Content-Length past what it drains before reading anything', async () => {
    let pulled = false;
    const stream = new ReadableStream(
      {
        pull() {
          pulled = true;
        },
      },
      { highWaterMark: 0 },
    );
    expect(await codeOf(parseRpcBody(stream, String(MAX_REFUSED_BODY_DRAIN_BYTES + 1)))).toBe('tooLarge');
    expect(pulled).toBe(false);
  });

  it('counts the bytes whatever the header says (chunked, or a lying Content-Length)', async () => {
    const big = JSON.stringify({ ...call, pad: 'x'.repeat(MAX_RPC_BODY_BYTES) });
    expect(await codeOf(parseRpcBody(body(big), null))).toBe('tooLarge');
    expect(await codeOf(parseRpcBody(body(big), '10'))).toBe('tooLarge');
  });

  it(`refuses a batch over ${MAX_RPC_BATCH} and an empty batch`, async () => {
    const batch = Array.from({ length: MAX_RPC_BATCH + 1 }, (_, id) => ({ ...call, id }));
    expect(await codeOf(parseRpcBody(body(JSON.stringify(batch)), null))).toBe('tooLarge');
    expect(await codeOf(parseRpcBody(body('[]'), null))).toBe('invalidRequest');
  });

  it('refuses text that is not JSON, and JSON that is not an object or array', async () => {
    expect(await codeOf(parseRpcBody(body('{"jsonrpc":'), null))).toBe('parseError');
    expect(await codeOf(parseRpcBody(null, null))).toBe('parseError');
    expect(await codeOf(parseRpcBody(body('42'), null))).toBe('invalidRequest');
    expect(await codeOf(parseRpcBody(body('null'), null))).toBe('invalidRequest');
  });
});
