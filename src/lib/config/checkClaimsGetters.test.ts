import { describe, expect, it } from 'vitest';
import { checkClaimsGetters, defaultClaimedGetter } from './checkClaimsGetters.ts';

describe('checkClaimsGetters', () => {
  it('takes the getters of merkle-distributor, OpenZeppelin-based drops, Sablier and 1inch', () => {
    for (const [root, claimed] of [
      ['function merkleRoot() view returns (bytes32)', 'function isClaimed(uint256) view returns (bool)'],
      ['function merkleRoot() view returns (bytes32)', 'function hasClaimed(address) view returns (bool)'],
      [
        'function MERKLE_ROOT() view returns (bytes32)',
        'function hasClaimed(uint256 index) view returns (bool)',
      ],
      [
        'function merkleRoot() view returns (bytes32)',
        'function cumulativeClaimed(address) view returns (uint256)',
      ],
    ]) {
      expect(checkClaimsGetters(root, claimed)).toEqual([]);
    }
    expect(checkClaimsGetters(undefined, undefined)).toEqual([]);
  });

  it('names the field and the rule for a getter that writes, takes or returns the wrong thing', () => {
    expect(checkClaimsGetters('function merkleRoot() returns (bytes32)', 'hasClaimed')).toEqual([
      { path: ['root'], message: 'must be a view function: this page only reads' },
      {
        path: ['claimed'],
        message: "must be a human-readable function, e.g. 'function merkleRoot() view returns (bytes32)'",
      },
    ]);
    expect(
      checkClaimsGetters(
        'function merkleRoot() view returns (uint256)',
        'function claimed(address, uint256) view returns (address)',
      ).map((problem) => problem.message),
    ).toEqual([
      "must take nothing and return bytes32, e.g. 'function merkleRoot() view returns (bytes32)' or 'function MERKLE_ROOT() view returns (bytes32)'",
      'must take one address (the account) or one uint256 (the leaf’s index)',
      'must return bool (claimed or not) or uint256 (the amount already claimed)',
    ]);
  });

  it('takes a deadline getter returning unix seconds, as Uniswap’s and Sablier’s distributors name theirs', () => {
    for (const deadline of [
      'function endTime() view returns (uint256)',
      'function EXPIRATION() view returns (uint40)',
      'function deadline() view returns (uint)',
    ]) {
      expect(checkClaimsGetters(undefined, undefined, deadline)).toEqual([]);
    }
    const rule =
      "must take nothing and return a uint (unix seconds), e.g. 'function endTime() view returns (uint256)' or 'function EXPIRATION() view returns (uint40)'";
    for (const deadline of [
      'function endTime(address) view returns (uint256)',
      'function endTime() view returns (bytes32)',
      'function endTime() view returns (int256)',
      'function endTime() view returns (uint256, uint256)',
    ]) {
      expect(checkClaimsGetters(undefined, undefined, deadline)).toEqual([
        { path: ['deadline'], message: rule },
      ]);
    }
    expect(checkClaimsGetters(undefined, undefined, 'function endTime() returns (uint256)')).toEqual([
      { path: ['deadline'], message: 'must be a view function: this page only reads' },
    ]);
  });
});

describe('defaultClaimedGetter', () => {
  it("is the getter the list's distributor has, by its format and its leaves: Sablier's takes the index", () => {
    expect(defaultClaimedGetter('merkle-distributor', null)).toBe(
      'function isClaimed(uint256) view returns (bool)',
    );
    expect(defaultClaimedGetter('openzeppelin', 'address,uint256')).toBe(
      'function hasClaimed(address) view returns (bool)',
    );
    for (const encoding of ['uint256,address,uint256', 'uint256,address,uint128'] as const) {
      expect(defaultClaimedGetter('openzeppelin', encoding)).toBe(
        'function hasClaimed(uint256) view returns (bool)',
      );
    }
  });
});
