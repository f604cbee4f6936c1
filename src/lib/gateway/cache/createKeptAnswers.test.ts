import { describe, expect, it } from 'vitest';
import { createKeptAnswers } from './createKeptAnswers.ts';

const options = (now: () => number) => ({ maxAgeMs: 1000, maxBytes: 1000, maxEntryBytes: 400, now });

describe('createKeptAnswers', () => {
  it('answers for maxAgeMs from when its upstream call was sent, results and node errors alike', () => {
    let time = 1_000;
    const kept = createKeptAnswers(options(() => time));
    kept.put('a', { result: '0x1' }, 900);
    kept.put('e', { error: { code: 3, message: 'execution reverted', data: '0x08c379a0' } }, 900);
    expect(kept.get('a')).toMatchObject({ answer: { result: '0x1' }, at: 900 });
    time = 1_900;
    expect(kept.get('e')).toMatchObject({ answer: { error: { code: 3, data: '0x08c379a0' } } });
    time = 1_901;
    expect([kept.get('a'), kept.get('e')]).toEqual([undefined, undefined]);
    kept.put('b', { result: '0x2' }, 500);
    expect(kept.get('b')).toBeUndefined();
  });

  it('stays within maxBytes, the oldest going first, and keeps nothing larger than maxEntryBytes', () => {
    const kept = createKeptAnswers(options(() => 0));
    const answer = (size: number) => ({ result: `0x${'a'.repeat(size)}` });
    kept.put('a', answer(250), 0);
    kept.put('b', answer(250), 0);
    kept.put('c', answer(250), 0);
    expect(kept.bytes()).toBeLessThanOrEqual(1000);
    expect([kept.get('a'), kept.get('b') !== undefined, kept.get('c') !== undefined]).toEqual([
      undefined,
      true,
      true,
    ]);
    kept.put('huge', answer(1000), 0);
    expect(kept.get('huge')).toBeUndefined();
  });

  it('sweeps expired answers as it is written, so their bytes do not linger', () => {
    let time = 0;
    const kept = createKeptAnswers(options(() => time));
    kept.put('a', { result: `0x${'a'.repeat(200)}` }, 0);
    const before = kept.bytes();
    time = 2_000;
    kept.put('b', { result: '0x1' }, 2_000);
    expect(kept.bytes()).toBeLessThan(before);
  });

  it('keeps copies: what it holds is equal to, not a slice of, what it was given', () => {
    const whole = `0x${'ab'.repeat(10_000)}`;
    const kept = createKeptAnswers({
      maxAgeMs: 1000,
      maxBytes: 1 << 20,
      maxEntryBytes: 1 << 16,
      now: () => 0,
    });
    kept.put('a', { result: whole.slice(0, 66) }, 0);
    expect(kept.get('a')?.answer).toEqual({ result: whole.slice(0, 66) });
  });
});
