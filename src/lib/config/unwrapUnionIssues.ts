import type { z } from 'zod';
import type { ConfigIssue } from './formatConfigIssues.ts';

/** True when a branch of a union got past the value's type: none of its issues is about the value as a whole. */
const fitsTheType = (branch: readonly z.core.$ZodIssue[]) =>
  branch.length > 0 && branch.every((issue) => issue.path.length > 0);

/**
 * The issues with a union's replaced by those of the one branch the value was meant for, at their full paths:
 * `ens: { chainid: 1 }` is meant as ENS settings rather than `false`, so it names `ens.chainId` and
 * `ens.chainid` instead of one "Invalid input" at `ens`. A union with no such branch, or several, stays as it is.
 */
export function unwrapUnionIssues(issues: readonly z.core.$ZodIssue[]): ConfigIssue[] {
  return issues.flatMap((issue): ConfigIssue[] => {
    if (issue.code !== 'invalid_union') return [issue];
    const meant = issue.errors.filter(fitsTheType);
    const [branch] = meant;
    if (meant.length !== 1 || !branch) return [issue];
    return unwrapUnionIssues(branch).map((inner) => ({ ...inner, path: [...issue.path, ...inner.path] }));
  });
}
