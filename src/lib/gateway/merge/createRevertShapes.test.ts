import { Interface } from 'ethers';
import { describe, expect, it } from 'vitest';
import { createRevertShapes } from './createRevertShapes.ts';

const reason = new Interface(['function Error(string)']).encodeFunctionData('Error', ['no such name']);

describe('createRevertShapes', () => {
  it('knows nothing until an upstream has answered a revert of that kind itself', () => {
    const shapes = createRevertShapes();
    expect([shapes.answer(0, reason), shapes.answer(0, '0x')]).toEqual([null, null]);
  });

  it("answers later reverts as that upstream did: its code, the revert data, and the node's message", () => {
    const shapes = createRevertShapes();
    shapes.learn(0, reason, {
      error: { code: 3, message: 'execution reverted: no such name', data: reason },
    });
    shapes.learn(0, '0x', { error: { code: -32000, message: 'execution reverted' } });
    const custom = '0x12345678';
    expect(shapes.answer(0, reason)).toEqual({
      error: { code: 3, message: 'execution reverted: no such name', data: reason },
    });
    expect(shapes.answer(0, custom)).toEqual({
      error: { code: 3, message: 'execution reverted', data: custom },
    });
    expect(shapes.answer(0, '0x')).toEqual({ error: { code: -32000, message: 'execution reverted' } });
    expect(shapes.answer(1, custom)).toBeNull();
  });

  it('learns nothing from an answer that is not that revert (a result, other data, out of gas)', () => {
    const shapes = createRevertShapes();
    shapes.learn(0, reason, { result: '0x' });
    shapes.learn(0, reason, { error: { code: 3, message: 'execution reverted', data: '0x00' } });
    shapes.learn(0, '0x', { error: { code: -32000, message: 'out of gas' } });
    expect([shapes.answer(0, reason), shapes.answer(0, '0x')]).toEqual([null, null]);
  });
});
