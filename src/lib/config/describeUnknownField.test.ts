import { describe, expect, it } from 'vitest';
import { nearestFieldName } from '../text/nearestName.ts';
import { describeUnknownField } from './describeUnknownField.ts';

const CLAIMS = [
  'chainId',
  'distributor',
  'name',
  'symbol',
  'decimals',
  'file',
  'claimUrl',
  'opensAt',
  'closesAt',
];
const TOKEN = ['chainId', 'address', 'symbol', 'decimals', 'name', 'priceFeed'];

describe('nearestFieldName', () => {
  const cases: [string, string, readonly string[], string | undefined][] = [
    ['a missing letter', 'decimal', TOKEN, 'decimals'],
    ['two letters swapped', 'adrdess', TOKEN, 'address'],
    ['another case', 'chainid', TOKEN, 'chainId'],
    ['another case and a wrong letter', 'ClaimURI', CLAIMS, 'claimUrl'],
    ['a short name one edit off', 'nam', TOKEN, 'name'],
    ['nothing close', 'colour', TOKEN, undefined],
    ['a short name two edits off', 'nm', TOKEN, undefined],
    ['a long name too far off', 'distributorAddress', CLAIMS, undefined],
    ['no known fields', 'decimal', [], undefined],
  ];
  it.each(cases)('finds the meant name for %s', (_name, key, known, expected) => {
    expect(nearestFieldName(key, known)).toBe(expected);
  });

  it('takes the nearest name, and the first of equally near ones', () => {
    expect(nearestFieldName('opensAtt', ['closesAt', 'opensAt'])).toBe('opensAt');
    expect(nearestFieldName('nme', ['name', 'nmea'])).toBe('name');
    expect(nearestFieldName('nme', ['nmea', 'name'])).toBe('nmea');
  });
});

describe('describeUnknownField', () => {
  it('names the nearest known field when one is close', () => {
    expect(describeUnknownField('decimal', TOKEN)).toBe('unknown field; did you mean `decimals`?');
  });

  it('lists the known fields when none is close and they are few', () => {
    expect(describeUnknownField('colour', TOKEN)).toBe(
      'unknown field; known fields: chainId, address, symbol, decimals, name, priceFeed',
    );
  });

  it('says only that the field is unknown when the known fields are many', () => {
    const many = Array.from({ length: 11 }, (_, index) => `field${index}`);
    expect(describeUnknownField('colour', many)).toBe('unknown field');
    expect(describeUnknownField('colour', [])).toBe('unknown field');
  });
});
