import { checksumHexAddress } from './checksumHexAddress.ts';

const HEX_ADDRESS = /^0x[0-9a-fA-F]{40}$/;

/**
 * An address in its EIP-55 checksummed form, or null when `value` is not 0x and 40 hex digits. For addresses a
 * wallet hands over (already valid, any case): the page shows every address checksummed, and this spares the
 * wallet connectors ethers (the chain reads load it anyway, later).
 */
export function checksumAddress(value: string): string | null {
  return HEX_ADDRESS.test(value) ? checksumHexAddress(value.slice(2).toLowerCase()) : null;
}
