import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  HOSTILE_SYMBOL,
  startTestWorld,
  type TestWorld,
  worldAccounts,
  worldNative,
} from '../../../tests/fixtures/chain/testWorld.ts';
import { type RpcProxy, startRpcProxy } from '../../../tests/fixtures/rpcProxy/startRpcProxy.ts';
import { worldChainConfig, worldTokenConfigs } from '../../../tests/support/worldConfig.ts';
import { createRpcTransport } from '../rpc/createRpcTransport.ts';
import { MAX_TOKEN_NAME_LENGTH, readChainSnapshot } from './readChainSnapshot.ts';

const CHAIN_IDS = [1, 8453] as const;
let world: TestWorld;
let proxies: RpcProxy[];

beforeAll(async () => {
  world = await startTestWorld({ chainIds: CHAIN_IDS });
  proxies = await Promise.all(world.chains.map((chain) => startRpcProxy({ target: chain.rpcUrl })));
});

afterAll(async () => {
  await Promise.all(proxies.map((proxy) => proxy.stop()));
  await world.stop();
});

beforeEach(() => {
  for (const proxy of proxies) {
    proxy.setFault('none');
    proxy.reset();
  }
});

/** Reads alice (or `account`) on every world chain through the proxies, each with a fresh transport. */
function readAll(account = worldAccounts.alice.address, useMulticall = true) {
  return Promise.all(
    world.chains.map((chain, index) => {
      const config = {
        ...worldChainConfig(chain, [proxies[index]?.url ?? '']),
        ...(useMulticall ? {} : { multicall3: false as const }),
      };
      return readChainSnapshot(createRpcTransport(config), config, worldTokenConfigs(chain), account);
    }),
  );
}

describe('readChainSnapshot against anvil', () => {
  it('reads every balance exactly, in one eth_call per chain', async () => {
    const snapshots = await readAll();
    for (const [index, snapshot] of snapshots.entries()) {
      const chain = world.chains[index];
      expect(snapshot.status).toBe('ok');
      expect(snapshot.blockNumber).toBeGreaterThan(0n);
      const [native, ...tokens] = snapshot.holdings;
      expect(native).toMatchObject({ token: 'native', raw: worldNative.alice, error: null });
      for (const [tokenIndex, seeded] of (chain?.tokens ?? []).entries()) {
        const holding = tokens[tokenIndex];
        expect(holding?.token).toBe(seeded.address);
        if (seeded.balances === null) {
          expect(holding).toMatchObject({ raw: null, error: { code: 'TOKEN_CALL_FAILED' } });
        } else {
          expect(holding).toMatchObject({ raw: seeded.balances.alice, error: null });
        }
      }
      const proxy = proxies[index];
      expect(proxy?.countMethod('eth_call')).toBe(1);
      expect(proxy?.countMethod('eth_chainId')).toBe(1);
      expect(proxy?.requests.flatMap((request) => request.methods)).toEqual(['eth_chainId', 'eth_call']);
    }
  });

  it('costs one eth_call per chain on every refresh after the first (C calls, not C×T)', async () => {
    const providers = world.chains.map((chain, index) => {
      const config = worldChainConfig(chain, [proxies[index]?.url ?? '']);
      return { config, transport: createRpcTransport(config), tokens: worldTokenConfigs(chain) };
    });
    const refresh = () =>
      Promise.all(
        providers.map(({ config, transport, tokens }) =>
          readChainSnapshot(transport, config, tokens, worldAccounts.bob.address),
        ),
      );
    await refresh();
    for (const proxy of proxies) proxy.reset();
    await refresh();
    await refresh();
    const totals = proxies.map((proxy) => proxy.requests.flatMap((request) => request.methods));
    expect(totals).toEqual([
      ['eth_call', 'eth_call'],
      ['eth_call', 'eth_call'],
    ]);
  });

  it('reads the same values with plain calls on a chain without Multicall3', async () => {
    const [withMulticall, plain] = [
      await readAll(worldAccounts.bob.address),
      await readAll(worldAccounts.bob.address, false),
    ];
    const strip = (snapshots: typeof plain) =>
      snapshots.map((snapshot) =>
        snapshot.holdings.map((holding) => [holding.token, holding.raw, holding.error?.code ?? null]),
      );
    expect(strip(plain)).toEqual(strip(withMulticall));
  });

  it('shows an empty account as zeros, not errors', async () => {
    const [snapshot] = await readAll(worldAccounts.empty.address);
    const standard = snapshot?.holdings.filter((holding) => holding.error === null) ?? [];
    expect(standard.length).toBe((snapshot?.holdings.length ?? 0) - 1);
    expect(standard.every((holding) => holding.raw === 0n)).toBe(true);
  });

  it('reports a missing Multicall3 as a chain error', async () => {
    const chain = world.chains[0];
    if (!chain) throw new Error('no chain');
    const config = { ...worldChainConfig(chain), multicall3: '0x000000000000000000000000000000000000dEaD' };
    const snapshot = await readChainSnapshot(
      createRpcTransport(config),
      config,
      worldTokenConfigs(chain),
      worldAccounts.alice.address,
    );
    expect(snapshot).toMatchObject({ status: 'error', error: { code: 'CHAIN_NO_MULTICALL' } });
  });

  it('reads the names the config leaves out in the same call, inert and capped', async () => {
    const chain = world.chains[0];
    const proxy = proxies[0];
    if (!chain || !proxy) throw new Error('no chain');
    const config = worldChainConfig(chain, [proxy.url]);
    const tokens = worldTokenConfigs(chain, { named: false });
    const transport = createRpcTransport(config);
    await readChainSnapshot(transport, config, tokens, worldAccounts.alice.address);
    proxy.reset();
    const snapshot = await readChainSnapshot(transport, config, tokens, worldAccounts.alice.address);
    expect(proxy.requests.flatMap((request) => request.methods)).toEqual(['eth_call']);
    const names = Object.fromEntries(snapshot.holdings.map((holding) => [holding.symbol, holding.name]));
    expect(names.TST).toBe('Test Token');
    expect(names.WHOLE).toBe('Whole Unit');
    const hostile = snapshot.holdings.find((holding) => holding.symbol === HOSTILE_SYMBOL.slice(0, 12));
    expect(hostile?.name).toHaveLength(MAX_TOKEN_NAME_LENGTH);
    expect(hostile?.name.startsWith('<img src=x onerror=alert(1)><script>alert(2)</script>')).toBe(true);
    // biome-ignore lint/suspicious/noControlCharactersInRegex: asserting that control characters are gone
    expect(hostile?.name).not.toMatch(/[\u0000-\u001f\u202e\u200b]/);
    expect(hostile?.name.endsWith('…')).toBe(true);
  });
});
