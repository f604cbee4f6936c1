import { gzipSync } from 'node:zlib';

/** gzip size of a body as a CDN compresses it (level 9): the unit of every byte budget and bench figure. */
export function gzipBytes(body: Uint8Array): number {
  return gzipSync(body, { level: 9 }).length;
}

/** gzip size of what `url` serves. */
export async function fetchGzipBytes(url: string): Promise<number> {
  return gzipBytes(new Uint8Array(await (await fetch(url)).arrayBuffer()));
}
