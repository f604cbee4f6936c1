import { act, useCallback } from 'react';
import { afterEach, beforeEach, describe, expect, inject, it, vi } from 'vitest';
import { createTraffic, readersOf, type Traffic } from '../../../rig/browserTests/createTraffic.ts';
import { renderHook } from '../../../rig/browserTests/renderHook.tsx';
import type { PanelConfig } from '../../lib/config/toPanelConfig.ts';
import { CODE_REREAD_REFRESHES } from '../../lib/reads/createAccountCodes.ts';
import type { ChainSnapshot } from '../../lib/reads/readTypes.ts';
import { CLAIM_FILES_WAIT_MS, useClaimProbes } from '../claims/useClaimProbes.ts';
import { REFRESH_INTERVAL_MS, snapshotsOf, useChainSnapshots } from './useChainSnapshots.ts';

const config = inject('panelConfig');
const { alice, bob, empty } = inject('worldAccounts');
const harbor = config.claimLists.find((list) => list.name === 'Harbor airdrop');
if (!harbor) throw new Error('The test config has no Harbor airdrop.');
/** The site with only the Harbor airdrop's chain, and that list. */
const onHarborChain: PanelConfig = {
  ...config,
  chains: config.chains.filter((chain) => chain.id === harbor.chainId),
  claimLists: [harbor],
};
const chainId = harbor.chainId;

/** What a snapshot says alice's or empty's native balance is. */
const nativeOf = (snapshot: ChainSnapshot | null | undefined) =>
  snapshot?.holdings.find((holding) => holding.token === 'native')?.raw;

/**
 * Renders the hook for `addresses` as the panel composes it, with the claims lists' files of useClaimProbes,
 * every read and file going through `traffic`; `snapshots` are the first account's.
 */
async function renderMany(
  addresses: readonly string[],
  site: PanelConfig = onHarborChain,
  traffic = createTraffic(readersOf(site)),
) {
  const hook = await renderHook(
    (props: { addresses: readonly string[] }) => {
      const claims = useClaimProbes(site.claimLists, props.addresses);
      const { forRead: read, probes } = claims;
      const forRead = useCallback(
        (id: number, accounts: readonly string[]) => traffic.track(read(id, accounts)),
        [read],
      );
      const snapshots = useChainSnapshots(traffic.load, site, props.addresses, { forRead, probes });
      return { ...snapshots, snapshots: snapshotsOf(snapshots.chains, props.addresses[0] ?? null) };
    },
    { addresses },
  );
  return { hook, traffic };
}

/** {@link renderMany} for one account (or none), and `rerender` by address. */
async function render(
  address: string | null,
  site: PanelConfig = onHarborChain,
  traffic = createTraffic(readersOf(site)),
) {
  const rendered = await renderMany(address === null ? [] : [address], site, traffic);
  const hook = {
    ...rendered.hook,
    get current() {
      return rendered.hook.current;
    },
    rerender: (props: { address: string | null }) =>
      rendered.hook.rerender({ addresses: props.address === null ? [] : [props.address] }),
  };
  return { hook, traffic: rendered.traffic };
}

type Rendered = Awaited<ReturnType<typeof render>>['hook'];

/** Renders, and waits until every chain has its snapshot and nothing else is in flight. */
async function renderRead(address: string, site?: PanelConfig, traffic?: Traffic) {
  const rendered = await render(address, site, traffic);
  const chains = site ?? onHarborChain;
  await rendered.traffic.until(() =>
    expect(Object.keys(rendered.hook.current.snapshots)).toHaveLength(chains.chains.length),
  );
  await rendered.traffic.settled();
  return rendered;
}

/** Moves the page's clock on by `ms` (fake timers), and waits for what that starts. */
async function advance(traffic: Traffic, ms: number) {
  await act(() => vi.advanceTimersByTimeAsync(ms));
  await traffic.settled();
}

/**
 * The page's timers are fake in every test, so only a test moves them: the hook's wait for claims files
 * ({@link CLAIM_FILES_WAIT_MS}) runs out when a test says, never because files were slow on a busy machine.
 */
beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] }));
afterEach(() => vi.useRealTimers());

describe('useChainSnapshots: reads', () => {
  it('reads the account on every chain, each snapshot shown as it comes', async () => {
    const traffic = createTraffic(readersOf(config));
    traffic.plan('read', 'hold');
    const { hook } = await render(alice.address, config, traffic);
    await traffic.until(() =>
      expect(Object.keys(hook.current.snapshots)).toHaveLength(config.chains.length - 1),
    );
    const held = traffic.calls.reads[0]?.chainId ?? -1;
    expect(hook.current.snapshots[held]).toBeUndefined();
    for (const snapshot of Object.values(hook.current.snapshots))
      expect(nativeOf(snapshot)).toBe(BigInt(alice.native));
    await traffic.release('read');
    expect(nativeOf(hook.current.snapshots[held])).toBe(BigInt(alice.native));
    expect(traffic.calls.reads.map((read) => read.chainId).sort()).toEqual(
      config.chains.map((c) => c.id).sort(),
    );
  });

  it('reads nothing without an account', async () => {
    const { hook, traffic } = await render(null);
    await traffic.settled();
    await act(async () => {
      hook.current.retry(chainId);
      hook.current.readAgain(chainId);
    });
    await traffic.settled();
    expect(hook.current.snapshots).toEqual({});
    expect(traffic.calls.reads).toEqual([]);
  });
});

describe('useChainSnapshots: many accounts', () => {
  it('reads every account in view in one read per chain, each with what its files said', async () => {
    const traffic = createTraffic(readersOf(onHarborChain));
    const accounts = [alice.address, bob.address, empty.address];
    const { hook } = await renderMany(accounts, onHarborChain, traffic);
    await traffic.until(() =>
      expect(
        accounts.map((address) => snapshotsOf(hook.current.chains, address)[chainId]?.claims[0]?.state),
      ).toEqual(['eligible', 'claimed', 'eligible']),
    );
    await traffic.settled();
    expect(traffic.calls.reads).toHaveLength(1);
    expect(traffic.calls.reads[0]?.accounts.map((account) => account.address)).toEqual(accounts);
    expect(traffic.calls.reads[0]?.accounts.map((account) => account.probes?.get(harbor.id)?.kind)).toEqual([
      'shard',
      'shard',
      'shard',
    ]);
    expect(nativeOf(snapshotsOf(hook.current.chains, empty.address)[chainId])).toBe(BigInt(empty.native));
  });

  it('keeps the figures of the accounts shown while the read with one more comes, then shows them all', async () => {
    const traffic = createTraffic(readersOf(onHarborChain));
    const { hook } = await renderMany([alice.address], onHarborChain, traffic);
    await traffic.until(() => expect(hook.current.snapshots[chainId]?.status).toBe('ok'));
    await traffic.settled();
    traffic.plan('read', 'hold');
    await hook.rerender({ addresses: [alice.address, empty.address] });
    await traffic.until(() => expect(traffic.heldCount('read')).toBe(1));
    expect(nativeOf(snapshotsOf(hook.current.chains, alice.address)[chainId])).toBe(BigInt(alice.native));
    expect(snapshotsOf(hook.current.chains, empty.address)[chainId]).toBeUndefined();
    await traffic.release('read');
    expect(nativeOf(snapshotsOf(hook.current.chains, empty.address)[chainId])).toBe(BigInt(empty.native));
    expect(traffic.calls.reads.at(-1)?.accounts.map((account) => account.address)).toEqual([
      alice.address,
      empty.address,
    ]);
  });
});

describe('useChainSnapshots: claims files and the chain read', () => {
  it('waits for files on their way, so one read carries them', async () => {
    const traffic = createTraffic(readersOf(onHarborChain));
    traffic.plan('file', 'hold');
    const { hook } = await render(alice.address, onHarborChain, traffic);
    await traffic.release('file');
    await traffic.until(() =>
      expect(hook.current.snapshots[chainId]?.claims).toEqual([
        expect.objectContaining({
          listId: harbor.id,
          state: 'eligible',
          amount: BigInt(alice.harborAirdrop ?? -1),
        }),
      ]),
    );
    await traffic.settled();
    expect(traffic.calls.reads).toHaveLength(1);
    expect(traffic.calls.reads[0]?.accounts[0]?.probes?.get(harbor.id)?.kind).toBe('shard');
  });

  it(`reads without files still away after ${CLAIM_FILES_WAIT_MS} ms, then once more when they land`, async () => {
    const traffic = createTraffic(readersOf(onHarborChain));
    traffic.plan('file', 'hold');
    const { hook } = await render(alice.address, onHarborChain, traffic);
    await act(() => vi.advanceTimersByTimeAsync(CLAIM_FILES_WAIT_MS - 1));
    expect(traffic.calls.reads).toHaveLength(0);
    await advance(traffic, 1);
    expect(traffic.calls.reads.map((read) => read.accounts[0]?.probes?.get(harbor.id)?.kind)).toEqual([
      'pending',
    ]);
    expect(nativeOf(hook.current.snapshots[chainId])).toBe(BigInt(alice.native));
    await traffic.release('file');
    await traffic.until(() =>
      expect(hook.current.snapshots[chainId]?.claims[0]).toMatchObject({ state: 'eligible' }),
    );
    await traffic.settled();
    expect(traffic.calls.reads.map((read) => read.accounts[0]?.probes?.get(harbor.id)?.kind)).toEqual([
      'pending',
      'shard',
    ]);
  });

  it('reads no more for files that land after another account is in view', async () => {
    const traffic = createTraffic(readersOf(onHarborChain));
    traffic.plan('file', 'hold');
    const { hook } = await render(alice.address, onHarborChain, traffic);
    await advance(traffic, CLAIM_FILES_WAIT_MS);
    await hook.rerender({ address: empty.address });
    await traffic.until(() => expect(nativeOf(hook.current.snapshots[chainId])).toBe(BigInt(empty.native)));
    const reads = traffic.calls.reads.length;
    await traffic.release('file');
    expect(traffic.calls.reads).toHaveLength(reads);
    expect(nativeOf(hook.current.snapshots[chainId])).toBe(BigInt(empty.native));
  });
});

describe('useChainSnapshots: a newer read is never replaced by an older one', () => {
  it("keeps the account in view when an earlier account's read comes back late", async () => {
    const traffic = createTraffic(readersOf(onHarborChain));
    traffic.plan('read', 'hold');
    const { hook } = await render(alice.address, onHarborChain, traffic);
    await traffic.until(() => expect(traffic.heldCount('read')).toBe(1));
    await hook.rerender({ address: empty.address });
    await traffic.until(() => expect(nativeOf(hook.current.snapshots[chainId])).toBe(BigInt(empty.native)));
    expect(traffic.calls.reads[0]?.signal?.aborted).toBe(true);
    await traffic.release('read');
    expect(nativeOf(hook.current.snapshots[chainId])).toBe(BigInt(empty.native));
    expect(hook.history.map((value) => nativeOf(value.snapshots[chainId]))).not.toContain(
      BigInt(alice.native),
    );
  });

  it("keeps a retry's snapshot when the read it replaced comes back late, failed", async () => {
    const { hook, traffic } = await renderRead(alice.address);
    traffic.plan('read', 'hold');
    await act(async () => hook.current.readAgain(chainId));
    await traffic.until(() => expect(traffic.heldCount('read')).toBe(1));
    await act(async () => hook.current.retry(chainId));
    expect(hook.current.snapshots[chainId]).toBeNull();
    await traffic.until(() => expect(hook.current.snapshots[chainId]?.status).toBe('ok'));
    await traffic.release('read', 'fail');
    expect(hook.current.snapshots[chainId]?.status).toBe('ok');
  });
});

describe('useChainSnapshots: errors and retry', () => {
  it('shows a chain whose read failed, and a retry shows it loading, then read', async () => {
    const traffic = createTraffic(readersOf(onHarborChain));
    traffic.plan('read', 'fail');
    const { hook } = await renderRead(alice.address, onHarborChain, traffic);
    expect(hook.current.snapshots[chainId]).toMatchObject({
      status: 'error',
      error: { code: expect.any(String) },
    });
    traffic.plan('read', 'hold');
    await act(async () => hook.current.retry(chainId));
    expect(hook.current.snapshots[chainId]).toBeNull();
    await traffic.until(() => expect(traffic.heldCount('read')).toBe(1));
    await traffic.release('read');
    expect(hook.current.snapshots[chainId]).toMatchObject({ status: 'ok' });
  });

  it('readAgain keeps the figures shown until the new ones come', async () => {
    const { hook, traffic } = await renderRead(alice.address);
    const shown = hook.current.snapshots[chainId];
    const reads = traffic.calls.reads.length;
    traffic.plan('read', 'hold');
    await act(async () => hook.current.readAgain(chainId));
    await traffic.until(() => expect(traffic.heldCount('read')).toBe(1));
    expect(hook.current.snapshots[chainId]).toBe(shown);
    await traffic.release('read');
    expect(hook.current.snapshots[chainId]).not.toBe(shown);
    expect(traffic.calls.reads).toHaveLength(reads + 1);
  });
});

describe('useChainSnapshots: refresh', () => {
  it(`reads every chain again each ${REFRESH_INTERVAL_MS / 1000} s, the figures shown meanwhile`, async () => {
    const { hook, traffic } = await renderRead(alice.address, config);
    const reads = traffic.calls.reads.length;
    await advance(traffic, REFRESH_INTERVAL_MS - 1);
    expect(traffic.calls.reads).toHaveLength(reads);
    traffic.plan('read', 'hold', 'hold', 'hold');
    await advance(traffic, 1);
    expect(traffic.heldCount('read')).toBe(config.chains.length);
    expect(Object.values(hook.current.snapshots).every((snapshot) => snapshot?.status === 'ok')).toBe(true);
    for (const _ of config.chains) await traffic.release('read');
    expect(traffic.calls.reads).toHaveLength(reads + config.chains.length);
  });

  it('skips a tick while the read before it is still on its way', async () => {
    const { hook, traffic } = await renderRead(alice.address);
    traffic.plan('read', 'hold');
    await act(async () => hook.current.readAgain(chainId));
    await traffic.until(() => expect(traffic.heldCount('read')).toBe(1));
    await advance(traffic, REFRESH_INTERVAL_MS);
    expect(traffic.calls.reads).toHaveLength(2);
    await traffic.release('read');
    await advance(traffic, REFRESH_INTERVAL_MS);
    expect(traffic.calls.reads).toHaveLength(3);
  });
});

describe('useChainSnapshots: cancel and unmount', () => {
  it('cancels the reads in flight when the account goes, and shows nothing they bring', async () => {
    const traffic = createTraffic(readersOf(onHarborChain));
    traffic.plan('read', 'hold');
    const { hook } = await render(alice.address, onHarborChain, traffic);
    await traffic.until(() => expect(traffic.heldCount('read')).toBe(1));
    await hook.rerender({ address: null });
    expect(traffic.calls.reads[0]?.signal?.aborted).toBe(true);
    await traffic.release('read');
    expect(hook.history.every((value) => Object.keys(value.snapshots).length === 0)).toBe(true);
  });

  it.each([
    ['the account goes', (hook: Rendered) => hook.rerender({ address: null })],
    ['another account comes', (hook: Rendered) => hook.rerender({ address: empty.address })],
    ['the panel unmounts', (hook: Rendered) => hook.unmount()],
  ])('sends no read that was waiting for its files when %s', async (_, cancel) => {
    const traffic = createTraffic(readersOf(onHarborChain));
    traffic.plan('file', 'hold');
    const { hook } = await render(alice.address, onHarborChain, traffic);
    await cancel(hook);
    await traffic.release('file');
    await advance(traffic, CLAIM_FILES_WAIT_MS);
    expect(
      traffic.calls.reads.filter((read) =>
        read.accounts.some((account) => account.address === alice.address),
      ),
    ).toEqual([]);
  });

  it('updates nothing, and reads no more, after unmount', async () => {
    const { hook, traffic } = await renderRead(alice.address);
    traffic.plan('read', 'hold');
    await act(async () => hook.current.readAgain(chainId));
    await traffic.until(() => expect(traffic.heldCount('read')).toBe(1));
    const renders = hook.history.length;
    await hook.unmount();
    expect(traffic.calls.reads[1]?.signal?.aborted).toBe(true);
    await traffic.release('read');
    await advance(traffic, REFRESH_INTERVAL_MS * 3);
    expect(hook.history).toHaveLength(renders);
    expect(traffic.calls.reads).toHaveLength(2);
  });
});

describe("useChainSnapshots: the account's kind", () => {
  /** Sets the code at `address` on the chain of the Harbor airdrop (the local anvil's own method). */
  async function setCode(address: string, code: string) {
    const response = await fetch(inject('rpcUrls')[chainId] ?? '', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'anvil_setCode', params: [address, code] }),
    });
    expect(await response.json()).toMatchObject({ result: null });
  }
  const delegation = (delegate: string) => `0xef0100${delegate.slice(2)}`;

  it(`shows an EIP-7702 account whose delegate runs STOP as delegated, and a new delegate within ${CODE_REREAD_REFRESHES} refreshes`, async () => {
    const [account, first, second] = [
      '0x77020000000000000000000000000000000000a1',
      '0x77020000000000000000000000000000000000d1',
      '0x77020000000000000000000000000000000000d2',
    ];
    // STOP: every call to the account succeeds with no data, as an account without code answers.
    await setCode(first, '0x00');
    await setCode(account, delegation(first));
    const { hook, traffic } = await renderRead(account);
    expect(hook.current.snapshots[chainId]?.account).toEqual({ kind: 'delegated', delegate: first });
    await setCode(account, delegation(second));
    for (let refresh = 0; refresh < CODE_REREAD_REFRESHES; refresh++) {
      await advance(traffic, REFRESH_INTERVAL_MS);
    }
    expect(hook.current.snapshots[chainId]?.account).toEqual({ kind: 'delegated', delegate: second });
    await setCode(account, '0x');
  });
});
