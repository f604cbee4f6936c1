import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { rejectUnknownKeys } from './rejectUnknownKeys.ts';

const feed = z
  .object({ chainId: z.number(), maxAgeSeconds: z.number().default(3600) })
  .apply(rejectUnknownKeys);
const token = z
  .object({ symbol: z.string(), decimals: z.number(), priceFeed: feed.optional() })
  .apply(rejectUnknownKeys);
const config = z.object({ tokens: z.array(token) }).apply(rejectUnknownKeys);

/** Each issue of parsing `input` as path and message. */
const issuesOf = (input: unknown) =>
  config.safeParse(input).error?.issues.map((issue) => [issue.code, issue.path, issue.message]);

describe('rejectUnknownKeys', () => {
  it('accepts the known fields, defaults filled in', () => {
    expect(config.parse({ tokens: [{ symbol: 'USDC', decimals: 6, priceFeed: { chainId: 1 } }] })).toEqual({
      tokens: [{ symbol: 'USDC', decimals: 6, priceFeed: { chainId: 1, maxAgeSeconds: 3600 } }],
    });
  });

  it('reports each unknown key at its own path, once, at every depth', () => {
    expect(
      issuesOf({
        tokens: [
          { symbol: 'USDC', decimals: 6, decimal: 6, colour: 'blue', priceFeed: { chainId: 1, maxAge: 60 } },
        ],
        token: [],
      }),
    ).toEqual([
      [
        'unrecognized_keys',
        ['tokens', 0, 'priceFeed', 'maxAge'],
        'unknown field; known fields: chainId, maxAgeSeconds',
      ],
      ['unrecognized_keys', ['tokens', 0, 'decimal'], 'unknown field; did you mean `decimals`?'],
      [
        'unrecognized_keys',
        ['tokens', 0, 'colour'],
        'unknown field; known fields: symbol, decimals, priceFeed',
      ],
      ['unrecognized_keys', ['token'], 'unknown field; did you mean `tokens`?'],
    ]);
  });

  it('reports unknown keys beside a field of the wrong type and a missing one', () => {
    expect(issuesOf({ tokens: [{ symbol: 6, decimal: 6 }] })).toEqual([
      ['invalid_type', ['tokens', 0, 'symbol'], 'Invalid input: expected string, received number'],
      ['invalid_type', ['tokens', 0, 'decimals'], 'Invalid input: expected number, received undefined'],
      ['unrecognized_keys', ['tokens', 0, 'decimal'], 'unknown field; did you mean `decimals`?'],
    ]);
  });

  it('keeps the checks chained after it', () => {
    const window = z
      .object({ opensAt: z.number(), closesAt: z.number() })
      .apply(rejectUnknownKeys)
      .refine((value) => value.opensAt < value.closesAt, { path: ['closesAt'], error: 'must be later' });
    expect(
      window.safeParse({ opensAt: 2, closesAt: 1, closes: 3 }).error?.issues.map((issue) => issue.path),
    ).toEqual([['closes'], ['closesAt']]);
  });
});
