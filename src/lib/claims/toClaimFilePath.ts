/** Which file of a list: the index file of an address prefix ('' when there is one index file), or a shard. */
export type ClaimFile = { kind: 'index'; prefix: string } | { kind: 'shard'; shard: number };

/** The path of a list's file below `/claims/<list id>/`: `i/<prefix>.bin` (`i/all.bin`) or `s/<n>.bin`. */
export function toClaimFilePath(file: ClaimFile): string {
  return file.kind === 'index' ? `i/${file.prefix === '' ? 'all' : file.prefix}.bin` : `s/${file.shard}.bin`;
}
