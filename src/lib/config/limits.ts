/** Multicall3's address, the same on every chain where it is deployed. */
export const CANONICAL_MULTICALL3 = '0xcA11bde05977b3631167028862bE2a173976CA11';
/** The most chains a site may read. */
export const MAX_CHAINS = 16;
/** The most characters an address or ENS name may have, typed or read from the chain. */
export const MAX_INPUT_LENGTH = 255;
/** The most accounts one view shows: pasted together, added one by one, or carried by one link. */
export const MAX_WATCHED_ACCOUNTS = 20;
/** The most tokens a site may read, over all chains. */
export const MAX_TOKENS = 100;
/** The most NFT collections a site may read, over all chains. */
export const MAX_NFTS = 50;
/** The most token ids one ERC-1155 entry may list. */
export const MAX_TOKEN_IDS = 50;
/** The most governance tokens a site may read, over all chains. */
export const MAX_GOVERNANCE = 20;
/** The most custom calls a site may make, over all chains. */
export const MAX_CALLS = 50;
/** The most claims lists (airdrops, allowlists) a site may check, over all chains. */
export const MAX_CLAIMS_LISTS = 8;
/** A price older than this (seconds) is not used, unless a feed says otherwise: Chainlink's daily heartbeat. */
export const DEFAULT_PRICE_MAX_AGE_SECONDS = 86_400;
