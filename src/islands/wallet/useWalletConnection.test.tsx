import { act } from 'react';
import { afterEach, beforeAll, describe, expect, inject, it, onTestFinished, vi } from 'vitest';
import { commands } from 'vitest/browser';
import { announceInjectedWallet } from '../../../rig/browserTests/announceInjectedWallet.ts';
import { until } from '../../../rig/browserTests/createTraffic.ts';
import { readStoredSessions } from '../../../rig/browserTests/readStoredSessions.ts';
import { type RenderedHook, renderHook, settle } from '../../../rig/browserTests/renderHook.tsx';
import {
  type ChooserEvents,
  type ChooserStatus,
  onChooserEvent,
  sendChooserEvent,
  type WalletChoice,
} from '../../chooser/chooserContract.ts';
import type { PanelConfig } from '../../lib/config/toPanelConfig.ts';
import { loadSessionFlag } from '../../lib/wallet/sessionFlag.ts';
import { loadWalletConnection } from './loadWalletConnection.ts';
import { useWalletConnection, type WalletControls } from './useWalletConnection.ts';
import type { WalletConnection } from './walletConnectionTypes.ts';

/**
 * The island's config with WalletConnect set up. The page's relay socket goes to the local relay and Verify is
 * answered at once, through the browser's own interception (rig/browserTests/walletPageCommands.ts).
 */
const withoutProject = inject('panelConfig');
const config: PanelConfig = { ...withoutProject, walletConnectProjectId: '0123456789abcdef0123456789abcdef' };
const relayUrl = inject('relayUrl');
const { alice, bob } = inject('worldAccounts');
const chainIds = config.chains.map((chain) => chain.id);
const rpcUrls = inject('rpcUrls');

/** The browser wallet in the page (rig/injectedWallet), announced once, as an extension is. */
let injected: Awaited<ReturnType<typeof announceInjectedWallet>>;
const injectedChoice = (walletId = injected.info.uuid): WalletChoice => ({
  kind: 'injected',
  walletId,
  name: injected.info.name,
});

beforeAll(async () => {
  await commands.routeWalletConnect(relayUrl);
  injected = await announceInjectedWallet({ accounts: [alice.address], chainId: chainIds[0] ?? 1, rpcUrls });
});

afterEach(() => window.localStorage.clear());

type Rendered = RenderedHook<PanelConfig, WalletControls>;

/** Waits for `work` (a call to Node, the relay, IndexedDB) inside `act`, so what the island does meanwhile renders. */
const inAct = <T,>(work: Promise<T>): Promise<T> => act(() => work);

/** Sends a chooser event as the page's chooser does, inside `act`. */
const send = <K extends keyof ChooserEvents>(type: K, detail: ChooserEvents[K]) =>
  act(async () => sendChooserEvent(type, detail));

/** Every status the island reports to the chooser during this test. */
function listenToStatuses(): ChooserStatus[] {
  const statuses: ChooserStatus[] = [];
  onTestFinished(onChooserEvent('wallet-chooser:status', (status) => statuses.push(status)));
  return statuses;
}

/** The methods the injected wallet was asked for, in order. */
const injectedMethods = async () =>
  (await inAct(commands.injectedWalletRequests(injected.id))).map((request) => request.method);

/** Starts the Node-side WalletConnect wallet (alice's), stopped when the test ends. */
async function startWallet(behaviour: { rejectProposal?: boolean } = {}): Promise<string> {
  const id = await inAct(
    commands.startTestWallet({
      relayUrl,
      accounts: [alice.address],
      chainIds,
      rpcUrls,
      behaviour,
    }),
  );
  onTestFinished(() => commands.stopTestWallet(id));
  return id;
}

/** The URI of the pairing the WalletConnect view shows, once it is ready. */
async function pairingUri(hook: Rendered): Promise<string> {
  let uri = '';
  await until(() => {
    const pairing = hook.current.walletConnect?.pairing.getState();
    if (pairing?.status !== 'ready') throw new Error(`The pairing is ${pairing?.status ?? 'not loaded'}.`);
    uri = pairing.uri;
  });
  return uri;
}

/** Chooses WalletConnect and has the test wallet scan the QR code: the session is made. */
async function connectThroughQr(hook: Rendered): Promise<string> {
  await send('wallet-chooser:choose', { kind: 'walletconnect' });
  const wallet = await startWallet();
  await inAct(commands.pairTestWallet(wallet, await pairingUri(hook)));
  await until(() => expect(hook.current.state?.status).toBe('connected'));
  const connection = hook.current.walletConnect;
  onTestFinished(() => connection?.disconnect());
  return wallet;
}

/** Counts the listeners subscribed to `connection` from now on that are still subscribed. */
function countListeners(connection: WalletConnection): { live: () => number } {
  const subscribe = connection.subscribe;
  let live = 0;
  connection.subscribe = (listener) => {
    live++;
    const unsubscribe = subscribe(listener);
    let once = false;
    return () => {
      if (!once) live--;
      once = true;
      unsubscribe();
    };
  };
  onTestFinished(() => {
    connection.subscribe = subscribe;
  });
  return { live: () => live };
}

describe('useWalletConnection: loading a connector', () => {
  // First in the file: the page's connections are made once, and these two must fail to be made.
  it('fails a choice whose connector module cannot load, says so, and loads it on the next choice', async () => {
    const statuses = listenToStatuses();
    const module = new URL('./createInjectedConnection.ts', import.meta.url).pathname;
    await inAct(commands.failModuleRequests(module, true));
    const hook = await renderHook(useWalletConnection, config);
    await send('wallet-chooser:choose', injectedChoice());
    await until(() => expect(statuses).toEqual([{ kind: 'failed' }]));
    expect(hook.current.notice).toEqual({ code: 'WALLET_LOAD_FAILED' });
    expect(hook.current.state).toBeNull();

    await inAct(commands.failModuleRequests(module, false));
    await send('wallet-chooser:choose', injectedChoice());
    await until(() => expect(hook.current.state?.status).toBe('connected'));
    expect(statuses).toEqual([{ kind: 'failed' }, { kind: 'done' }]);
    expect(hook.current.notice).toBeNull();
    await act(async () => hook.current.disconnect());
    await until(() => expect(hook.current.state?.status).toBe('disconnected'));
  });

  it('without a project ID, ignores a WalletConnect prefetch and fails the choice with the reason', async () => {
    const statuses = listenToStatuses();
    const hook = await renderHook(useWalletConnection, withoutProject);
    await send('wallet-chooser:prefetch', 'walletconnect');
    await settle();
    expect(hook.current.walletConnectWanted).toBe(false);
    await send('wallet-chooser:choose', { kind: 'walletconnect' });
    await until(() => expect(statuses).toEqual([{ kind: 'failed' }]));
    expect(hook.current.notice).toEqual({
      code: 'WALLET_LOAD_FAILED',
      detail: { key: 'WALLETCONNECT_NOT_SET_UP' },
    });
    expect(hook.current.walletConnect).toBeNull();
    expect(hook.current.walletConnectShown).toBe(false);
  });
});

describe('useWalletConnection: a wallet in the page', () => {
  it('acts on a choice made before the island was live, which the chooser sends again on ready', async () => {
    const statuses = listenToStatuses();
    // The chooser holds the visitor's choice and sends it again once the island says it is ready.
    sendChooserEvent('wallet-chooser:choose', injectedChoice());
    onTestFinished(
      onChooserEvent('wallet-chooser:ready', () =>
        sendChooserEvent('wallet-chooser:choose', injectedChoice()),
      ),
    );
    const hook = await renderHook(useWalletConnection, config);
    await until(() => expect(hook.current.state?.status).toBe('connected'));
    expect(hook.current.state).toMatchObject({ address: alice.address, chainId: chainIds[0] });
    expect(statuses).toEqual([{ kind: 'done' }]);
    expect(loadSessionFlag()).toBe('injected');
    // A wallet in the page needs the page's own connector only: WalletConnect is not loaded for it.
    expect(hook.current.walletConnect).toBeNull();
    expect(hook.current.walletConnectShown).toBe(false);

    await act(async () => hook.current.disconnect());
    await until(() => expect(hook.current.state?.status).toBe('disconnected'));
    expect(loadSessionFlag()).toBeNull();
    expect(hook.current.notice).toBeNull();
    expect(await injectedMethods()).toContain('wallet_revokePermissions');
  });

  it('fails the choice when the wallet refuses, and connects nothing', async () => {
    const statuses = listenToStatuses();
    await inAct(commands.setInjectedWalletRejects(injected.id, true));
    onTestFinished(() => commands.setInjectedWalletRejects(injected.id, false));
    const hook = await renderHook(useWalletConnection, config);
    await send('wallet-chooser:choose', injectedChoice());
    await until(() => expect(statuses).toEqual([{ kind: 'failed' }]));
    expect(hook.current.notice).toEqual({ code: 'WALLET_REJECTED' });
    expect(hook.current.state?.status).toBe('disconnected');
    expect(loadSessionFlag()).toBeNull();
  });

  it('fails the choice of a wallet that never announces itself, once the connector stops waiting', async () => {
    const statuses = listenToStatuses();
    const hook = await renderHook(useWalletConnection, config);
    await send('wallet-chooser:choose', injectedChoice(crypto.randomUUID()));
    await until(() => expect(statuses).toEqual([{ kind: 'failed' }]));
    expect(hook.current.notice).toEqual({ code: 'WALLET_LOAD_FAILED', detail: { key: 'WALLET_GONE' } });
    expect(hook.current.state?.status).toBe('disconnected');
  });

  it('drops a choice replaced while its connector still loads: its wallet is never asked', async () => {
    const statuses = listenToStatuses();
    const asked = (await injectedMethods()).length;
    const hook = await renderHook(useWalletConnection, config);
    await act(async () => {
      sendChooserEvent('wallet-chooser:choose', injectedChoice());
      sendChooserEvent('wallet-chooser:choose', { kind: 'walletconnect' });
    });
    expect(hook.current.walletConnectShown).toBe(true);
    await pairingUri(hook);
    await settle();
    expect((await injectedMethods()).slice(asked)).toEqual([]);
    expect(statuses).toEqual([]);
    expect(hook.current.state).toBeNull();
    await send('wallet-chooser:cancel', null);
    expect(hook.current.walletConnectShown).toBe(false);
  });

  it('acts on the newer choice when it replaces a WalletConnect choice still loading', async () => {
    const statuses = listenToStatuses();
    const hook = await renderHook(useWalletConnection, config);
    await act(async () => {
      sendChooserEvent('wallet-chooser:choose', { kind: 'walletconnect' });
      sendChooserEvent('wallet-chooser:choose', injectedChoice());
    });
    expect(hook.current.walletConnectShown).toBe(false);
    await until(() => expect(hook.current.state?.status).toBe('connected'));
    await until(() => expect(hook.current.walletConnect).not.toBeNull());
    await settle();
    expect(statuses).toEqual([{ kind: 'done' }]);
    expect(loadSessionFlag()).toBe('injected');
    await act(async () => hook.current.disconnect());
    await until(() => expect(hook.current.state?.status).toBe('disconnected'));
  });

  it('connects nothing after a cancel while the connector loads, and keeps following the session it had', async () => {
    const statuses = listenToStatuses();
    const hook = await renderHook(useWalletConnection, config);
    const wallet = await connectThroughQr(hook);
    const asked = (await injectedMethods()).length;
    await act(async () => {
      sendChooserEvent('wallet-chooser:choose', injectedChoice());
      sendChooserEvent('wallet-chooser:cancel', null);
    });
    await act(async () => loadWalletConnection(config, 'injected'));
    await settle();
    await settle();
    expect((await injectedMethods()).slice(asked)).toEqual([]);
    expect(statuses).toEqual([{ kind: 'done' }]);
    expect(hook.current.state).toMatchObject({ status: 'connected', address: alice.address });
    expect(loadSessionFlag()).toBe('walletconnect');
    await act(async () => hook.current.disconnect());
    await until(() => expect(hook.current.state?.status).toBe('disconnected'));
    expect(await inAct(commands.testWalletRequests(wallet))).toEqual([]);
  });
});

describe('useWalletConnection: WalletConnect through the local relay', () => {
  it('connects through the page QR code, saying done once, and a remount restores the stored session', async () => {
    const statuses = listenToStatuses();
    const first = await renderHook(useWalletConnection, config);
    await send('wallet-chooser:choose', { kind: 'walletconnect' });
    expect(first.current.walletConnectShown).toBe(true);
    const wallet = await startWallet();
    await inAct(commands.pairTestWallet(wallet, await pairingUri(first)));
    await until(() => expect(first.current.state?.status).toBe('connected'));
    expect(first.current.state).toMatchObject({ address: alice.address, relay: 'online' });
    await settle();
    expect(statuses).toEqual([{ kind: 'done' }]);
    expect(first.current.walletConnectShown).toBe(false);
    expect(loadSessionFlag()).toBe('walletconnect');
    const [topic] = await inAct(readStoredSessions());
    expect(topic).toBeDefined();

    await first.unmount();
    const second = await renderHook(useWalletConnection, config);
    await until(() => expect(second.current.state?.status).toBe('connected'));
    expect(second.current.state).toMatchObject({ address: alice.address });
    expect(statuses).toEqual([{ kind: 'done' }]);

    await act(async () => second.current.disconnect());
    await until(() => expect(second.current.state?.status).toBe('disconnected'));
    expect(second.current.notice).toBeNull();
    expect(loadSessionFlag()).toBeNull();
    await vi.waitFor(async () => expect(await inAct(readStoredSessions())).not.toContain(topic));
    await second.unmount();
    const third = await renderHook(useWalletConnection, config);
    await settle();
    expect(third.current.state).toBeNull();
  });

  it('says so when the wallet ends the session', async () => {
    const hook = await renderHook(useWalletConnection, config);
    const wallet = await connectThroughQr(hook);
    await inAct(commands.disconnectTestWallet(wallet));
    await until(() => expect(hook.current.state?.status).toBe('disconnected'));
    expect(hook.current.notice).toEqual({ code: 'WALLET_DISCONNECTED' });
    expect(loadSessionFlag()).toBeNull();
  });

  it('shows a declined proposal beside the QR code and keeps the choice open until cancelled', async () => {
    const statuses = listenToStatuses();
    const hook = await renderHook(useWalletConnection, config);
    await send('wallet-chooser:choose', { kind: 'walletconnect' });
    const wallet = await startWallet({ rejectProposal: true });
    await expect(commands.pairTestWallet(wallet, await pairingUri(hook))).rejects.toThrow(/rejected/);
    await until(() =>
      expect(hook.current.walletConnect?.pairing.getState()).toMatchObject({
        status: 'failed',
        error: { code: 'WALLET_REJECTED' },
      }),
    );
    expect(hook.current.state).toBeNull();
    expect(hook.current.walletConnectShown).toBe(true);
    expect(statuses).toEqual([]);
    await send('wallet-chooser:cancel', null);
    await settle();
    expect(hook.current.walletConnectShown).toBe(false);
    expect(statuses).toEqual([]);
  });

  it('refuses a write before it leaves the page: the wallet receives nothing', async () => {
    const hook = await renderHook(useWalletConnection, config);
    const wallet = await connectThroughQr(hook);
    const provider = hook.current.walletConnect?.provider;
    if (!provider) throw new Error('No WalletConnect provider.');
    const transaction = { from: alice.address, to: bob.address, value: '0x1' };
    await expect(
      provider.request({ method: 'eth_sendTransaction', params: [transaction] }),
    ).rejects.toMatchObject({
      code: 'WALLET_METHOD_REFUSED',
    });
    await expect(
      provider.request({ method: 'personal_sign', params: ['0x00', alice.address] }),
    ).rejects.toMatchObject({
      code: 'WALLET_METHOD_REFUSED',
    });
    // An allowed method does reach the wallet: what it received is seen.
    await inAct(
      provider.request({ method: 'wallet_getCapabilities', params: [alice.address] }).catch(() => undefined),
    );
    const received = await inAct(commands.testWalletRequests(wallet));
    expect(received.map((request) => request.method)).toEqual(['wallet_getCapabilities']);
    await act(async () => hook.current.disconnect());
    await until(() => expect(hook.current.state?.status).toBe('disconnected'));
  });

  it('keeps one connection and one listener on it through prefetches and choices, none after unmount', async () => {
    const connection = await loadWalletConnection(config, 'walletconnect');
    const listeners = countListeners(connection);
    const statuses = listenToStatuses();
    const hook = await renderHook(useWalletConnection, config);
    await send('wallet-chooser:prefetch', 'walletconnect');
    await send('wallet-chooser:prefetch', 'walletconnect');
    await send('wallet-chooser:choose', { kind: 'walletconnect' });
    await pairingUri(hook);
    await send('wallet-chooser:cancel', null);
    await send('wallet-chooser:prefetch', 'walletconnect');
    await send('wallet-chooser:choose', { kind: 'walletconnect' });
    await send('wallet-chooser:cancel', null);
    await settle();
    expect(hook.current.walletConnect).toBe(connection);
    expect(hook.current.walletConnectWanted).toBe(true);
    expect(listeners.live()).toBe(1);
    expect(statuses).toEqual([]);
    await hook.unmount();
    expect(listeners.live()).toBe(0);
  });
});

describe('useWalletConnection: after unmount', () => {
  it('hears nothing more from the wallets or the chooser', async () => {
    const statuses = listenToStatuses();
    const hook = await renderHook(useWalletConnection, config);
    await send('wallet-chooser:choose', injectedChoice());
    await until(() => expect(hook.current.state?.status).toBe('connected'));
    const connection = await inAct(loadWalletConnection(config, 'injected'));
    onTestFinished(() => connection.disconnect());
    const renders = hook.history.length;
    const asked = (await injectedMethods()).length;
    const errors: unknown[] = [];
    const onError = (event: ErrorEvent | PromiseRejectionEvent) => errors.push(event);
    window.addEventListener('error', onError);
    window.addEventListener('unhandledrejection', onError);
    onTestFinished(() => {
      window.removeEventListener('error', onError);
      window.removeEventListener('unhandledrejection', onError);
    });

    await hook.unmount();
    await inAct(commands.switchInjectedAccount(injected.id, bob.address));
    await until(() => expect(connection.getState().address).toBe(bob.address));
    await send('wallet-chooser:choose', injectedChoice());
    await send('wallet-chooser:prefetch', 'walletconnect');
    await send('wallet-chooser:cancel', null);
    await inAct(commands.lockInjectedWallet(injected.id));
    await until(() => expect(connection.getState().status).toBe('disconnected'));
    await settle();

    expect(hook.history.length).toBe(renders);
    expect(statuses).toEqual([{ kind: 'done' }]);
    expect((await injectedMethods()).slice(asked)).toEqual([]);
    expect(errors).toEqual([]);
  });
});
