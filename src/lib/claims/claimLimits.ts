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
/** Version of a shard of merkle-distributor's tree (docs/claims.md, "The files"); a new one moves every URL. */
export const CLAIM_FILES_VERSION = 1;
/** Version of the index file format: the same for both tree formats. */
export const INDEX_FILES_VERSION = 1;
/** Version of a shard of OpenZeppelin's tree: a subtree of its array of nodes. */
export const STANDARD_SHARD_VERSION = 2;
/**
 * A shard of OpenZeppelin's tree, its header: version, leaf encoding, index bytes, the tree's leaves (4 bytes),
 * the subtree root's array index (4 bytes), leaf count (2 bytes), proof length.
 */
export const STANDARD_SHARD_HEADER_BYTES = 14;
/** An index file's header: version, fingerprint bytes, shard number bytes, entry count (2 bytes). */
export const INDEX_HEADER_BYTES = 5;
/** A shard's header: version, index bytes, leaf count (2 bytes), proof length. */
export const SHARD_HEADER_BYTES = 5;
/**
 * The most bytes a leaf's index takes in a shard: an index is at most 2^53 − 1 (the page counts in numbers, and
 * the build refuses more), which takes 7. The build writes no more and the page reads no more.
 */
export const CLAIM_INDEX_MAX_BYTES = 7;
