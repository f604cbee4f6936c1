import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { rejectUnknownKeys } from './rejectUnknownKeys.ts';
import { unwrapUnionIssues } from './unwrapUnionIssues.ts';

const ens = z.union([
  z.literal(false),
  z
    .object({ chainId: z.number({ error: 'must be a number' }), hosts: z.array(z.string()) })
    .apply(rejectUnknownKeys),
]);
const config = z.object({ ens, multicall3: z.union([z.string(), z.literal(false)]).optional() });

/** The issues of parsing `input`, unions unwrapped, as `path: message`. */
const issuesOf = (input: unknown) =>
  unwrapUnionIssues(config.safeParse(input).error?.issues ?? []).map(
    (issue) => `${issue.path.join('.')}: ${issue.message}`,
  );

describe('unwrapUnionIssues', () => {
  it('names the fields of the one branch the value was meant for', () => {
    expect(issuesOf({ ens: { chainid: 1, hosts: [] } })).toEqual([
      'ens.chainId: must be a number',
      'ens.chainid: unknown field; did you mean `chainId`?',
    ]);
    expect(issuesOf({ ens: { chainId: 'one', hosts: [2] } })).toEqual([
      'ens.chainId: must be a number',
      'ens.hosts.0: Invalid input: expected string, received number',
    ]);
  });

  it('keeps a union no branch of which fits the value, and leaves other issues as they are', () => {
    expect(issuesOf({ ens: 5, multicall3: 1 })).toEqual(['ens: Invalid input', 'multicall3: Invalid input']);
    expect(issuesOf({ ens: false, multicall3: 1, extra: 1 })).toEqual(['multicall3: Invalid input']);
  });

  it('unwraps a union inside the meant branch of another', () => {
    const nested = z.union([z.literal(false), z.object({ ens })]);
    const issues = nested.safeParse({ ens: { chainid: 1, hosts: [] } }).error?.issues ?? [];
    expect(unwrapUnionIssues(issues).map((issue) => issue.path)).toEqual([
      ['ens', 'chainId'],
      ['ens', 'chainid'],
    ]);
  });
});
