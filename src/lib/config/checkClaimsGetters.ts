import { FunctionFragment } from 'ethers';
import type { ClaimsFormat, LeafEncoding } from '../claims/claimTypes.ts';
import type { CallEntryProblem } from './checkCallEntry.ts';

/** The list formats a claims entry may name. */
export const CLAIMS_FORMATS = [
  'merkle-distributor',
  'openzeppelin',
] as const satisfies readonly ClaimsFormat[];

/** The root getter when the entry names none: merkle-distributor's, and most OpenZeppelin-based distributors'. */
export const DEFAULT_ROOT_GETTER = 'function merkleRoot() view returns (bytes32)';

/**
 * The claimed getter when the entry names none, by the list's format and its leaves (`encoding`, from the
 * build; null for merkle-distributor's): merkle-distributor's `isClaimed(uint256)`; for OpenZeppelin's
 * (account, amount) leaves `hasClaimed(address)`; for leaves with an index, Sablier's `hasClaimed(uint256)`,
 * as its MerkleInstant and MerkleLL campaigns have.
 */
export function defaultClaimedGetter(format: ClaimsFormat, encoding: LeafEncoding | null): string {
  if (format === 'merkle-distributor') return 'function isClaimed(uint256) view returns (bool)';
  return encoding === null || encoding === 'address,uint256'
    ? 'function hasClaimed(address) view returns (bool)'
    : 'function hasClaimed(uint256) view returns (bool)';
}

/** An example of a deadline getter, as Uniswap's MerkleDistributorWithDeadline names it. */
export const DEADLINE_GETTER_EXAMPLE = 'function endTime() view returns (uint256)';

/** A human-readable view function, or why `signature` is not one. */
function parseGetter(signature: string, field: string): FunctionFragment | CallEntryProblem {
  try {
    const fragment = FunctionFragment.from(signature);
    if (fragment.stateMutability === 'view' || fragment.stateMutability === 'pure') return fragment;
    return { path: [field], message: 'must be a view function: this page only reads' };
  } catch {
    return { path: [field], message: `must be a human-readable function, e.g. '${DEFAULT_ROOT_GETTER}'` };
  }
}

/** Checks a deadline getter: a view taking nothing and returning one unsigned integer (unix seconds). */
function checkDeadlineGetter(deadline: string): CallEntryProblem[] {
  const fragment = parseGetter(deadline, 'deadline');
  if (!(fragment instanceof FunctionFragment)) return [fragment];
  const outputs = fragment.outputs.map((output) => output.type);
  if (fragment.inputs.length === 0 && outputs.length === 1 && /^uint(\d+)?$/.test(outputs[0] ?? ''))
    return [];
  return [
    {
      path: ['deadline'],
      message: `must take nothing and return a uint (unix seconds), e.g. '${DEADLINE_GETTER_EXAMPLE}' or 'function EXPIRATION() view returns (uint40)'`,
    },
  ];
}

/**
 * Checks a claims entry's getters as the owner writes them (ABI signatures; left out, the defaults apply,
 * the claimed getter's once the build knows the list's leaves: {@link defaultClaimedGetter}):
 * `root` takes nothing and returns `bytes32`; `claimed` takes one `address` (the account) or `uint256` (the
 * leaf's index) and returns `bool` (claimed or not) or `uint256` (the amount already claimed); `deadline`
 * (optional, no default) takes nothing and returns a `uint`: when claiming ends, in unix seconds. Returns each
 * problem with its field; none when all are sound.
 */
export function checkClaimsGetters(
  root: string | undefined,
  claimed: string | undefined,
  deadline?: string,
): CallEntryProblem[] {
  const problems: CallEntryProblem[] = [];
  if (root !== undefined) {
    const fragment = parseGetter(root, 'root');
    if (!(fragment instanceof FunctionFragment)) problems.push(fragment);
    else if (
      fragment.inputs.length !== 0 ||
      fragment.outputs.map((output) => output.type).join() !== 'bytes32'
    ) {
      problems.push({
        path: ['root'],
        message: `must take nothing and return bytes32, e.g. '${DEFAULT_ROOT_GETTER}' or 'function MERKLE_ROOT() view returns (bytes32)'`,
      });
    }
  }
  if (claimed !== undefined) {
    const fragment = parseGetter(claimed, 'claimed');
    if (!(fragment instanceof FunctionFragment)) problems.push(fragment);
    else {
      const input = fragment.inputs.map((param) => param.type).join();
      const output = fragment.outputs.map((param) => param.type).join();
      if (input !== 'address' && input !== 'uint256') {
        problems.push({
          path: ['claimed'],
          message: 'must take one address (the account) or one uint256 (the leaf’s index)',
        });
      }
      if (output !== 'bool' && output !== 'uint256') {
        problems.push({
          path: ['claimed'],
          message: 'must return bool (claimed or not) or uint256 (the amount already claimed)',
        });
      }
    }
  }
  if (deadline !== undefined) problems.push(...checkDeadlineGetter(deadline));
  return problems;
}
