import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type AnvilNode, startAnvil } from '../chain/startAnvil.ts';
import { type KeyedProxy, startKeyedProxy } from './startKeyedProxy.ts';
import { type RpcProxy, startRpcProxy } from './startRpcProxy.ts';

let anvil: AnvilNode;
let faults: RpcProxy;
let keyed: KeyedProxy;

const chainIdCall = JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_chainId', params: [] });
const post = (url: string) =>
  fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: chainIdCall });

beforeAll(async () => {
  anvil = await startAnvil({ chainId: 8453 });
  faults = await startRpcProxy({ target: anvil.rpcUrl });
  keyed = await startKeyedProxy(faults.url);
}, 30_000);

afterAll(async () => {
  await keyed?.stop();
  await faults?.stop();
  await anvil?.stop();
});

beforeEach(() => faults.reset());

describe('startKeyedProxy', () => {
  it('forwards a POST to its key, and refuses any other path with 401', async () => {
    const answer = await post(keyed.url);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await answer.json()).toMatchObject({ result: '0x2105' });
    expect((await post(`http://${keyed.host}/`)).status).toBe(401);
    expect(keyed.requests.map((request) => request.allowed)).toEqual([true, false]);
  });

  it("passes on the target's 429 with its Retry-After, and its content type, as a provider's own answer", async () => {
    faults.setFault('http429', { times: 1 });
    const limited = await post(keyed.url);
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toBe('1');
    expect(limited.headers.get('content-type')).toBe('text/plain');
    expect(await limited.text()).toBe('Too Many Requests');
    faults.setFault('http500', { times: 1 });
    const failed = await post(keyed.url);
    expect(failed.status).toBe(500);
    expect(failed.headers.get('retry-after')).toBeNull();
  });
});
