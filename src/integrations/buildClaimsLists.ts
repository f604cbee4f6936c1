import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { CLAIM_FILES_MAX } from '../lib/claims/claimLimits.ts';
import { buildClaimsList } from '../lib/claimsBuild/buildClaimsList.ts';
import type { BuiltClaimsList } from '../lib/claimsBuild/claimsBuildTypes.ts';
import { toListError } from '../lib/claimsBuild/toListError.ts';
import type { ClaimsConfig } from '../lib/config/siteConfigSchema.ts';
import { AppError, isAppError } from '../lib/errors/AppError.ts';
import { checkGettersFitList } from './checkGettersFitList.ts';

/** A file of a list, read as text, or a CLAIMS_LIST_INVALID error saying why it cannot be. */
async function readList(root: string, entry: ClaimsConfig, label: string): Promise<string> {
  try {
    return await readFile(join(root, entry.file), 'utf8');
  } catch (error) {
    const code = (error as { code?: string }).code;
    const problem =
      code === 'ENOENT'
        ? 'does not exist: put the list in the repository at this path'
        : code === 'ERR_STRING_TOO_LONG'
          ? 'is too large to read as one text (over 512 MiB): give the list as a CSV of address,amount, from which the build makes the same tree'
          : `cannot be read (${code ?? String(error)})`;
    throw toListError(label, [{ where: 'the file', problem }]);
  }
}

/**
 * The build step for a site's claims lists: reads each `claims[].file` from the repository at `root` and
 * builds it in the entry's `format` (once per file and format, whichever entries name it), in config order,
 * and checks each entry's `claimed` getter can be asked of the list's leaves. Throws CLAIMS_LIST_INVALID for bad
 * lists (each named: the file, the entry, where in the file and the rule), and when the lists together would
 * take more files than the host allows.
 */
export async function buildClaimsLists(
  root: string,
  entries: readonly ClaimsConfig[],
): Promise<BuiltClaimsList[]> {
  const byFile = new Map<string, BuiltClaimsList>();
  const built: BuiltClaimsList[] = [];
  const failures: AppError[] = [];
  for (const [index, entry] of entries.entries()) {
    const label = `${entry.file} (claims[${index}], "${entry.name}")`;
    const source = `${entry.format}:${entry.file}`;
    let list = byFile.get(source);
    if (!list) {
      try {
        list = buildClaimsList({
          file: entry.file,
          text: await readList(root, entry, label),
          label,
          format: entry.format,
        });
      } catch (error) {
        if (!isAppError(error, 'CLAIMS_LIST_INVALID')) throw error;
        failures.push(error);
        continue;
      }
      byFile.set(source, list);
    }
    const misfit = checkGettersFitList(entry, list);
    if (misfit) {
      failures.push(toListError(label, [misfit]));
      continue;
    }
    built.push(list);
  }
  if (failures.length > 0) {
    const message = failures.map((failure) => failure.message).join('\n\n');
    throw new AppError('CLAIMS_LIST_INVALID', {
      message,
      detail: { key: 'TEXT', values: { text: message } },
    });
  }
  const files = [...byFile.values()].reduce((total, list) => total + list.files.size, 0);
  if (files > CLAIM_FILES_MAX) {
    throw toListError('claims', [
      {
        where: 'the lists together',
        problem: `take ${files.toLocaleString('en-US')} files (${[...byFile].map(([source, list]) => `${source.slice(source.indexOf(':') + 1)}: ${list.files.size.toLocaleString('en-US')}`).join(', ')}); a site may hold ${CLAIM_FILES_MAX.toLocaleString('en-US')} at most`,
      },
    ]);
  }
  return built;
}
