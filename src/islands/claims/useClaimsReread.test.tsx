import { act } from 'react';
import { describe, expect, inject, it } from 'vitest';
import { renderHook } from '../../../rig/browserTests/renderHook.tsx';
import type { ClaimListView, ClaimProbe } from '../../lib/claims/claimTypes.ts';
import { useClaimsReread } from './useClaimsReread.ts';

const config = inject('panelConfig');
const lists = config.claimLists;
const byChain = Map.groupBy(lists, (list) => list.chainId);
/** A chain with two lists, and one with a single list. */
const [twoLists] = [...byChain].find(([, on]) => on.length === 2) ?? [];
const [oneList] = [...byChain].find(([, on]) => on.length === 1) ?? [];
if (twoLists === undefined || oneList === undefined)
  throw new Error('The test config lacks the chains wanted.');

const pending: ClaimProbe = { kind: 'pending' };
const absent: ClaimProbe = { kind: 'absent' };

/** Every list's probe: `probe`, except the lists `except` names, which are pending. */
const probesAll = (probe: ClaimProbe, except: (list: ClaimListView) => boolean = () => false) =>
  new Map(lists.map((list) => [list.id, except(list) ? pending : probe]));
/** What a read of `chainId` carried: its lists' probes, as `probes` has them. */
const carried = (chainId: number, probes: ReadonlyMap<string, ClaimProbe>) =>
  new Map((byChain.get(chainId) ?? []).map((list) => [list.id, probes.get(list.id) ?? pending]));

/** The one account the tests read, unless they say otherwise. */
const ACCOUNT = '0x00000000000000000000000000000000000000a1';
const OTHER = '0x00000000000000000000000000000000000000b2';

type Props = { probes: ReadonlyMap<string, ClaimProbe>; other?: ReadonlyMap<string, ClaimProbe> };
/** Renders the hook with `probes` for ACCOUNT (and `other`'s for OTHER, when given); `note` of ACCOUNT's read. */
const render = async (probes: ReadonlyMap<string, ClaimProbe>, other?: ReadonlyMap<string, ClaimProbe>) => {
  const hook = await renderHook(
    (props: Props) => {
      const byAccount = new Map([[ACCOUNT, props.probes]]);
      if (props.other) byAccount.set(OTHER, props.other);
      const reread = useClaimsReread(lists, byAccount);
      return {
        ...reread,
        note: (chainId: number, known: ReadonlyMap<string, ClaimProbe>) =>
          reread.noteRead(chainId, chainId === 999 ? new Map() : new Map([[ACCOUNT, known]])),
        noteReadOfBoth: (chainId: number, known: ReadonlyMap<string, ClaimProbe>) =>
          reread.noteRead(
            chainId,
            new Map([
              [ACCOUNT, known],
              [OTHER, known],
            ]),
          ),
      };
    },
    { probes, ...(other ? { other } : {}) },
  );
  return hook;
};

describe('useClaimsReread', () => {
  it('gives back, once, a chain read before its files, when they have all arrived', async () => {
    const hook = await render(probesAll(pending));
    hook.current.note(oneList, carried(oneList, probesAll(pending)));
    expect(hook.current.takeArrived()).toEqual([]);
    await hook.rerender({ probes: probesAll(absent) });
    expect(hook.current.takeArrived()).toEqual([oneList]);
    expect(hook.current.takeArrived()).toEqual([]);
  });

  it('waits for every list on the chain, not just one', async () => {
    const [first] = byChain.get(twoLists) ?? [];
    const firstOnly = probesAll(absent, (list) => list.chainId === twoLists && list !== first);
    const hook = await render(probesAll(pending));
    hook.current.note(twoLists, carried(twoLists, probesAll(pending)));
    await hook.rerender({ probes: firstOnly });
    expect(hook.current.takeArrived()).toEqual([]);
    await hook.rerender({ probes: probesAll(absent) });
    expect(hook.current.takeArrived()).toEqual([twoLists]);
  });

  it('counts a failed file as arrived: the chain is read again, to say it cannot be verified', async () => {
    const hook = await render(probesAll(pending));
    hook.current.note(oneList, carried(oneList, probesAll(pending)));
    await hook.rerender({
      probes: probesAll({ kind: 'failed', error: { code: 'CLAIMS_FILE_FAILED' } }),
    });
    expect(hook.current.takeArrived()).toEqual([oneList]);
  });

  it('forgets a chain whose latest read carried every file', async () => {
    const hook = await render(probesAll(pending));
    hook.current.note(oneList, carried(oneList, probesAll(pending)));
    hook.current.note(oneList, carried(oneList, probesAll(absent)));
    await hook.rerender({ probes: probesAll(absent) });
    expect(hook.current.takeArrived()).toEqual([]);
  });

  it('notes nothing for a chain with no lists, and forgets every chain for another account', async () => {
    const hook = await render(probesAll(pending));
    hook.current.note(999, new Map());
    hook.current.note(oneList, carried(oneList, probesAll(pending)));
    hook.current.note(twoLists, carried(twoLists, probesAll(pending)));
    await act(async () => hook.current.forgetAll());
    await hook.rerender({ probes: probesAll(absent) });
    expect(hook.current.takeArrived()).toEqual([]);
  });

  it('waits for the files of every account the read had', async () => {
    const hook = await render(probesAll(pending), probesAll(pending));
    hook.current.noteReadOfBoth(oneList, carried(oneList, probesAll(pending)));
    await hook.rerender({ probes: probesAll(absent), other: probesAll(pending) });
    expect(hook.current.takeArrived()).toEqual([]);
    await hook.rerender({ probes: probesAll(absent), other: probesAll(absent) });
    expect(hook.current.takeArrived()).toEqual([oneList]);
  });

  it('gives a new takeArrived when the probes change, so an effect on it runs again', async () => {
    const hook = await render(probesAll(pending));
    const { takeArrived, noteRead, forgetAll } = hook.current;
    await hook.rerender({ probes: probesAll(pending) });
    expect(hook.current.takeArrived).not.toBe(takeArrived);
    expect(hook.current.noteRead).toBe(noteRead);
    expect(hook.current.forgetAll).toBe(forgetAll);
  });
});
