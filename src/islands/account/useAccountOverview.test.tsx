import { act } from 'react';
import { describe, expect, inject, it } from 'vitest';
import { createTraffic, readersOf, type Traffic } from '../../../rig/browserTests/createTraffic.ts';
import { renderHook } from '../../../rig/browserTests/renderHook.tsx';
import type { PanelConfig } from '../../lib/config/toPanelConfig.ts';
import { useClaimProbes } from '../claims/useClaimProbes.ts';
import { useAccountOverview } from './useAccountOverview.ts';
import { useChainSnapshots } from './useChainSnapshots.ts';

const config = inject('panelConfig');
const { alice, bob, mallory } = inject('worldAccounts');
const aliceName = Object.keys(inject('ensNames')).find((name) => inject('ensNames')[name] === alice.address);
const harbor = config.claimLists.find((list) => list.name === 'Harbor airdrop');
if (!harbor) throw new Error('The test config has no Harbor airdrop.');

/** Renders the overview of `address` as the panel composes it, every read and file going through `traffic`. */
async function render(
  address: string | null,
  site: PanelConfig = config,
  traffic = createTraffic(readersOf(site)),
) {
  const hook = await renderHook(
    (props: { address: string | null }) => {
      const addresses = props.address === null ? [] : [props.address];
      const claims = useClaimProbes(site.claimLists, addresses);
      const reads = useChainSnapshots(traffic.load, site, addresses, claims);
      return useAccountOverview(traffic.load, site, props.address, reads, claims);
    },
    { address },
  );
  return { hook, traffic };
}

type Overview = Awaited<ReturnType<typeof render>>['hook']['current'];
const loaded = (overview: Overview) => overview.chains.every((chain) => chain.snapshot !== null);
const harborStatus = (overview: Overview) => overview.claims.find((claim) => claim.listId === harbor.id);

/** Waits until every chain is read and no list is being checked. */
const untilLoaded = (traffic: Traffic, hook: { current: Overview }) =>
  traffic.until(() => {
    expect(loaded(hook.current)).toBe(true);
    expect(hook.current.claims.map((claim) => claim.state)).not.toContain('checking');
  });

describe('useAccountOverview', () => {
  it('shows every chain loading, every list checking and no profile before anything is read', async () => {
    const traffic = createTraffic(readersOf(config));
    traffic.plan('load', 'hold');
    const { hook } = await render(alice.address, config, traffic);
    expect(hook.current.chains).toEqual(
      config.chains.map((chain) => ({ chainId: chain.id, snapshot: null })),
    );
    expect(hook.current.claims).toEqual(
      config.claimLists.map((list) => ({ listId: list.id, state: 'checking' })),
    );
    expect(hook.current.profile).toBeNull();
    expect(hook.current.usd.total).toMatchObject({ cents: 0n });
    await traffic.release('load');
  });

  it("gives the account's figures, USD values, claims and ENS profile, all from the local chains", async () => {
    const { hook, traffic } = await render(alice.address);
    await untilLoaded(traffic, hook);
    await traffic.until(() => expect(hook.current.profile?.name).toBe(aliceName));
    expect(hook.current.chains.map((chain) => chain.snapshot?.status)).toEqual(config.chains.map(() => 'ok'));
    expect(hook.current.usd.total.cents).toBeGreaterThan(0n);
    expect(harborStatus(hook.current)).toMatchObject({
      state: 'eligible',
      amount: BigInt(alice.harborAirdrop ?? -1),
    });
    expect(hook.current.claims.map((claim) => claim.listId)).toEqual(
      config.claimLists.map((list) => list.id),
    );
  });

  it("gives each list's claim window: the config's, and the distributor's deadline once read", async () => {
    const { hook, traffic } = await render(mallory.address);
    await untilLoaded(traffic, hook);
    const early = config.claimLists.findIndex((list) => list.name === 'Early supporters');
    expect(hook.current.windows[early]).toMatchObject({
      window: { opensAt: config.claimLists[early]?.opensAt, closesAt: null, closesFrom: 'config' },
      chainTime: expect.any(Number),
    });
    expect(hook.current.windows).toHaveLength(config.claimLists.length);
  });

  it("names the account's governance delegate", async () => {
    const { hook, traffic } = await render(bob.address);
    await untilLoaded(traffic, hook);
    await traffic.until(() => expect(hook.current.delegateNames.get(alice.address)).toBe(aliceName));
    expect(harborStatus(hook.current)).toMatchObject({
      state: 'claimed',
      amount: BigInt(bob.harborAirdrop ?? -1),
    });
  });

  it('looks up no profile and no delegate when the site reads no ENS', async () => {
    const site = { ...config, ens: false as const };
    const { hook, traffic } = await render(bob.address, site);
    await untilLoaded(traffic, hook);
    await traffic.settled();
    expect(hook.current.profile).toEqual({ name: null, avatar: null });
    expect(hook.current.delegateNames.size).toBe(0);
    expect(traffic.calls.profiles).toEqual([bob.address]);
  });

  it("retryClaim loads a list's files again and reads its chain, the list checking meanwhile", async () => {
    const site = { ...config, claimLists: [harbor] };
    const traffic = createTraffic(readersOf(site));
    traffic.plan('file', 'fail');
    const { hook } = await render(alice.address, site, traffic);
    await untilLoaded(traffic, hook);
    expect(harborStatus(hook.current)).toMatchObject({
      state: 'unverifiable',
      error: { code: 'CLAIMS_FILE_FAILED' },
    });
    const reads = traffic.calls.reads.length;
    traffic.plan('file', 'hold');
    await act(async () => hook.current.retryClaim(harbor.id));
    expect(harborStatus(hook.current)).toEqual({ listId: harbor.id, state: 'checking' });
    await traffic.release('file');
    await untilLoaded(traffic, hook);
    expect(harborStatus(hook.current)).toMatchObject({ state: 'eligible' });
    const since = traffic.calls.reads.slice(reads);
    expect(since.map((read) => read.chainId)).toContain(harbor.chainId);
    expect(since.every((read) => read.chainId === harbor.chainId)).toBe(true);
    expect(traffic.calls.files.slice(-2).map((file) => file.reload)).toEqual([true, true]);
  });

  it('retryClaim does nothing for a list it does not know, or without an account', async () => {
    const { hook, traffic } = await render(mallory.address);
    await untilLoaded(traffic, hook);
    const [reads, files] = [traffic.calls.reads.length, traffic.calls.files.length];
    await act(async () => hook.current.retryClaim('1:0xnothing'));
    await hook.rerender({ address: null });
    await act(async () => hook.current.retryClaim(harbor.id));
    await traffic.settled();
    expect([traffic.calls.reads.length, traffic.calls.files.length]).toEqual([reads, files]);
  });

  it('retry shows a failed chain loading, then read', async () => {
    // No claims lists: files slower than the hook's wait on a busy machine would read the failed chain again.
    const site: PanelConfig = { ...config, claimLists: [] };
    const traffic = createTraffic(readersOf(site));
    traffic.plan('read', 'fail');
    const { hook } = await render(alice.address, site, traffic);
    await traffic.until(() => expect(loaded(hook.current)).toBe(true));
    const failed = hook.current.chains.find((chain) => chain.snapshot?.status === 'error');
    if (!failed) throw new Error('No chain read failed.');
    await act(async () => hook.current.retry(failed.chainId));
    expect(hook.current.chains.find((chain) => chain.chainId === failed.chainId)?.snapshot).toBeNull();
    await traffic.until(() =>
      expect(hook.current.chains.find((chain) => chain.chainId === failed.chainId)?.snapshot?.status).toBe(
        'ok',
      ),
    );
  });

  it('shows nothing of an account that is gone, nor anything read for it after', async () => {
    const traffic = createTraffic(readersOf(config));
    traffic.plan('read', 'hold');
    traffic.plan('profile', 'hold');
    const { hook } = await render(alice.address, config, traffic);
    await traffic.until(() => expect(traffic.heldCount('read') + traffic.heldCount('profile')).toBe(2));
    await hook.rerender({ address: null });
    await traffic.release('read');
    await traffic.release('profile');
    expect(hook.current.chains.every((chain) => chain.snapshot === null)).toBe(true);
    expect(hook.current.claims.every((claim) => claim.state === 'checking')).toBe(true);
    expect(hook.current.profile).toBeNull();
  });

  it('updates nothing after unmount', async () => {
    const traffic = createTraffic(readersOf(config));
    traffic.plan('read', 'hold');
    traffic.plan('profile', 'hold');
    traffic.plan('file', 'hold');
    const { hook } = await render(alice.address, config, traffic);
    await traffic.until(() => expect(traffic.heldCount('profile')).toBe(1));
    await hook.unmount();
    const renders = hook.history.length;
    await traffic.release('file');
    await traffic.release('read');
    await traffic.release('profile');
    expect(hook.history).toHaveLength(renders);
  });
});
