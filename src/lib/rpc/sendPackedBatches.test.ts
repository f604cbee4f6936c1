import { describe, expect, it } from 'vitest';
import { MAX_RPC_BATCH, MAX_RPC_BODY_BYTES } from '../gatewayContract/gatewayContract.ts';
import { packRpcBatches } from './sendPackedBatches.ts';
import { type RpcCall, toRpcRequest } from './sendRpcBatch.ts';

/** An eth_call whose data holds `bytes` bytes (hex doubles them): a stand-in for an aggregate3 of that size. */
const call = (bytes: number): RpcCall => ({
  method: 'eth_call',
  params: [{ to: `0x${'ca'.repeat(20)}`, data: `0x${'00'.repeat(bytes)}` }, 'latest'],
});

/** One account's eth_getCode. */
const getCode = (index: number): RpcCall => ({
  method: 'eth_getCode',
  params: [`0x${index.toString(16).padStart(40, '0')}`, 'latest'],
});

/** The body the page sends for `batch`, in bytes. */
const bodyBytes = (batch: readonly RpcCall[]) =>
  new TextEncoder().encode(JSON.stringify(batch.map(toRpcRequest))).length;

const codes = (count: number) => Array.from({ length: count }, (_, index) => getCode(index));

describe('packRpcBatches', () => {
  it('puts riders beside the lead while a batch holds them: at most 20 calls, the rest in a batch of their own', () => {
    expect(packRpcBatches([call(1_000)], codes(3)).map((batch) => batch.length)).toEqual([4]);
    const twenty = packRpcBatches([call(1_000)], codes(20));
    expect(twenty.map((batch) => batch.length)).toEqual([MAX_RPC_BATCH, 1]);
    expect(twenty.flat().slice(1)).toEqual(codes(20));
  });

  it('fills the room each lead leaves, in order, before any batch of riders alone', () => {
    const batches = packRpcBatches([call(1_000), call(1_000)], codes(30));
    expect(batches.map((batch) => batch.length)).toEqual([20, 12]);
    expect(batches.map((batch) => batch[0])).toEqual([call(1_000), call(1_000)]);
    expect(batches.flatMap((batch) => batch.slice(1))).toEqual(codes(30));
  });

  it('never passes the body limit: a lead that nearly fills a body leaves its riders to the next batch', () => {
    const full = call(Math.floor(MAX_RPC_BODY_BYTES / 2) - 150);
    const batches = packRpcBatches([full, call(1_000)], codes(25));
    for (const batch of batches) {
      expect(bodyBytes(batch)).toBeLessThanOrEqual(MAX_RPC_BODY_BYTES);
      expect(batch.length).toBeLessThanOrEqual(MAX_RPC_BATCH);
    }
    expect(batches[0]?.length).toBeLessThan(3);
    expect(batches.flat().filter((one) => one.method === 'eth_getCode')).toEqual(codes(25));
  });

  it('with no leads, packs the riders in order into as few batches as the limits allow', () => {
    expect(packRpcBatches([], codes(41)).map((batch) => batch.length)).toEqual([20, 20, 1]);
    expect(packRpcBatches([], [])).toEqual([]);
  });
});
