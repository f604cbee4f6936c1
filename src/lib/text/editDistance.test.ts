import { describe, expect, it } from 'vitest';
import { editDistance } from './editDistance.ts';

describe('editDistance', () => {
  const cases: [string, string, string, number][] = [
    ['the same word', 'format', 'format', 0],
    ['an empty word and another', '', 'name', 4],
    ['a word and an empty one', 'name', '', 4],
    ['a missing letter', 'decimal', 'decimals', 1],
    ['an extra letter', 'chainsId', 'chainId', 1],
    ['a wrong letter', 'adress', 'address', 1],
    ['two letters swapped', 'fromat', 'format', 1],
    ['a swap and a wrong letter', 'fromay', 'format', 2],
    ['a letter of another case', 'rpcurls', 'rpcUrls', 1],
    ['unrelated words', 'colour', 'symbol', 6],
    ['kitten and sitting', 'kitten', 'sitting', 3],
  ];
  it.each(cases)('counts %s', (_name, from, to, expected) => {
    expect(editDistance(from, to)).toBe(expected);
    expect(editDistance(to, from)).toBe(expected);
  });
});
