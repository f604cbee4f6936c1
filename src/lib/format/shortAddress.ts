/** `0x1234…abcd`: an address short enough for a row or a heading, still told apart from its neighbours. */
export const shortAddress = (address: string): string => `${address.slice(0, 6)}…${address.slice(-4)}`;
