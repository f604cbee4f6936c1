import { AppError } from '../errors/AppError.ts';

/** How long one of a list's files may take to arrive, as one RPC attempt may. */
const FILE_TIMEOUT_MS = 8_000;

/**
 * Fetches one of a claims list's files from the site's own origin, as bytes; `reload` skips the browser's
 * cache (a retry: the files are cached for good, a bad copy too). Throws CLAIMS_FILE_FAILED saying what
 * happened: no answer in time, no answer at all, or an HTTP error status.
 */
export async function fetchClaimFile(path: string, { reload = false } = {}): Promise<Uint8Array> {
  let response: Response;
  try {
    response = await fetch(path, {
      cache: reload ? 'reload' : 'default',
      signal: AbortSignal.timeout(FILE_TIMEOUT_MS),
    });
  } catch (error) {
    const timedOut = error instanceof DOMException && error.name === 'TimeoutError';
    throw new AppError('CLAIMS_FILE_FAILED', {
      cause: error,
      detail: timedOut
        ? { key: 'CLAIMS_FILE_TIMEOUT', values: { path, seconds: FILE_TIMEOUT_MS / 1000 } }
        : { key: 'CLAIMS_FILE_NOT_LOADED', values: { path } },
    });
  }
  if (!response.ok) {
    throw new AppError('CLAIMS_FILE_FAILED', {
      detail: { key: 'HTTP_STATUS', values: { endpoint: path, status: response.status } },
    });
  }
  return new Uint8Array(await response.arrayBuffer());
}
