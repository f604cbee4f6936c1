import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type AnvilNode, startAnvil } from '../chain/startAnvil.ts';
import { type RecordingProxy, startRecordingProxy } from './startRecordingProxy.ts';

let anvil: AnvilNode;
let proxy: RecordingProxy;

const call = (method: string, params: unknown[] = [], id = 1) => ({ jsonrpc: '2.0', id, method, params });

async function post(payload: unknown): Promise<unknown> {
  const response = await fetch(proxy.url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(payload),
  });
  return response.json();
}

beforeAll(async () => {
  anvil = await startAnvil({ chainId: 8453 });
  proxy = await startRecordingProxy(anvil.rpcUrl);
}, 30_000);

afterAll(async () => {
  await proxy?.stop();
  await anvil?.stop();
});

beforeEach(() => proxy.reset());

describe('startRecordingProxy', () => {
  it("passes calls and batches through unchanged, recording methods, size and each answer's outcome", async () => {
    expect(await post(call('eth_chainId'))).toEqual({ jsonrpc: '2.0', id: 1, result: '0x2105' });
    const failing = call(
      'eth_call',
      [{ to: '0x0000000000000000000000000000000000000001', data: '0x' }, 'nope'],
      2,
    );
    const batch = (await post([call('eth_blockNumber', [], 1), failing])) as { id: number }[];
    expect(batch.map((answer) => answer.id).sort()).toEqual([1, 2]);
    expect(proxy.exchanges).toEqual([
      {
        atMs: expect.any(Number),
        methods: ['eth_chainId'],
        bodyBytes: JSON.stringify(call('eth_chainId')).length,
        outcomes: ['result'],
      },
      {
        atMs: expect.any(Number),
        methods: ['eth_blockNumber', 'eth_call'],
        bodyBytes: JSON.stringify([call('eth_blockNumber', [], 1), failing]).length,
        outcomes: expect.arrayContaining(['result', expect.any(Number)]),
      },
    ]);
  });
});
