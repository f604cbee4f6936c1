import type { LeafEncoding } from './claimTypes.ts';

/** The leaf encodings of OpenZeppelin lists, by the byte a shard names them with. */
export const LEAF_ENCODING_CODES: readonly LeafEncoding[] = [
  'address,uint256',
  'uint256,address,uint256',
  'uint256,address,uint128',
];
