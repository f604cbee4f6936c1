/**
 * Every error a visitor may see, by code (docs/product.md, "What a visitor may see go wrong"). What a visitor
 * reads for each is in the page's message catalogues (src/i18n/panel/), one per language.
 */
export const VISITOR_ERROR_CODES = [
  'INPUT_EMPTY',
  'INPUT_TOO_LONG',
  'INPUT_ADDRESS_LENGTH',
  'INPUT_ADDRESS_NOT_HEX',
  'INPUT_BAD_CHECKSUM',
  'INPUT_ZERO_ADDRESS',
  'INPUT_MISSING_0X',
  'INPUT_NOT_ACCOUNT',
  'INPUT_HIDDEN_CHARACTERS',
  'INPUT_TOO_MANY',
  'INPUT_INVALID_ENS',
  'ENS_NOT_FOUND',
  'ENS_UNSUPPORTED',
  'RPC_TIMEOUT',
  'RPC_RATE_LIMITED',
  'RPC_SERVER_ERROR',
  'RPC_NETWORK_ERROR',
  'RPC_BAD_RESPONSE',
  'RPC_REFUSED',
  'RPC_WRONG_CHAIN',
  'CHAIN_READ_REVERTED',
  'CHAIN_NO_MULTICALL',
  'READ_CANCELLED',
  'TOKEN_CALL_FAILED',
  'ENTRY_CALL_FAILED',
  'PRICE_FEED_FAILED',
  'PRICE_NOT_POSITIVE',
  'PRICE_STALE',
  'PRICE_CHAIN_FAILED',
  'SEQUENCER_DOWN',
  'SEQUENCER_RESTARTED',
  'SEQUENCER_FEED_FAILED',
  'WALLET_REJECTED',
  'WALLET_DISCONNECTED',
  'WALLET_REQUEST_PENDING',
  'WALLET_RELAY_UNREACHABLE',
  'WALLET_PICKER_TIMEOUT',
  'WALLET_LOAD_FAILED',
  'WALLET_METHOD_REFUSED',
  'WALLET_SWITCH_FAILED',
  'WALLET_URI_INVALID',
  'CLAIMS_FILE_FAILED',
  'CLAIMS_READ_FAILED',
  'CLAIMS_ROOT_MISMATCH',
  'CLAIMS_PROOF_MISMATCH',
  'UNEXPECTED',
] as const;

/**
 * The errors only the site's owner sees: a config or list mistake found by the build, which stops it. Each has
 * one English sentence, here, written to the terminal; they are never shown on the page, so never translated.
 */
export const BUILD_ERROR_MESSAGES = {
  CLAIMS_LIST_INVALID: 'A claims list is invalid.',
  CONFIG_INVALID: 'The site configuration is invalid.',
  BUILD_CHUNKS_INVALID:
    'The build cannot cut the browser code into its files as src/integrations/clientChunks.ts says.',
} as const;

/** A code of an error a visitor may see: its sentence is in every panel catalogue. */
export type VisitorErrorCode = (typeof VISITOR_ERROR_CODES)[number];

/** A code of an error only the build reports, in English. */
export type BuildErrorCode = keyof typeof BUILD_ERROR_MESSAGES;

/** A code from the error catalogue: one a visitor may see, or one only the build reports. */
export type ErrorCode = VisitorErrorCode | BuildErrorCode;
