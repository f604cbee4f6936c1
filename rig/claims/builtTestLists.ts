import type { ClaimListView } from '../../src/lib/claims/claimTypes.ts';
import { lookupClaimProbe } from '../../src/lib/claims/lookupClaimProbe.ts';
import { buildClaimsList } from '../../src/lib/claimsBuild/buildClaimsList.ts';
import type { SiteConfig } from '../../src/lib/config/siteConfigSchema.ts';
import { toPanelConfig } from '../../src/lib/config/toPanelConfig.ts';
import type { ClaimProbes } from '../../src/lib/reads/planClaimReads.ts';
import { testClaimsFiles } from './testClaimsLists.ts';

/** A config's claims lists as built, as the page knows them, and what their files say of an account. */
export interface BuiltTestLists {
  claimLists: ClaimListView[];
  /** What each list's files say of `account`, by list id, read from the built files as a page fetches them. */
  probesOf(account: string): Promise<ClaimProbes>;
}

/**
 * Builds the claims lists `config` names from the tests' list files (rig/claims/testClaimsLists.ts), as the
 * site's build does, in memory; `change` edits each list as the page knows it.
 */
export function buildTestLists(
  config: SiteConfig,
  change: (list: ClaimListView) => ClaimListView = (list) => list,
): BuiltTestLists {
  const files = testClaimsFiles();
  const lists = config.claims.map((entry) =>
    buildClaimsList({
      file: entry.file,
      text: files[entry.file] ?? '',
      label: entry.file,
      format: entry.format,
    }),
  );
  const claimLists = toPanelConfig(config, {
    claimLists: lists.map((list) => ({
      id: list.id,
      root: list.root,
      prefixDigits: list.layout.prefixDigits,
      entries: list.entries,
      encoding: list.encoding,
    })),
  }).claimLists.map(change);
  const probesOf = async (account: string): Promise<ClaimProbes> =>
    new Map(
      await Promise.all(
        claimLists.map(async (view) => {
          const built = lists.find((list) => list.id === view.filesId)?.files;
          const probe = await lookupClaimProbe(view, account, async (path) => {
            const file = built?.get(path.replace(`/claims/${view.filesId}/`, ''));
            if (!file) throw new Error(`no ${path}`);
            return file;
          });
          return [view.id, probe] as const;
        }),
      ),
    );
  return { claimLists, probesOf };
}
