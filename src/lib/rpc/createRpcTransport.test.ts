import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { startTestWorld, type TestWorld, worldNative } from '../../../rig/chain/testWorld.ts';
import { worldAccounts } from '../../../rig/chain/worldAccounts.ts';
import { findFreePort } from '../../../rig/process/findFreePort.ts';
import { type RpcFault, type RpcProxy, startRpcProxy } from '../../../rig/rpcProxy/startRpcProxy.ts';
import { worldSiteConfig } from '../../../rig/site/worldConfig.ts';
import type { ErrorCode } from '../errors/errorCodes.ts';
import { createAccountCodes } from '../reads/createAccountCodes.ts';
import { readChainSnapshot } from '../reads/readChainSnapshot.ts';
import { createRpcTransport } from './createRpcTransport.ts';
import type { RpcPolicy } from './rpcPolicy.ts';

/** The product's policy (8 s, 2 retries) scaled down so a hanging endpoint costs a test under a second. */
const FAST: RpcPolicy = { timeoutMs: 250, retries: 2, backoffMs: 10 };
let world: TestWorld;
let faulty: RpcProxy;
let healthy: RpcProxy;
let spare: RpcProxy;

beforeAll(async () => {
  world = await startTestWorld({ chainIds: [1, 8453] });
  [faulty, healthy, spare] = await Promise.all([
    startRpcProxy({ target: world.chain(1).rpcUrl }),
    startRpcProxy({ target: world.chain(8453).rpcUrl }),
    startRpcProxy({ target: world.chain(1).rpcUrl }),
  ]);
});

afterAll(async () => {
  await Promise.all([faulty, healthy, spare].map((proxy) => proxy.stop()));
  await world.stop();
});

beforeEach(() => {
  for (const proxy of [faulty, healthy, spare]) {
    proxy.setFault('none');
    proxy.reset();
  }
});

/** Reads alice on chain 1 through `urls` and on chain 8453 through the healthy proxy, side by side. */
async function readBoth(urls: string[]) {
  const finished: number[] = [];
  const config = worldSiteConfig(world, { 1: urls, 8453: [healthy.url] });
  const read = async (chainId: number) => {
    const chain = config.chains.find((candidate) => candidate.id === chainId);
    if (!chain) throw new Error(`no chain ${chainId}`);
    const snapshot = await readChainSnapshot(
      createRpcTransport(chain, FAST),
      config,
      chainId,
      worldAccounts.alice.address,
    );
    finished.push(chainId);
    return snapshot;
  };
  const [first, second] = await Promise.all([read(1), read(8453)]);
  return { first, second, finished };
}

describe('createRpcTransport: each fault class has its code, and other chains are untouched', () => {
  const cases: [RpcFault, ErrorCode, number][] = [
    ['hang', 'RPC_TIMEOUT', 3],
    ['http429', 'RPC_RATE_LIMITED', 3],
    ['http500', 'RPC_SERVER_ERROR', 3],
    ['http503', 'RPC_SERVER_ERROR', 3],
    ['truncated', 'RPC_BAD_RESPONSE', 3],
    ['garbage', 'RPC_BAD_RESPONSE', 3],
    ['connectionReset', 'RPC_NETWORK_ERROR', 3],
    ['wrongChainId', 'RPC_WRONG_CHAIN', 1],
  ];

  it.each(cases)('%s gives %s after %i attempt(s)', async (fault, code, attempts) => {
    faulty.setFault(fault);
    const { first, second } = await readBoth([faulty.url]);
    expect(first).toMatchObject({ status: 'error', holdings: [], nfts: [], error: { code } });
    expect(second.status).toBe('ok');
    expect(second.holdings[0]?.raw).toBe(worldNative.alice);
    expect(faulty.requests.length).toBe(attempts);
  });

  it('a hanging chain does not delay the others', async () => {
    faulty.setFault('hang');
    const { finished } = await readBoth([faulty.url]);
    expect(finished).toEqual([8453, 1]);
  });

  it('a cancelled read stops at once: no retry, no next URL, and READ_CANCELLED', async () => {
    faulty.setFault('hang');
    const config = worldSiteConfig(world, { 1: [faulty.url, spare.url] });
    const controller = new AbortController();
    const started = Date.now();
    const read = readChainSnapshot(
      createRpcTransport({ id: 1, rpcUrls: [faulty.url, spare.url] }, { ...FAST, timeoutMs: 5_000 }),
      config,
      1,
      worldAccounts.alice.address,
      controller.signal,
    );
    await expect.poll(() => faulty.requests.length).toBe(1);
    controller.abort();
    expect(await read).toMatchObject({ status: 'error', error: { code: 'READ_CANCELLED' } });
    expect(Date.now() - started).toBeLessThan(2_000);
    expect(faulty.requests.length).toBe(1);
    expect(spare.requests.length).toBe(0);
  });

  it('a node that is not listening gives RPC_NETWORK_ERROR', async () => {
    const { first } = await readBoth([`http://127.0.0.1:${await findFreePort()}`]);
    expect(first.error?.code).toBe('RPC_NETWORK_ERROR');
  });

  it('recovers when a retry succeeds', async () => {
    faulty.setFault('http500', { times: 2 });
    const { first } = await readBoth([faulty.url]);
    expect(first.status).toBe('ok');
    expect(faulty.requests.map((request) => request.fault)).toEqual(['http500', 'http500', 'none', 'none']);
  });

  it('moves to the next RPC URL, and tries it first on the next refresh', async () => {
    faulty.setFault('http503');
    const config = worldSiteConfig(world, { 1: [faulty.url, spare.url] });
    const transport = createRpcTransport({ id: 1, rpcUrls: [faulty.url, spare.url] }, FAST);
    // One visit: the account's code, read with the first refresh, is known to the second.
    const codes = createAccountCodes();
    const read = () =>
      readChainSnapshot(transport, config, 1, worldAccounts.alice.address, undefined, undefined, codes);
    const first = await read();
    expect(first.status).toBe('ok');
    expect(faulty.requests.length).toBe(3);
    faulty.reset();
    spare.reset();
    const second = await read();
    expect(second.status).toBe('ok');
    expect(faulty.requests.length).toBe(0);
    expect(spare.requests.flatMap((request) => request.methods)).toEqual(['eth_call']);
  });

  it("asks no chain id of the site's own gateway, which proves its upstreams' itself", async () => {
    // The page's `/rpc/1` resolves against the page; here it resolves to a proxy of chain 1.
    const pageFetch = globalThis.fetch;
    vi.stubGlobal('fetch', (input: string, init?: RequestInit) =>
      pageFetch(input === '/rpc/1' ? spare.url : input, init),
    );
    try {
      const transport = createRpcTransport({ id: 1, rpcUrls: ['/rpc/1'] }, FAST);
      const config = worldSiteConfig(world);
      const snapshot = await readChainSnapshot(transport, config, 1, worldAccounts.alice.address);
      expect(snapshot.status).toBe('ok');
      expect(spare.requests.flatMap((request) => request.methods)).not.toContain('eth_chainId');
      expect(spare.requests.length).toBe(1);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('skips an endpoint answering for another chain and uses the next', async () => {
    faulty.setFault('wrongChainId');
    const { first } = await readBoth([faulty.url, spare.url]);
    expect(first.status).toBe('ok');
    expect(faulty.requests.flatMap((request) => request.methods)).toEqual(['eth_chainId']);
  });
});
