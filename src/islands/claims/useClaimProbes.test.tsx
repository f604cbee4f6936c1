import { act } from 'react';
import { afterEach, describe, expect, inject, it, vi } from 'vitest';
import { createTraffic, readersOf } from '../../../rig/browserTests/createTraffic.ts';
import { renderHook } from '../../../rig/browserTests/renderHook.tsx';
import type { ClaimListView } from '../../lib/claims/claimTypes.ts';
import { CLAIM_FILES_WAIT_MS, probesOf, useClaimProbes } from './useClaimProbes.ts';

const config = inject('panelConfig');
const { alice, bob, mallory } = inject('worldAccounts');
const harbor = config.claimLists.find((list) => list.name === 'Harbor airdrop');
if (!harbor) throw new Error('The test config has no Harbor airdrop.');
/** A chain the Harbor airdrop is not on. */
const otherChain = config.chains.find((chain) => chain.id !== harbor.chainId);
/** The one list the tests load, unless they say otherwise. */
const lists: readonly ClaimListView[] = [harbor];

type Props = { lists: readonly ClaimListView[]; account: string | null };

/**
 * Renders the hook for `account` alone with the page's fetch of claims files steered, and waits for what it
 * starts: `probes` and `forRead` are that one account's.
 */
async function render(account: string | null, traffic = createTraffic(readersOf(config))) {
  const hook = await renderHook(
    (props: Props) => {
      const control = useClaimProbes(props.lists, props.account === null ? [] : [props.account]);
      return {
        ...control,
        probes: probesOf(control.probes, props.account),
        forRead: async (chainId: number, address: string) =>
          (await control.forRead(chainId, [address])).get(address.toLowerCase()) ?? new Map(),
      };
    },
    { lists, account },
  );
  await traffic.settled();
  return { hook, traffic };
}

const kindOf = (probes: ReadonlyMap<string, { kind: string }>) => probes.get(harbor.id)?.kind;

afterEach(() => vi.useRealTimers());

describe('useClaimProbes: the files of the account in view', () => {
  it("loads each list's index and shard as soon as the account is known, pending meanwhile", async () => {
    const traffic = createTraffic(readersOf(config));
    traffic.plan('file', 'hold');
    const { hook } = await render(alice.address, traffic);
    expect(kindOf(hook.current.probes)).toBe('pending');
    await traffic.release('file');
    const probe = hook.current.probes.get(harbor.id);
    expect(probe?.kind === 'shard' && probe.leaf?.amount).toBe(BigInt(alice.harborAirdrop ?? -1));
    expect(traffic.calls.files.map(({ reload }) => reload)).toEqual([false, false]);
  });

  it('loads nothing for no account, or no lists', async () => {
    const { hook, traffic } = await render(null);
    expect(hook.current.probes).toEqual(new Map());
    await hook.rerender({ lists: [], account: alice.address });
    await traffic.settled();
    expect(hook.current.probes).toEqual(new Map());
    expect(traffic.calls.files).toEqual([]);
  });

  it("fetches an account's files once: back to an account seen before, its probes are there at once", async () => {
    const { hook, traffic } = await render(alice.address);
    await hook.rerender({ lists, account: bob.address });
    await traffic.settled();
    const asked = traffic.calls.files.length;
    await hook.rerender({ lists, account: alice.address.toLowerCase() });
    expect(kindOf(hook.current.probes)).toBe('shard');
    expect(traffic.calls.files).toHaveLength(asked);
  });

  it("never shows an earlier account's files that land after the switch to another", async () => {
    const traffic = createTraffic(readersOf(config));
    traffic.plan('file', 'hold');
    const { hook } = await render(alice.address, traffic);
    await hook.rerender({ lists, account: mallory.address });
    await traffic.settled();
    const malloryProbe = hook.current.probes.get(harbor.id);
    expect(
      malloryProbe?.kind === 'absent' || (malloryProbe?.kind === 'shard' && malloryProbe.leaf === null),
    ).toBe(true);
    await traffic.release('file');
    expect(hook.current.probes.get(harbor.id)).toBe(malloryProbe);
    const aliceLeaf = alice.address.toLowerCase();
    expect(hook.history.map((value) => value.probes.get(harbor.id))).not.toContainEqual(
      expect.objectContaining({ leaf: expect.objectContaining({ account: aliceLeaf }) }),
    );
  });

  it('gives nothing once the account is gone, and shows nothing that lands after', async () => {
    const traffic = createTraffic(readersOf(config));
    traffic.plan('file', 'hold');
    const { hook } = await render(alice.address, traffic);
    await hook.rerender({ lists, account: null });
    await traffic.release('file');
    expect(hook.history.map((value) => kindOf(value.probes))).not.toContain('shard');
    expect(kindOf(hook.current.probes)).toBeUndefined();
  });
});

describe('useClaimProbes: many accounts', () => {
  it('fetches a file several accounts need once, and gives each account its own probes', async () => {
    const traffic = createTraffic(readersOf(config));
    const accounts = [alice.address, bob.address, mallory.address];
    const hook = await renderHook((props: { accounts: string[] }) => useClaimProbes(lists, props.accounts), {
      accounts,
    });
    await traffic.settled();
    const probe = (account: string) => hook.current.probes.get(account.toLowerCase())?.get(harbor.id);
    const aliceProbe = probe(alice.address);
    expect(aliceProbe?.kind === 'shard' && aliceProbe.leaf?.amount).toBe(BigInt(alice.harborAirdrop ?? -1));
    const bobProbe = probe(bob.address);
    expect(bobProbe?.kind === 'shard' && bobProbe.leaf?.amount).toBe(BigInt(bob.harborAirdrop ?? -1));
    const paths = traffic.calls.files.map(({ path }) => path);
    expect(new Set(paths).size, 'each file fetched once').toBe(paths.length);
    const known = await hook.current.forRead(harbor.chainId, accounts);
    expect([...known.keys()]).toEqual(accounts.map((account) => account.toLowerCase()));
    expect(traffic.calls.files).toHaveLength(paths.length);
  });
});

describe('useClaimProbes: forRead', () => {
  it('answers at once, with no probes, for a chain with no list', async () => {
    const { hook, traffic } = await render(alice.address);
    if (!otherChain) throw new Error('The test config has one chain.');
    expect(await hook.current.forRead(otherChain.id, alice.address)).toEqual(new Map());
    expect(traffic.calls.files).toHaveLength(2);
  });

  it("waits for the chain's files, then gives what they say", async () => {
    // The wait's timer runs only when the test says: files slow to land on a busy machine are still waited for.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const traffic = createTraffic(readersOf(config));
    traffic.plan('file', 'hold');
    const { hook } = await render(alice.address, traffic);
    let known: ReadonlyMap<string, { kind: string }> | undefined;
    void hook.current.forRead(harbor.chainId, alice.address).then((probes) => {
      known = probes;
    });
    await traffic.settled();
    expect(known).toBeUndefined();
    await traffic.release('file');
    await traffic.until(() => expect(known && kindOf(known)).toBe('shard'));
  });

  it(`waits ${CLAIM_FILES_WAIT_MS} ms at most for files still on their way, then gives them as pending`, async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const traffic = createTraffic(readersOf(config));
    traffic.plan('file', 'hold');
    const { hook } = await render(alice.address, traffic);
    let known: ReadonlyMap<string, { kind: string }> | undefined;
    void hook.current.forRead(harbor.chainId, alice.address).then((probes) => {
      known = probes;
    });
    await act(() => vi.advanceTimersByTimeAsync(CLAIM_FILES_WAIT_MS - 1));
    expect(known).toBeUndefined();
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(known && kindOf(known)).toBe('pending');
    expect(vi.getTimerCount()).toBe(0);
    await traffic.release('file');
    expect(kindOf(hook.current.probes)).toBe('shard');
  });

  it('looks up an account not in view, for its own read', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { hook, traffic } = await render(alice.address);
    const probes = await hook.current.forRead(harbor.chainId, bob.address);
    expect(kindOf(probes)).toBe('shard');
    expect(traffic.calls.files).toHaveLength(4);
    expect(kindOf(hook.current.probes)).toBe('shard');
  });
});

describe('useClaimProbes: retry', () => {
  it.each([
    ['a file that did not load', 'fail'],
    ['a corrupt file', 'truncate'],
  ] as const)("loads %s again past the browser's cache, pending meanwhile", async (_, fate) => {
    const traffic = createTraffic(readersOf(config));
    traffic.plan('file', fate);
    const { hook } = await render(alice.address, traffic);
    expect(hook.current.probes.get(harbor.id)).toMatchObject({
      kind: 'failed',
      error: { code: 'CLAIMS_FILE_FAILED' },
    });
    traffic.plan('file', 'hold');
    await act(async () => hook.current.retry(harbor.id));
    expect(kindOf(hook.current.probes)).toBe('pending');
    await traffic.release('file');
    expect(kindOf(hook.current.probes)).toBe('shard');
    expect(traffic.calls.files.slice(1).map(({ reload }) => reload)).toEqual([true, true]);
  });

  it('does nothing for a list it does not know, or without an account', async () => {
    const { hook, traffic } = await render(alice.address);
    await act(async () => hook.current.retry('1:0xnothing'));
    await hook.rerender({ lists, account: null });
    await act(async () => hook.current.retry(harbor.id));
    await traffic.settled();
    expect(traffic.calls.files).toHaveLength(2);
  });
});

describe('useClaimProbes: unmount', () => {
  it('updates nothing when files land after unmount', async () => {
    const traffic = createTraffic(readersOf(config));
    traffic.plan('file', 'hold');
    const { hook } = await render(alice.address, traffic);
    const renders = hook.history.length;
    await hook.unmount();
    await traffic.release('file');
    expect(hook.history).toHaveLength(renders);
  });
});
