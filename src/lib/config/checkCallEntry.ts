import { FunctionFragment, isAddress, type ParamType } from 'ethers';

/** How the value a custom call returns is shown. */
export type CallFormat =
  | { kind: 'amount'; decimals: number; symbol: string }
  | { kind: 'count' }
  | { kind: 'boolean'; yes: string; no: string }
  | { kind: 'address' }
  | { kind: 'date' };

/** A literal argument of a custom call, or `'$account'` for the account being shown. */
export type CallArgument = string | number | boolean;

/** One rule a custom-call entry breaks: the field (relative to the entry) and what is wrong. */
export interface CallEntryProblem {
  path: (string | number)[];
  message: string;
}

/** The argument that stands for the account the page shows (connected or watched). */
export const ACCOUNT_ARGUMENT = '$account';

const INTEGER = /^(u?)int(\d*)$/;
const FIXED_BYTES = /^bytes(\d+)$/;

/** Which return types each format can show. */
const SHOWABLE: Record<CallFormat['kind'], (type: string) => boolean> = {
  amount: (type) => INTEGER.test(type),
  count: (type) => INTEGER.test(type),
  date: (type) => INTEGER.test(type),
  boolean: (type) => type === 'bool',
  address: (type) => type === 'address',
};

/** Why `value` cannot be passed as a parameter of `type`, or null when it can. */
function argumentProblem(type: ParamType, value: CallArgument): string | null {
  if (value === ACCOUNT_ARGUMENT) {
    return type.type === 'address' ? null : `'${ACCOUNT_ARGUMENT}' can only stand for an address parameter`;
  }
  const integer = INTEGER.exec(type.type);
  if (integer) {
    const text = typeof value === 'number' && Number.isSafeInteger(value) ? String(value) : value;
    if (typeof text !== 'string' || !/^-?\d+$/.test(text)) return `must be a whole number for ${type.type}`;
    const bits = BigInt(integer[2] || '256');
    const number = BigInt(text);
    const [low, high] = integer[1] ? [0n, 2n ** bits - 1n] : [-(2n ** (bits - 1n)), 2n ** (bits - 1n) - 1n];
    return number < low || number > high ? `is out of range for ${type.type}` : null;
  }
  if (type.type === 'address') {
    return typeof value === 'string' && isAddress(value) ? null : 'must be an address (or $account)';
  }
  if (type.type === 'bool') return typeof value === 'boolean' ? null : 'must be true or false';
  if (type.type === 'string') return typeof value === 'string' ? null : 'must be a string';
  const fixed = FIXED_BYTES.exec(type.type);
  if (fixed) {
    const hex = new RegExp(`^0x[0-9a-fA-F]{${Number(fixed[1]) * 2}}$`);
    return typeof value === 'string' && hex.test(value) ? null : `must be 0x and ${fixed[1]} bytes of hex`;
  }
  return `a ${type.type} parameter cannot be given here (address, uint, int, bool, bytes1–32 and string can)`;
}

/**
 * Checks a custom call as an owner writes it: the signature parses as a human-readable function, only reads
 * (`view` or `pure`), returns one value the format can show, and `args` match its parameters. Returns every
 * problem found, each naming the entry's field; none when the entry is sound.
 */
export function checkCallEntry(
  signature: string,
  args: readonly CallArgument[],
  format: CallFormat,
): CallEntryProblem[] {
  let fragment: FunctionFragment;
  try {
    fragment = FunctionFragment.from(signature);
  } catch {
    return [
      {
        path: ['signature'],
        message:
          "must be a human-readable function, e.g. 'function sharesOf(address) view returns (uint256)'",
      },
    ];
  }
  const problems: CallEntryProblem[] = [];
  if (fragment.stateMutability !== 'view' && fragment.stateMutability !== 'pure') {
    problems.push({ path: ['signature'], message: 'must be a view or pure function: this page only reads' });
  }
  const [output, ...more] = fragment.outputs;
  if (!output || more.length > 0) {
    problems.push({ path: ['signature'], message: 'must return exactly one value' });
  } else if (!SHOWABLE[format.kind](output.type)) {
    problems.push({ path: ['format', 'kind'], message: `cannot show a ${output.type} as ${format.kind}` });
  }
  if (args.length !== fragment.inputs.length) {
    problems.push({
      path: ['args'],
      message: `must hold ${fragment.inputs.length} value(s), one per parameter of ${fragment.name}`,
    });
    return problems;
  }
  fragment.inputs.forEach((input, index) => {
    const problem = argumentProblem(input, args[index] ?? '');
    if (problem) problems.push({ path: ['args', index], message: problem });
  });
  return problems;
}
