/** The depth of node `node` of OpenZeppelin's array (the root is at depth 0). */
export const depthOf = (node: number): number => 31 - Math.clz32(node + 1);

/** The depth of the deepest leaves of a tree of `leaves` leaves (2n − 1 nodes). */
export const treeDepth = (leaves: number): number => depthOf(2 * leaves - 2);

/**
 * The array indexes of the leaves below `node` in a tree of `leaves` leaves, ascending: the nodes of its
 * subtree from n − 1 on are leaves (their children would lie past the array). A shard stores its leaves in
 * this order, so the page can put each one back in its place. Stops past `most` (a file's header is not
 * trusted to name a small subtree).
 */
export function subtreeLeaves(node: number, leaves: number, most = Number.POSITIVE_INFINITY): number[] {
  const size = 2 * leaves - 1;
  const found: number[] = [];
  for (let width = 1, first = node; first < size; width *= 2, first = 2 * first + 1) {
    for (let at = Math.max(first, leaves - 1); at < Math.min(first + width, size); at++) {
      if (found.length > most) return found;
      found.push(at);
    }
  }
  return found;
}

/** The proof of `node` up to the root: its sibling at each depth, bottom up (`getProof` of OpenZeppelin's core). */
export function proveNode(nodes: Uint8Array, node: number): Uint8Array[] {
  const proof: Uint8Array[] = [];
  for (let at = node; at > 0; at = Math.floor((at - 1) / 2)) {
    const sibling = at % 2 === 1 ? at + 1 : at - 1;
    proof.push(nodes.subarray(sibling * 32, sibling * 32 + 32));
  }
  return proof;
}
