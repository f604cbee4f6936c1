import { ChainController, OptionsController, WalletConnectConnector } from '@reown/appkit-controllers';
import UniversalProvider, { type UniversalProviderOpts } from '@walletconnect/universal-provider';
import { beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { pageProviderOptions } from '../../../../rig/walletconnect/pageProviderOptions.ts';
import { type Relay, startRelay } from '../../../../rig/walletconnect/startRelay.ts';
import { startTestWallet, type TestWallet } from '../../../../rig/walletconnect/startTestWallet.ts';
import { stopWalletConnectCore } from '../../../../rig/walletconnect/stopWalletConnectCore.ts';
import { isAppError } from '../../../lib/errors/AppError.ts';
import type { AppKitChain } from '../../../lib/wallet/toAppKitNetwork.ts';
import { toWalletConnectNamespaces } from '../../../lib/wallet/toWalletConnectNamespaces.ts';
import { appKitSessionOptions } from './appKitSessionOptions.ts';
import { initReadOnlyProvider } from './initReadOnlyProvider.ts';
import { startPairing } from './startPairing.ts';

const ACCOUNT = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
const RPC_URL = 'http://127.0.0.1:9/rpc/1';
const NAMESPACES = toWalletConnectNamespaces([{ id: 1, rpcUrls: [RPC_URL] }]);
/** A session request's tag on the relay (wc_sessionRequest). */
const REQUEST_TAG = 1108;

/** Requests that sign, send or grant: the test wallet approves every one of them in its sessions. */
const WRITES = [
  { method: 'eth_sendTransaction', params: [{ from: ACCOUNT, to: ACCOUNT, value: '0x1' }] },
  { method: 'personal_sign', params: ['0x68656c6c6f', ACCOUNT] },
  { method: 'eth_sign', params: [ACCOUNT, '0x68656c6c6f'] },
  { method: 'eth_signTypedData_v4', params: [ACCOUNT, '{}'] },
  { method: 'eth_signTransaction', params: [{ from: ACCOUNT, to: ACCOUNT }] },
  { method: 'eth_sendRawTransaction', params: ['0x00'] },
  { method: 'wallet_sendCalls', params: [{ version: '2.0.0', from: ACCOUNT, chainId: '0x1', calls: [] }] },
  { method: 'wallet_grantPermissions', params: [{}] },
  { method: 'wallet_watchAsset', params: { type: 'ERC20', options: { address: ACCOUNT } } },
];

let relay: Relay;

beforeAll(async () => {
  relay = await startRelay();
  return () => relay.stop();
});

/**
 * The page's options on the local relay, silent as the page's: the unguarded provider below would log each write
 * the wallet refuses.
 */
const providerOptions = (): UniversalProviderOpts => ({
  ...pageProviderOptions(relay.url, 'initReadOnlyProvider.test.ts'),
  logger: 'silent',
});

/** `provider`, stopped when the test ends. */
function stopWith<P extends UniversalProvider>(provider: P): P {
  onTestFinished(() => stopWalletConnectCore(provider.client.core));
  return provider;
}

/** A phone wallet on the local relay that approves signing and sending too, and records every request. */
async function startWallet(): Promise<TestWallet> {
  const wallet = await startTestWallet({ relayUrl: relay.url, accounts: [ACCOUNT], chainIds: [1] });
  onTestFinished(() => wallet.stop());
  return wallet;
}

/** Pairs `provider` with `wallet` as the page's QR code does. */
async function pairAsThePage(provider: UniversalProvider, wallet: TestWallet): Promise<void> {
  const attempt = startPairing(provider, NAMESPACES);
  await wallet.pair(await attempt.uri);
  await attempt.session;
}

/**
 * Sends every write through `provider`, one after another, then a read the wallet answers itself
 * (`net_version`; the provider answers `eth_chainId` and `eth_accounts` on its own): once the read's answer is
 * back, anything sent before it has reached the wallet too. Returns each write's failure, and the requests the
 * wallet and the relay saw. One after another: WalletConnect numbers a request by the millisecond and three
 * random digits, so requests sent in the same millisecond share a number now and then, and the wallet takes
 * the second for the first.
 */
async function sendWritesThenRead(provider: UniversalProvider, wallet: TestWallet) {
  const publishedBefore = relay.stats.published[REQUEST_TAG] ?? 0;
  const failures: unknown[] = [];
  for (const write of WRITES) {
    failures.push(
      await provider.request(write).then(
        () => null,
        (error: unknown) => error,
      ),
    );
  }
  expect(await provider.request({ method: 'net_version' })).toBe('1');
  return {
    failures,
    received: wallet.requests.map(({ method }) => method),
    published: (relay.stats.published[REQUEST_TAG] ?? 0) - publishedBefore,
  };
}

describe("the page's UniversalProvider, held to the read-only allowlist", () => {
  it('refuses every write through the session the page made with a wallet that approved writes: the wallet receives only the read sent after them', async () => {
    const provider = stopWith(await initReadOnlyProvider(providerOptions()));
    const wallet = await startWallet();
    await pairAsThePage(provider, wallet);
    const approved = provider.session?.namespaces.eip155?.methods ?? [];
    expect(approved, 'the wallet approved writes the page never proposed').toEqual(
      expect.arrayContaining(WRITES.map(({ method }) => method)),
    );

    const { failures, received, published } = await sendWritesThenRead(provider, wallet);
    for (const [index, failure] of failures.entries()) {
      expect(isAppError(failure, 'WALLET_METHOD_REFUSED'), WRITES[index]?.method).toBe(true);
    }
    expect(received).toEqual(['net_version']);
    expect(published, 'session requests on the relay').toBe(1);
  });

  it('refuses a sign-in (authenticate) and the legacy sendAsync before anything is published', async () => {
    const provider = stopWith(await initReadOnlyProvider(providerOptions()));
    const publishedBefore = { ...relay.stats.published };
    expect(() => provider.sendAsync({ method: 'personal_sign', params: [] }, () => undefined)).toThrow(
      expect.objectContaining({ code: 'WALLET_METHOD_REFUSED' }),
    );
    expect(() =>
      provider.authenticate({
        chains: ['eip155:1'],
        domain: 'page.invalid',
        nonce: '1',
        uri: 'https://page.invalid',
      }),
    ).toThrow(expect.objectContaining({ code: 'WALLET_METHOD_REFUSED' }));
    expect(relay.stats.published).toEqual(publishedBefore);
  });

  it('holds a session made the way All wallets makes it (AppKit’s own connector on the provider the page hands AppKit) to the same list', async () => {
    const provider = stopWith(await initReadOnlyProvider(providerOptions()));
    const wallet = await startWallet();
    const options = appKitSessionOptions(provider);
    const network: AppKitChain = {
      id: 1,
      caipNetworkId: 'eip155:1',
      chainNamespace: 'eip155',
      name: 'Ethereum',
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      rpcUrls: { default: { http: [RPC_URL] } },
      blockExplorers: { default: { name: 'explorer', url: 'https://explorer.invalid' } },
    };
    OptionsController.setUniversalProviderConfigOverride(options.universalProviderConfigOverride);
    // AppKit's chain state needs only the networks here: its adapters and its UI's clients live in the browser.
    ChainController.initialize([{ namespace: 'eip155' }] as never, [network], {} as never);
    const connector = new WalletConnectConnector({
      provider: options.universalProvider ?? provider,
      namespace: 'eip155',
      caipNetworks: [network],
    });
    const uri = new Promise<string>((resolve) => provider.once('display_uri', resolve));
    const connected = connector.connectWalletConnect();
    await wallet.pair(await uri);
    await connected;
    expect(
      wallet.proposedMethods.filter((method) => WRITES.some((write) => write.method === method)),
    ).toEqual([]);

    const { failures, received, published } = await sendWritesThenRead(connector.provider, wallet);
    for (const [index, failure] of failures.entries()) {
      expect(isAppError(failure, 'WALLET_METHOD_REFUSED'), WRITES[index]?.method).toBe(true);
    }
    expect(received).toEqual(['net_version']);
    expect(published, 'session requests on the relay').toBe(1);
  });

  it('is what stops them: the same writes through an unguarded provider reach the wallet', async () => {
    const provider = stopWith(await UniversalProvider.init(providerOptions()));
    const wallet = await startWallet();
    await pairAsThePage(provider, wallet);
    const { received } = await sendWritesThenRead(provider, wallet);
    expect(received.toSorted()).toEqual([...WRITES.map(({ method }) => method), 'net_version'].toSorted());
  });
});
