import { describe, expect, it } from 'vitest';
import { listDeadlineWarnings } from './listDeadlineWarnings.ts';
import type { SiteConfig } from './siteConfigSchema.ts';

const entry = (changes: Partial<SiteConfig['claims'][number]>) =>
  ({
    name: 'Community drop',
    closesAt: undefined,
    deadline: undefined,
    ...changes,
  }) as SiteConfig['claims'][number];

describe('listDeadlineWarnings', () => {
  it('warns of a closesAt beside a deadline getter, naming the field; of nothing else', () => {
    const deadline = 'function endTime() view returns (uint256)';
    expect(
      listDeadlineWarnings([
        entry({ closesAt: '2030-01-01T00:00:00Z' }),
        entry({ deadline }),
        entry({ deadline, closesAt: '2030-01-01T00:00:00Z' }),
      ]),
    ).toEqual([
      `claims[2].closesAt (2030-01-01T00:00:00Z, "Community drop"): the distributor's ${deadline} is read on every check and wins where the two differ (the page then warns in the browser console); the build cannot read the chain, so keep closesAt equal to it, or leave closesAt out`,
    ]);
  });
});
