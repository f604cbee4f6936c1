import { describe, expect, inject, it } from 'vitest';
import { createTraffic, readersOf } from '../../../rig/browserTests/createTraffic.ts';
import { renderHook } from '../../../rig/browserTests/renderHook.tsx';
import { createAccountReader } from '../../lib/reads/createAccountReader.ts';
import type { ChainSnapshot } from '../../lib/reads/readTypes.ts';
import { ZERO_ADDRESS } from '../../lib/reads/zeroAddress.ts';
import { useDelegateNames } from './useDelegateNames.ts';

const config = inject('panelConfig');
const { alice, bob, empty, mallory } = inject('worldAccounts');
const aliceName = Object.keys(inject('ensNames')).find((name) => inject('ensNames')[name] === alice.address);
const reader = createAccountReader(config);
/** The chain of the world's DAO, where bob delegates to alice, alice to herself, and mallory to no one. */
const daoChain = config.governance.find((entry) => entry.name === 'Test DAO')?.chainId ?? -1;

/** What the local chain says of `address` on the DAO's chain, as the panel's snapshots hold it. */
const snapshotsOf = async (address: string): Promise<Record<number, ChainSnapshot | null>> => ({
  [daoChain]: (await reader.readChain(daoChain, [{ address }]))[0] ?? null,
});

/** `snapshots` with every delegate replaced by `delegate`. */
const delegatingTo = (snapshots: Record<number, ChainSnapshot | null>, delegate: string) =>
  Object.fromEntries(
    Object.entries(snapshots).map(([id, snapshot]) => [
      id,
      snapshot && {
        ...snapshot,
        governance: snapshot.governance.map((position) => ({ ...position, delegate })),
      },
    ]),
  );

type Props = { enabled: boolean; account: string | null; snapshots: Record<number, ChainSnapshot | null> };

/** Renders the hook with its reader's calls steered by a new traffic. */
async function render(props: Props, traffic = createTraffic(readersOf(config))) {
  const hook = await renderHook(
    ({ enabled, account, snapshots }: Props) => useDelegateNames(traffic.load, enabled, account, snapshots),
    props,
  );
  await traffic.settled();
  return { hook, traffic };
}

describe('useDelegateNames', () => {
  it("gives the ENS name of the account's delegate, read from the local chain", async () => {
    const snapshots = await snapshotsOf(bob.address);
    expect(snapshots[daoChain]?.governance.map((position) => position.delegate)).toContain(alice.address);
    const { hook, traffic } = await render({ enabled: true, account: bob.address, snapshots });
    expect(hook.current).toEqual(new Map([[alice.address, aliceName]]));
    expect(traffic.calls.profiles).toEqual([alice.address]);
  });

  it('looks up neither the account itself nor the zero address', async () => {
    const { traffic } = await render({
      enabled: true,
      account: alice.address,
      snapshots: await snapshotsOf(alice.address),
    });
    const snapshots = await snapshotsOf(mallory.address);
    expect(snapshots[daoChain]?.governance.map((position) => position.delegate)).toContain(ZERO_ADDRESS);
    await render({ enabled: true, account: mallory.address, snapshots }, traffic);
    expect(traffic.calls.profiles).toEqual([]);
  });

  it('looks up nothing when the site reads no ENS', async () => {
    const { hook, traffic } = await render({
      enabled: false,
      account: bob.address,
      snapshots: await snapshotsOf(bob.address),
    });
    expect(hook.current.size).toBe(0);
    expect(traffic.calls.profiles).toEqual([]);
  });

  it('looks each delegate up once, through every refresh, account and new delegate', async () => {
    const first = await snapshotsOf(bob.address);
    const { hook, traffic } = await render({ enabled: true, account: bob.address, snapshots: first });
    await hook.rerender({ enabled: true, account: bob.address, snapshots: await snapshotsOf(bob.address) });
    await hook.rerender({ enabled: true, account: empty.address, snapshots: first });
    // A second snapshot whose delegate is new: only that one is looked up.
    const withAnother = { ...first, [-1]: delegatingTo(first, mallory.address)[daoChain] ?? null };
    await hook.rerender({ enabled: true, account: bob.address, snapshots: withAnother });
    await traffic.settled();
    expect(traffic.calls.profiles).toEqual([alice.address, mallory.address]);
    expect(hook.current).toEqual(new Map([[alice.address, aliceName]]));
  });

  it('names no delegate without a primary name, or whose lookup failed, and throws nothing', async () => {
    const traffic = createTraffic(readersOf(config));
    traffic.plan('profile', 'fail');
    const snapshots = await snapshotsOf(bob.address);
    const { hook } = await render({ enabled: true, account: bob.address, snapshots }, traffic);
    await hook.rerender({
      enabled: true,
      account: bob.address,
      snapshots: delegatingTo(snapshots, empty.address),
    });
    await traffic.settled();
    expect(traffic.calls.profiles).toEqual([alice.address, empty.address]);
    expect(hook.history.every((names) => names.size === 0)).toBe(true);
  });

  it('updates nothing when a name comes after unmount', async () => {
    const traffic = createTraffic(readersOf(config));
    traffic.plan('profile', 'hold');
    const { hook } = await render(
      { enabled: true, account: bob.address, snapshots: await snapshotsOf(bob.address) },
      traffic,
    );
    const renders = hook.history.length;
    await hook.unmount();
    await traffic.release('profile');
    expect(hook.history).toHaveLength(renders);
  });
});
