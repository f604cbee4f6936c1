/**
 * The most bytes checking one account may fetch: its index file and its shard together, as served
 * (uncompressed: hashes do not compress). About one round trip's worth on a new connection.
 */
export const CLAIM_CHECK_MAX_BYTES = 8 * 1024;
/**
 * The most files all claims lists of a site may take: Cloudflare allows 20,000 files per Worker version on the
 * free plan, and the rest of the site needs some.
 */
export const CLAIM_FILES_MAX = 19_000;
/** Version of the index and shard file formats (docs/claims.md, "The files"); a new one moves every URL. */
export const CLAIM_FILES_VERSION = 1;
/** An index file's header: version, fingerprint bytes, shard number bytes, entry count (2 bytes). */
export const INDEX_HEADER_BYTES = 5;
/** A shard's header: version, index bytes, leaf count (2 bytes), proof length. */
export const SHARD_HEADER_BYTES = 5;
