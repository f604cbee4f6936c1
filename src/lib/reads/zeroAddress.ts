/** The zero address: what `delegates()` answers for an account that has not delegated. Kept here, not taken from
 * ethers, so UI code can use it without pulling ethers into the page's first bundle. */
export const ZERO_ADDRESS = '0x0000000000000000000000000000000000000000';
