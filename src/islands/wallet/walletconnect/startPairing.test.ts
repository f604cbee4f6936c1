import UniversalProvider from '@walletconnect/universal-provider';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { pageProviderOptions } from '../../../../rig/walletconnect/pageProviderOptions.ts';
import { type Relay, startRelay } from '../../../../rig/walletconnect/startRelay.ts';
import { startTestWallet } from '../../../../rig/walletconnect/startTestWallet.ts';
import { stopWalletConnectCore } from '../../../../rig/walletconnect/stopWalletConnectCore.ts';
import { isAppError } from '../../../lib/errors/AppError.ts';
import { pairingExpiresAt } from '../../../lib/wallet/pairingExpiry.ts';
import { toWalletConnectNamespaces } from '../../../lib/wallet/toWalletConnectNamespaces.ts';
import { startPairing } from './startPairing.ts';

const ACCOUNT = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
const NAMESPACES = toWalletConnectNamespaces([{ id: 1, rpcUrls: ['http://127.0.0.1:9/rpc/1'] }]);
/** The session proposal's tag on the relay (wc_sessionPropose). */
const PROPOSAL_TAG = 1100;

let relay: Relay;
const cleanups: Array<() => Promise<void> | void> = [];

beforeAll(async () => {
  relay = await startRelay();
});
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});
afterAll(async () => {
  await relay.stop();
});

/** The page's UniversalProvider, as the island makes it (the version AppKit pins), on the local relay. */
async function startProvider(): Promise<UniversalProvider> {
  const provider = await UniversalProvider.init(pageProviderOptions(relay.url, 'startPairing.test.ts'));
  cleanups.push(() => stopWalletConnectCore(provider.client.core));
  return provider;
}

async function startWallet(rejectProposal = false) {
  const wallet = await startTestWallet({
    relayUrl: relay.url,
    accounts: [ACCOUNT],
    chainIds: [1],
    ...(rejectProposal ? { behaviour: { rejectProposal: true } } : {}),
  });
  cleanups.push(() => wallet.stop());
  return wallet;
}

describe('startPairing on WalletConnect’s UniversalProvider', () => {
  it('has the URI before the proposal is published (the core emits pairing_create first), the same URI display_uri gives later', async () => {
    const provider = await startProvider();
    const published = () => relay.stats.published[PROPOSAL_TAG] ?? 0;
    const before = published();
    const displayed = new Promise<string>((resolve) => provider.once('display_uri', resolve));
    const attempt = startPairing(provider, NAMESPACES);
    const uri = await attempt.uri;
    expect(published(), 'no proposal published when the URI is in hand').toBe(before);
    expect(uri).toMatch(/^wc:[0-9a-f]{64}@2\?/);
    expect(pairingExpiresAt(uri)).toBeGreaterThan(Date.now());
    expect(await displayed).toBe(uri);
    expect(published()).toBe(before + 1);

    const wallet = await startWallet();
    await wallet.pair(uri);
    await attempt.session;
    expect(provider.session?.namespaces.eip155?.accounts).toContain(`eip155:1:${ACCOUNT}`);
  });

  it('reaches a wallet that subscribed to the pairing before the proposal was published', async () => {
    const provider = await startProvider();
    const wallet = await startWallet();
    const attempt = startPairing(provider, NAMESPACES);
    await wallet.pair(await attempt.uri);
    await attempt.session;
    expect((await wallet.waitForSession()).topic).toBe(provider.session?.topic);
  });

  it('turns a declined proposal into WALLET_REJECTED', async () => {
    const provider = await startProvider();
    const wallet = await startWallet(true);
    const attempt = startPairing(provider, NAMESPACES);
    await wallet.pair(await attempt.uri);
    const failure = await attempt.session.then(
      () => null,
      (error: unknown) => error,
    );
    expect(isAppError(failure, 'WALLET_REJECTED')).toBe(true);
  });
});
