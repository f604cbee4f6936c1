import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { BuiltClaimsList } from '../lib/claimsBuild/claimsBuildTypes.ts';

/** Writes each list's files under `<outDir>/claims/<list id>/`; returns how many files were written. */
export async function writeClaimsFiles(outDir: string, lists: readonly BuiltClaimsList[]): Promise<number> {
  let written = 0;
  for (const list of new Set(lists)) {
    const base = join(outDir, 'claims', list.id);
    const folders = new Set([...list.files.keys()].map((path) => dirname(join(base, path))));
    for (const folder of folders) await mkdir(folder, { recursive: true });
    const files = [...list.files];
    for (let start = 0; start < files.length; start += 64) {
      await Promise.all(
        files.slice(start, start + 64).map(([path, bytes]) => writeFile(join(base, path), bytes)),
      );
    }
    written += files.length;
  }
  return written;
}
