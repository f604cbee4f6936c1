import { describe, expect, it } from 'vitest';
import { type CallArgument, type CallFormat, checkCallEntry } from './checkCallEntry.ts';

const AMOUNT: CallFormat = { kind: 'amount', decimals: 18, symbol: 'stETH' };
const ADDRESS = '0xae7ab96520DE3A18E5e111B5EaAb095312D7fE84';

describe('checkCallEntry accepts', () => {
  const cases: [string, string, CallArgument[], CallFormat][] = [
    ['a view uint with $account', 'function sharesOf(address) view returns (uint256)', ['$account'], AMOUNT],
    [
      'without the word function',
      'sharesOf(address account) view returns (uint256 shares)',
      ['$account'],
      AMOUNT,
    ],
    [
      'a pure bool',
      'function paused() pure returns (bool)',
      [],
      { kind: 'boolean', yes: 'Paused', no: 'Live' },
    ],
    [
      'an address',
      'function beneficiaryOf(address) view returns (address)',
      ['$account'],
      { kind: 'address' },
    ],
    [
      'a date from a uint64',
      'function unlockTime(address) view returns (uint64)',
      ['$account'],
      { kind: 'date' },
    ],
    ['a count from an int', 'function delta() view returns (int32)', [], { kind: 'count' }],
    [
      'literals of every kind',
      'function f(address a, uint8 b, int16 c, bool d, bytes4 e, string g) view returns (uint256)',
      [ADDRESS, 255, '-32768', true, '0x01ffc9a7', 'label'],
      { kind: 'count' },
    ],
    [
      'a uint256 beyond 2^53 as a decimal string',
      'function rewardFor(address, uint256) view returns (uint256)',
      ['$account', '115792089237316195423570985008687907853269984665640564039457584007913129639935'],
      AMOUNT,
    ],
  ];
  it.each(cases)('%s', (_name, signature, args, format) => {
    expect(checkCallEntry(signature, args, format)).toEqual([]);
  });
});

describe('checkCallEntry names what is wrong', () => {
  const cases: [string, string, CallArgument[], CallFormat, string, string][] = [
    [
      'a signature that does not parse',
      'sharesOf(address',
      [],
      AMOUNT,
      'signature',
      'must be a human-readable',
    ],
    [
      'an event',
      'event Transfer(address,address,uint256)',
      [],
      AMOUNT,
      'signature',
      'must be a human-readable',
    ],
    [
      'a function that writes',
      'function transfer(address,uint256) returns (bool)',
      [ADDRESS, 1],
      { kind: 'boolean', yes: 'y', no: 'n' },
      'signature',
      'must be a view or pure',
    ],
    [
      'a payable function',
      'function deposit() payable returns (uint256)',
      [],
      AMOUNT,
      'signature',
      'view or pure',
    ],
    ['no return value', 'function ping() view', [], AMOUNT, 'signature', 'exactly one value'],
    [
      'two return values',
      'function pair() view returns (uint256, uint256)',
      [],
      AMOUNT,
      'signature',
      'exactly one',
    ],
    [
      'an address shown as an amount',
      'function owner() view returns (address)',
      [],
      AMOUNT,
      'format.kind',
      'cannot show',
    ],
    [
      'a uint shown as a boolean',
      'function n() view returns (uint256)',
      [],
      { kind: 'boolean', yes: 'y', no: 'n' },
      'format.kind',
      'cannot show a uint256 as boolean',
    ],
    [
      'a string return',
      'function name() view returns (string)',
      [],
      { kind: 'count' },
      'format.kind',
      'cannot show a string',
    ],
    [
      'too few args',
      'function sharesOf(address) view returns (uint256)',
      [],
      AMOUNT,
      'args',
      'must hold 1 value',
    ],
    [
      'too many args',
      'function total() view returns (uint256)',
      ['$account'],
      AMOUNT,
      'args',
      'must hold 0 value',
    ],
    [
      '$account for a uint',
      'function at(uint256) view returns (uint256)',
      ['$account'],
      AMOUNT,
      'args.0',
      "'$account' can only stand for an address",
    ],
    [
      'a bad address literal',
      'function sharesOf(address) view returns (uint256)',
      ['0x1234'],
      AMOUNT,
      'args.0',
      'must be an address',
    ],
    [
      'a negative uint',
      'function at(uint8) view returns (uint256)',
      [-1],
      AMOUNT,
      'args.0',
      'out of range for uint8',
    ],
    [
      'a uint8 too large',
      'function at(uint8) view returns (uint256)',
      [256],
      AMOUNT,
      'args.0',
      'out of range for uint8',
    ],
    [
      'a fraction',
      'function at(uint256) view returns (uint256)',
      [1.5],
      AMOUNT,
      'args.0',
      'must be a whole number',
    ],
    [
      'a bool as a string',
      'function at(bool) view returns (uint256)',
      ['true'],
      AMOUNT,
      'args.0',
      'must be true or false',
    ],
    [
      'short bytes4',
      'function at(bytes4) view returns (uint256)',
      ['0x01'],
      AMOUNT,
      'args.0',
      '4 bytes of hex',
    ],
    [
      'an array parameter',
      'function at(uint256[]) view returns (uint256)',
      ['1'],
      AMOUNT,
      'args.0',
      'cannot be given here',
    ],
  ];
  it.each(cases)('%s', (_name, signature, args, format, path, message) => {
    const problems = checkCallEntry(signature, args, format).map(
      (problem) => `${problem.path.join('.')}: ${problem.message}`,
    );
    expect(problems.some((problem) => problem.startsWith(`${path}: `) && problem.includes(message))).toBe(
      true,
    );
  });
});
