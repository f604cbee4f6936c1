import type { SiteConfig } from './siteConfigSchema.ts';

/**
 * The build's warnings about claims lists that say twice when claiming closes: a `closesAt` beside a `deadline`
 * getter. The build cannot ask the chain (it runs offline, and the chain may change after it), so it cannot
 * tell whether they agree: the page reads the distributor's deadline in every check, shows it, and warns in
 * the browser's console when it differs from `closesAt`. One line per such entry, naming the field.
 */
export function listDeadlineWarnings(claims: SiteConfig['claims']): string[] {
  return claims.flatMap((entry, index) =>
    entry.deadline !== undefined && entry.closesAt !== undefined
      ? [
          `claims[${index}].closesAt (${entry.closesAt}, "${entry.name}"): the distributor's ${entry.deadline} is read on every check and wins where the two differ (the page then warns in the browser console); the build cannot read the chain, so keep closesAt equal to it, or leave closesAt out`,
        ]
      : [],
  );
}
