import type { EnsConfig } from '../config/siteConfigSchema.ts';

/** The longest avatar record the page will consider. */
const MAX_AVATAR_LENGTH = 2048;
/** `ipfs://<cid>[/path]`; path segments of safe characters, never `.` or `..`. */
const IPFS_PATH = /^ipfs:\/\/(?:ipfs\/)?([A-Za-z0-9]{46,100}(?:\/(?!\.{1,2}(?:\/|$))[A-Za-z0-9._~-]+)*)$/;

/**
 * Turns an ENS `avatar` text record (untrusted) into an image URL the page may load, or null: `https:` URLs
 * only on the configured avatar hosts, `ipfs://` through the configured gateway; nothing else.
 */
export function toSafeAvatarUrl(
  record: string | null,
  ens: Pick<EnsConfig, 'ipfsGateway' | 'avatarHosts'>,
): string | null {
  if (record === null) return null;
  const value = record.trim();
  if (value === '' || value.length > MAX_AVATAR_LENGTH) return null;
  const ipfs = IPFS_PATH.exec(value);
  if (ipfs) {
    const gateway = ens.ipfsGateway.endsWith('/') ? ens.ipfsGateway : `${ens.ipfsGateway}/`;
    return new URL(ipfs[1] ?? '', gateway).href;
  }
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' || url.username !== '' || url.password !== '') return null;
  const allowed = [ens.ipfsGateway, ...ens.avatarHosts].map((host) => new URL(host).origin);
  return allowed.includes(url.origin) ? url.href : null;
}
