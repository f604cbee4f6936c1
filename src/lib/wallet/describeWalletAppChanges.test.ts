import { describe, expect, it } from 'vitest';
import { describeWalletAppChanges } from './describeWalletAppChanges.ts';
import type { WalletApp } from './walletAppSchema.ts';

/** A wallet app of the tests' own. */
const app = (index: number, fields: Partial<WalletApp> = {}): WalletApp => ({
  id: String(index).repeat(64).slice(0, 64),
  name: `Wallet ${index}`,
  icon: `wallet-${index}.svg`,
  native: `wallet${index}://`,
  universal: null,
  source: 'the tests',
  ...fields,
});

describe('describeWalletAppChanges', () => {
  it('says nothing when nothing changed, whatever the source says', () => {
    expect(describeWalletAppChanges([app(1), app(2)], [app(1), app(2, { source: 'elsewhere' })])).toEqual([]);
  });

  it('names what was added, removed, moved and changed', () => {
    const before = [app(1), app(2), app(3)];
    const after = [app(2, { native: null, universal: 'https://w2.example' }), app(1), app(4)];
    expect(describeWalletAppChanges(before, after)).toEqual([
      '~ Wallet 2: position 2 → 1; native: wallet2:// → none; universal: none → https://w2.example',
      '~ Wallet 1: position 1 → 2',
      '+ Wallet 4 (added at 3)',
      '- Wallet 3 (removed)',
    ]);
  });

  it('follows a wallet by its id through a new name and icon', () => {
    expect(describeWalletAppChanges([app(1)], [app(1, { name: 'Renamed', icon: 'renamed.png' })])).toEqual([
      '~ Renamed: name: Wallet 1 → Renamed; icon: wallet-1.svg → renamed.png',
    ]);
  });

  it('lists every wallet as added when there was no list', () => {
    expect(describeWalletAppChanges([], [app(1), app(2)])).toEqual([
      '+ Wallet 1 (added at 1)',
      '+ Wallet 2 (added at 2)',
    ]);
  });
});
