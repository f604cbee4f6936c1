/**
 * The order of `count` 32-byte leaf hashes (laid end to end in `hashes`) sorted bytewise, as merkle trees sort
 * their leaves: position i holds the entry of the i-th smallest hash. Compares the leading 4 bytes as one number
 * first, which decides nearly every pair of a million hashes without a byte loop.
 */
export function orderLeafHashes(hashes: Uint8Array, count: number): Uint32Array {
  const view = new DataView(hashes.buffer, hashes.byteOffset, hashes.byteLength);
  const keys = new Uint32Array(count);
  for (let entry = 0; entry < count; entry++) keys[entry] = view.getUint32(entry * 32);
  const order = new Uint32Array(count);
  for (let entry = 0; entry < count; entry++) order[entry] = entry;
  return order.sort((a, b) => {
    const byKey = (keys[a] ?? 0) - (keys[b] ?? 0);
    if (byKey !== 0) return byKey;
    for (let byte = 4; byte < 32; byte++) {
      const difference = (hashes[a * 32 + byte] ?? 0) - (hashes[b * 32 + byte] ?? 0);
      if (difference !== 0) return difference;
    }
    return 0;
  });
}
