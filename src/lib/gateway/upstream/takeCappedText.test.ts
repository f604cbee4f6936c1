import { describe, expect, it } from 'vitest';
import { isGatewayError } from '../GatewayError.ts';
import { dropBody, takeCappedText } from './takeCappedText.ts';

/** A stream of `chunks`, recording whether the reader cancelled it and how many chunks were pulled. */
function streamOf(chunks: Uint8Array[]) {
  const state = { cancelled: false, pulled: 0 };
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      const chunk = chunks[state.pulled++];
      if (chunk) controller.enqueue(chunk);
      else controller.close();
    },
    cancel() {
      state.cancelled = true;
    },
  });
  return { stream, state };
}

describe('takeCappedText', () => {
  it('joins chunks as UTF-8, multi-byte characters split across chunks included', () => {
    const bytes = new TextEncoder().encode('ünïcødé ✓');
    const { stream } = streamOf([bytes.subarray(0, 1), bytes.subarray(1, 5), bytes.subarray(5)]);
    return expect(takeCappedText(stream, 100)).resolves.toBe('ünïcødé ✓');
  });

  it('reads no body as empty text and exactly the cap as allowed', async () => {
    expect(await takeCappedText(null, 10)).toBe('');
    expect(await takeCappedText(streamOf([new Uint8Array(10).fill(97)]).stream, 10)).toBe('a'.repeat(10));
  });

  it('stops and cancels as soon as the count passes the cap, without reading the rest', async () => {
    const chunk = new Uint8Array(1024).fill(32);
    const { stream, state } = streamOf(Array.from({ length: 1000 }, () => chunk));
    const error = await takeCappedText(stream, 4096).catch((caught: unknown) => caught);
    expect(isGatewayError(error, 'tooLarge')).toBe(true);
    expect(state.cancelled).toBe(true);
    expect(state.pulled).toBeLessThan(10);
  });

  it('given a drain, reads the rest to its end while within it, and cancels past it', async () => {
    const chunk = new Uint8Array(1024).fill(32);
    const within = streamOf(Array.from({ length: 8 }, () => chunk));
    const error = await takeCappedText(within.stream, 4096, 16_384).catch((caught: unknown) => caught);
    expect(isGatewayError(error, 'tooLarge')).toBe(true);
    expect([within.state.pulled, within.state.cancelled]).toEqual([9, false]);
    const past = streamOf(Array.from({ length: 1000 }, () => chunk));
    await takeCappedText(past.stream, 4096, 16_384).catch(() => {});
    expect(past.state.cancelled).toBe(true);
    expect(past.state.pulled).toBeLessThan(30);
  });

  it('refuses bytes that are not UTF-8 as a parse error', async () => {
    const error = await takeCappedText(streamOf([new Uint8Array([0xff, 0xfe])]).stream, 10).catch(
      (e: unknown) => e,
    );
    expect(isGatewayError(error, 'parseError')).toBe(true);
  });
});

describe('dropBody', () => {
  it('reads a body to its end while within the drain, cancels one past it, and takes no body', async () => {
    const chunk = new Uint8Array(1024).fill(32);
    const within = streamOf(Array.from({ length: 8 }, () => chunk));
    await dropBody(within.stream, 16_384);
    expect([within.state.pulled, within.state.cancelled]).toEqual([9, false]);
    const past = streamOf(Array.from({ length: 1000 }, () => chunk));
    await dropBody(past.stream, 16_384);
    expect(past.state.cancelled).toBe(true);
    expect(past.state.pulled).toBeLessThan(30);
    await expect(dropBody(null, 16_384)).resolves.toBeUndefined();
  });
});
