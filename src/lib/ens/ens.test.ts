import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ALICE_AVATAR, startTestWorld, type TestWorld } from '../../../rig/chain/testWorld.ts';
import { worldAccounts } from '../../../rig/chain/worldAccounts.ts';
import { type RpcProxy, startRpcProxy } from '../../../rig/rpcProxy/startRpcProxy.ts';
import { isAppError } from '../errors/AppError.ts';
import { createChainProvider } from '../rpc/createChainProvider.ts';
import { createRpcTransport } from '../rpc/createRpcTransport.ts';
import { lookupEnsProfile } from './lookupEnsProfile.ts';
import { resolveEnsName } from './resolveEnsName.ts';

const ENS = { ipfsGateway: 'https://ipfs.example/ipfs/', avatarHosts: [new URL(ALICE_AVATAR).origin] };
let world: TestWorld;
let proxy: RpcProxy;

beforeAll(async () => {
  world = await startTestWorld({ chainIds: [1] });
  proxy = await startRpcProxy({ target: world.chain(1).rpcUrl });
});

afterAll(async () => {
  await proxy.stop();
  await world.stop();
});

beforeEach(() => proxy.reset());

const provider = () => createChainProvider(1, createRpcTransport({ id: 1, rpcUrls: [proxy.url] }));

describe('ENS on a local chain 1', () => {
  it('resolves a name to its checksummed address in 2 calls', async () => {
    expect(await resolveEnsName(provider(), 'alice.eth')).toBe(worldAccounts.alice.address);
    expect(proxy.countMethod('eth_call')).toBe(2);
  });

  it('says ENS_NOT_FOUND for an unknown name', async () => {
    await expect(resolveEnsName(provider(), 'nobody-here.eth')).rejects.toSatisfy((error) =>
      isAppError(error, 'ENS_NOT_FOUND'),
    );
  });

  it('reads the primary name and an allowed avatar', async () => {
    expect(await lookupEnsProfile(provider(), worldAccounts.alice.address, ENS)).toEqual({
      name: 'alice.eth',
      avatar: ALICE_AVATAR,
    });
    expect(proxy.countMethod('eth_call')).toBe(3);
  });

  it('drops an avatar on a host that is not configured', async () => {
    const profile = await lookupEnsProfile(provider(), worldAccounts.alice.address, {
      ...ENS,
      avatarHosts: [],
    });
    expect(profile).toEqual({ name: 'alice.eth', avatar: null });
  });

  it('has no name for an address without a reverse record, or whose record points elsewhere', async () => {
    for (const account of [worldAccounts.bob, worldAccounts.empty, worldAccounts.mallory]) {
      expect(await lookupEnsProfile(provider(), account.address, ENS)).toEqual({ name: null, avatar: null });
    }
  });
});
