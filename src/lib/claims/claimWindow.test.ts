import { describe, expect, it } from 'vitest';
import { judgeClaimWindow } from './judgeClaimWindow.ts';
import { toClaimWindow } from './toClaimWindow.ts';

const list = { id: '1:0xd1', opensAt: 2_000, closesAt: 3_000 };

describe('toClaimWindow', () => {
  it('is the config’s window when the distributor has no deadline getter, or it could not be read', () => {
    const fromConfig = {
      listId: list.id,
      opensAt: 2_000,
      closesAt: 3_000,
      closesFrom: 'config',
      differsFromConfig: false,
    };
    expect(toClaimWindow(list, null)).toEqual(fromConfig);
    expect(toClaimWindow(list, { ok: false, error: { code: 'CLAIMS_READ_FAILED' } })).toEqual(fromConfig);
  });

  it('prefers the distributor’s deadline, and says when the config disagrees', () => {
    expect(toClaimWindow(list, { ok: true, value: 3_000n })).toMatchObject({
      closesAt: 3_000,
      closesFrom: 'chain',
      differsFromConfig: false,
    });
    expect(toClaimWindow(list, { ok: true, value: 4_000n })).toMatchObject({
      opensAt: 2_000,
      closesAt: 4_000,
      closesFrom: 'chain',
      differsFromConfig: true,
    });
    expect(toClaimWindow({ ...list, closesAt: null }, { ok: true, value: 4_000n })).toMatchObject({
      closesAt: 4_000,
      differsFromConfig: false,
    });
  });

  it('reads a deadline of 0, or beyond any calendar, as never closing', () => {
    expect(toClaimWindow(list, { ok: true, value: 0n })).toMatchObject({
      closesAt: null,
      differsFromConfig: true,
    });
    expect(toClaimWindow(list, { ok: true, value: 2n ** 256n - 1n })).toMatchObject({ closesAt: null });
  });
});

describe('judgeClaimWindow', () => {
  it('is not yet open before it opens, open until it closes, then closed, with the time left', () => {
    expect(judgeClaimWindow(list, 1_999)).toEqual({ state: 'notYetOpen', at: 2_000, left: 1 });
    expect(judgeClaimWindow(list, 2_000)).toEqual({ state: 'open', at: 3_000, left: 1_000 });
    expect(judgeClaimWindow(list, 2_999)).toEqual({ state: 'open', at: 3_000, left: 1 });
    expect(judgeClaimWindow(list, 3_000)).toEqual({ state: 'closed', at: 3_000, left: 0 });
    expect(judgeClaimWindow({ opensAt: null, closesAt: null }, 5)).toEqual({
      state: 'open',
      at: null,
      left: 0,
    });
  });
});
