/** Writes `value` as `bytes` big-endian bytes at `offset` of `target`. */
export function writeNumber(target: Uint8Array, offset: number, value: number, bytes: number): void {
  for (let byte = bytes - 1, rest = value; byte >= 0; byte--, rest = Math.floor(rest / 256)) {
    target[offset + byte] = rest % 256;
  }
}
