/** Fetches one of a list's files by path; `reload` skips the browser's cache. */
export type FetchFile = (path: string, options: { reload: boolean }) => Promise<Uint8Array>;

/** The most files kept: far more than 20 accounts' files of 8 lists, each a few KiB. */
const KEPT_FILES = 400;

/** A file kept: its fetch, and whether it is a reload still on its way. */
interface KeptFile {
  fetching: Promise<Uint8Array>;
  reloading: boolean;
}

/**
 * Wraps `fetchFile` so that each path is fetched once while it is kept: accounts whose keys share an index
 * file, or whose entries share a shard, ask for it once between them, and a file answers with the very same
 * bytes every time (so what is derived from it can be shared too). A failed fetch is forgotten, so a retry
 * fetches anew; `reload` does too, past the browser's cache (once for all who ask while it is on its way),
 * and keeps what it brings.
 */
export function shareFileFetches(fetchFile: FetchFile): FetchFile {
  const files = new Map<string, KeptFile>();
  return (path, { reload }) => {
    const kept = files.get(path);
    if (kept && (!reload || kept.reloading)) return kept.fetching;
    const fetching = fetchFile(path, { reload });
    const entry: KeptFile = { fetching, reloading: reload };
    files.delete(path);
    files.set(path, entry);
    for (const old of [...files.keys()].slice(0, -KEPT_FILES)) files.delete(old);
    fetching.then(
      () => {
        entry.reloading = false;
      },
      () => {
        if (files.get(path) === entry) files.delete(path);
      },
    );
    return fetching;
  };
}
