import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';

/** Every file below `dir`, with its bytes as latin1 text (so any byte sequence can be searched for). */
export async function loadFileTree(dir: string): Promise<{ path: string; text: string }[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return Promise.all(
    entries
      .filter((entry) => entry.isFile())
      .map(async (entry) => {
        const path = join(entry.parentPath, entry.name);
        return { path, text: (await readFile(path)).toString('latin1') };
      }),
  );
}
