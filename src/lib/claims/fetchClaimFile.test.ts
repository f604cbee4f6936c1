import { createServer, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { detailInEnglish } from '../../../rig/i18n/inEnglish.ts';
import { isAppError } from '../errors/AppError.ts';
import { fetchClaimFile } from './fetchClaimFile.ts';

let server: Server;
let origin = '';

beforeAll(async () => {
  server = createServer((request, response) => {
    if (request.url === '/claims/x/s/0.bin') response.end(Buffer.from([1, 2, 3]));
    else if (request.url === '/reset') request.socket.destroy();
    else response.writeHead(404).end('<html>not found</html>');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  origin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
});

afterAll(() => new Promise((resolve) => server.close(resolve)));

/** The detail, in English, of the CLAIMS_FILE_FAILED error fetching `path` gives. */
async function failure(path: string): Promise<string> {
  try {
    await fetchClaimFile(`${origin}${path}`);
  } catch (error) {
    if (isAppError(error, 'CLAIMS_FILE_FAILED')) return detailInEnglish(error.detail);
    throw error;
  }
  throw new Error('it loaded');
}

describe('fetchClaimFile', () => {
  it('gives the bytes of a file, past the cache when asked (a retry)', async () => {
    expect([...(await fetchClaimFile(`${origin}/claims/x/s/0.bin`))]).toEqual([1, 2, 3]);
    expect([...(await fetchClaimFile(`${origin}/claims/x/s/0.bin`, { reload: true }))]).toEqual([1, 2, 3]);
  });

  it('fails with CLAIMS_FILE_FAILED for an HTTP error and a dropped connection', async () => {
    expect(await failure('/claims/x/s/9.bin')).toMatch(/answered HTTP 404\.$/);
    expect(await failure('/reset')).toMatch(/did not load\.$/);
  });
});
