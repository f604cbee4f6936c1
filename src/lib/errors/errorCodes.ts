/** Every error the app can show, with the sentence a visitor reads. The catalogue of PRODUCT.md section 8. */
export const errorMessages = {
  INPUT_EMPTY: 'Enter an address (0x…) or an ENS name.',
  INPUT_TOO_LONG: 'That is too long to be an address or an ENS name (255 characters at most).',
  INPUT_ADDRESS_LENGTH: 'An address is 0x followed by exactly 40 hexadecimal characters.',
  INPUT_ADDRESS_NOT_HEX: 'An address may only contain 0–9 and a–f after 0x.',
  INPUT_BAD_CHECKSUM: 'The mixed-case letters of this address do not match its checksum: check for a typo.',
  INPUT_ZERO_ADDRESS: 'That is the zero address: nobody holds it, so there is nothing to show.',
  INPUT_NOT_ACCOUNT: 'Enter an address (0x…) or an ENS name such as name.eth.',
  INPUT_INVALID_ENS: 'That is not a valid ENS name.',
  ENS_NOT_FOUND: 'No address is set for that ENS name.',
  ENS_UNSUPPORTED: 'This site does not resolve ENS names: enter an address instead.',
  RPC_TIMEOUT: 'The network did not answer in time.',
  RPC_RATE_LIMITED: 'The network is busy (rate limited). Try again in a moment.',
  RPC_SERVER_ERROR: 'The network had a server error.',
  RPC_NETWORK_ERROR: 'The network could not be reached.',
  RPC_BAD_RESPONSE: 'The network sent an answer that could not be read.',
  RPC_WRONG_CHAIN: 'This chain’s endpoint is misconfigured: it answers for a different chain.',
  TOKEN_CALL_FAILED: 'This token did not answer a standard balance query.',
  WALLET_REJECTED: 'Connection declined in your wallet.',
  WALLET_RELAY_UNREACHABLE: 'Couldn’t reach the WalletConnect network.',
  WALLET_PICKER_TIMEOUT: 'The wallet list did not load in time.',
  WALLET_LOAD_FAILED: 'The wallet connector could not be loaded.',
  WALLET_UNSUPPORTED_CHAIN: 'Your wallet is on a network this site does not read.',
  WALLET_SWITCH_FAILED: 'Your wallet did not switch networks.',
  CONFIG_INVALID: 'The site configuration is invalid.',
  UNEXPECTED: 'Something went wrong.',
} as const;

/** A code from the error catalogue. */
export type ErrorCode = keyof typeof errorMessages;
