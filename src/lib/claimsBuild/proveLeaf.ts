import type { ClaimsTree } from './claimsBuildTypes.ts';

/**
 * The proof of the node at `position` of layer `fromLayer` (a leaf by default) up to the root: its sibling on
 * each layer, skipping a layer where it has none (an odd last node moves up unchanged), as merkle-distributor's
 * `getProof` gives it. The hashes are views into the tree.
 */
export function proveLeaf(tree: ClaimsTree, position: number, fromLayer = 0): Uint8Array[] {
  const proof: Uint8Array[] = [];
  let at = position;
  for (let layer = fromLayer; layer < tree.layers.length - 1; layer++) {
    const nodes = tree.layers[layer] ?? new Uint8Array(0);
    const sibling = at ^ 1;
    if (sibling * 32 < nodes.length) proof.push(nodes.subarray(sibling * 32, sibling * 32 + 32));
    at >>= 1;
  }
  return proof;
}
