/**
 * Every error the app can show, with the sentence a visitor reads (docs/product.md, "What a visitor may see go wrong"). A
 * `{name}` in a sentence is filled from the error's `values`.
 */
export const errorMessages = {
  INPUT_EMPTY: 'Enter an address (0x…) or an ENS name.',
  INPUT_TOO_LONG: 'That is too long to be an address or an ENS name ({max} characters at most).',
  INPUT_ADDRESS_LENGTH: 'An address is 0x followed by exactly 40 hexadecimal characters.',
  INPUT_ADDRESS_NOT_HEX: 'An address may only contain 0–9 and a–f after 0x.',
  INPUT_BAD_CHECKSUM: 'The mixed-case letters of this address do not match its checksum: check for a typo.',
  INPUT_ZERO_ADDRESS: 'That is the zero address: nobody holds it, so there is nothing to show.',
  INPUT_MISSING_0X: 'An address starts with 0x: add it in front of the 40 characters.',
  INPUT_NOT_ACCOUNT: 'Enter an address (0x…) or a full ENS name such as name.eth.',
  INPUT_HIDDEN_CHARACTERS: 'This contains invisible or text-direction characters that can disguise a name.',
  INPUT_SEVERAL: 'The link holds more than one address: open one at a time.',
  INPUT_INVALID_ENS: 'That is not a valid ENS name.',
  ENS_NOT_FOUND: 'No address is set for that ENS name.',
  ENS_UNSUPPORTED: 'This site does not resolve ENS names: enter an address instead.',
  RPC_TIMEOUT: 'The network did not answer in time.',
  RPC_RATE_LIMITED: 'The network is busy (rate limited). Try again in a moment.',
  RPC_SERVER_ERROR: 'The network had a server error.',
  RPC_NETWORK_ERROR: 'The network could not be reached.',
  RPC_BAD_RESPONSE: 'The network sent an answer that could not be read.',
  RPC_REFUSED: 'This site’s RPC gateway refused the read: its settings may not match the page.',
  RPC_WRONG_CHAIN: 'This chain’s endpoint is misconfigured: it answers for a different chain.',
  CHAIN_READ_REVERTED:
    'This chain refused the read as a whole: one of its configured contracts may be broken.',
  CHAIN_NO_MULTICALL: 'This chain’s Multicall3 contract was not found at the configured address.',
  READ_CANCELLED: 'The read was replaced by a newer one.',
  TOKEN_CALL_FAILED: 'This token did not answer a standard balance query.',
  ENTRY_CALL_FAILED: 'This contract did not answer the read.',
  PRICE_FEED_FAILED: 'Price unavailable: the price feed did not answer.',
  PRICE_NOT_POSITIVE: 'Price unavailable: the feed reports a price of zero or less.',
  PRICE_STALE: 'Price unavailable: the feed’s last price is too old.',
  PRICE_CHAIN_FAILED: 'Price unavailable: the chain its feed is read on did not answer.',
  SEQUENCER_DOWN: 'Price unavailable: the network’s sequencer is down.',
  SEQUENCER_RESTARTED: 'Price unavailable: the network’s sequencer restarted less than an hour ago.',
  SEQUENCER_FEED_FAILED: 'Price unavailable: the network’s sequencer status could not be read.',
  WALLET_REJECTED: 'Connection declined in your wallet.',
  WALLET_DISCONNECTED: 'Your wallet ended the connection.',
  WALLET_REQUEST_PENDING: 'Your wallet already has a request open: check its window.',
  WALLET_RELAY_UNREACHABLE: 'Couldn’t reach the WalletConnect network.',
  WALLET_PICKER_TIMEOUT: 'The wallet list did not load in time.',
  WALLET_LOAD_FAILED: 'The wallet connector could not be loaded.',
  WALLET_METHOD_REFUSED: 'This page only reads: it never asks your wallet to sign or send anything.',
  WALLET_SWITCH_FAILED: 'Your wallet did not switch networks.',
  WALLET_URI_INVALID: 'The wallet app could not be opened: the connection link was not a WalletConnect link.',
  CONFIG_INVALID: 'The site configuration is invalid.',
  UNEXPECTED: 'Something went wrong.',
} as const;

/** A code from the error catalogue. */
export type ErrorCode = keyof typeof errorMessages;
