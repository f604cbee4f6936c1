/** The most requests in one JSON-RPC batch the page sends, and its gateway forwards. */
export const MAX_RPC_BATCH = 20;
/** The largest JSON-RPC request body the gateway accepts, in bytes. */
export const MAX_RPC_BODY_BYTES = 64 * 1024;
