import { describe, expect, inject, it } from 'vitest';
import { createTraffic, readersOf } from '../../../rig/browserTests/createTraffic.ts';
import { renderHook } from '../../../rig/browserTests/renderHook.tsx';
import { useEnsProfile } from './useEnsProfile.ts';

const config = inject('panelConfig');
const { alice, bob, mallory } = inject('worldAccounts');
const aliceName = Object.keys(inject('ensNames')).find((name) => inject('ensNames')[name] === alice.address);

/** Renders the hook for `address` with its reader's calls steered by a new traffic. */
async function render(address: string | null, traffic = createTraffic(readersOf(config))) {
  const hook = await renderHook(
    (props: { address: string | null }) => useEnsProfile(traffic.load, props.address),
    {
      address,
    },
  );
  await traffic.settled();
  return { hook, traffic };
}

describe('useEnsProfile', () => {
  it("gives the account's primary name and avatar from the local ENS, null while it is looked up", async () => {
    const traffic = createTraffic(readersOf(config));
    traffic.plan('profile', 'hold');
    const { hook } = await render(alice.address, traffic);
    expect(hook.current).toBeNull();
    await traffic.release('profile');
    expect(hook.current).toEqual({ name: aliceName, avatar: expect.stringMatching(/^https:\/\//) });
    expect(traffic.calls.profiles).toEqual([alice.address]);
  });

  it('gives no name for an account without a primary name, or whose reverse record does not resolve back', async () => {
    const { hook, traffic } = await render(bob.address);
    expect(hook.current).toEqual({ name: null, avatar: null });
    await hook.rerender({ address: mallory.address });
    await traffic.settled();
    expect(hook.current).toEqual({ name: null, avatar: null });
  });

  it('looks up once per account, not on every render', async () => {
    const { hook, traffic } = await render(alice.address);
    await hook.rerender({ address: alice.address });
    await traffic.settled();
    expect(traffic.calls.profiles).toHaveLength(1);
  });

  it('gives null, and throws nothing, when the lookup fails or the reader does not load', async () => {
    const traffic = createTraffic(readersOf(config));
    traffic.plan('profile', 'fail');
    const { hook } = await render(alice.address, traffic);
    expect(traffic.calls.profiles).toHaveLength(1);
    expect(hook.current).toBeNull();
    traffic.plan('load', 'fail');
    await hook.rerender({ address: bob.address });
    await traffic.settled();
    expect(hook.current).toBeNull();
    expect(traffic.calls.profiles).toHaveLength(1);
  });

  it("never shows an earlier account's profile that comes after the switch to another", async () => {
    const traffic = createTraffic(readersOf(config));
    traffic.plan('profile', 'hold');
    const { hook } = await render(alice.address, traffic);
    await hook.rerender({ address: bob.address });
    await traffic.settled();
    expect(hook.current).toEqual({ name: null, avatar: null });
    await traffic.release('profile');
    expect(hook.current).toEqual({ name: null, avatar: null });
    expect(hook.history.map((profile) => profile?.name ?? null)).not.toContain(aliceName);
  });

  it('gives null once the account is gone, and shows nothing that comes after', async () => {
    const traffic = createTraffic(readersOf(config));
    traffic.plan('profile', 'hold');
    const { hook } = await render(alice.address, traffic);
    await hook.rerender({ address: null });
    await traffic.release('profile');
    expect(hook.history.every((profile) => profile === null)).toBe(true);
  });

  it('updates nothing when the lookup comes after unmount', async () => {
    const traffic = createTraffic(readersOf(config));
    traffic.plan('profile', 'hold');
    const { hook } = await render(alice.address, traffic);
    const renders = hook.history.length;
    await hook.unmount();
    await traffic.release('profile');
    expect(hook.history).toHaveLength(renders);
  });
});
