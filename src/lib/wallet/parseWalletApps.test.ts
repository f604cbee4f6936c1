import { describe, expect, it } from 'vitest';
import { detailInEnglish } from '../../../rig/i18n/inEnglish.ts';
import { isAppError } from '../errors/AppError.ts';
import { parseWalletApps } from './parseWalletApps.ts';
import { MAX_WALLET_APPS, type WalletApp } from './walletAppSchema.ts';

/** A valid entry of the tests' own; `index` makes its id, name and icon distinct. */
function entry(
  index: number,
  fields: Partial<Record<keyof WalletApp, unknown>> = {},
): Record<string, unknown> {
  return {
    id: index.toString(16).padStart(64, 'a'),
    name: `Wallet ${index}`,
    icon: `wallet-${index}.svg`,
    native: `wallet${index}://`,
    universal: `https://wallet-${index}.example/app`,
    source: 'the tests',
    ...fields,
  };
}

/** The CONFIG_INVALID issue lines thrown for `value`; fails the test when it is accepted. */
function issuesOf(value: unknown): string {
  try {
    parseWalletApps(value);
  } catch (error) {
    if (isAppError(error, 'CONFIG_INVALID')) return detailInEnglish(error.detail);
    throw error;
  }
  throw new Error('the list was accepted');
}

describe('parseWalletApps', () => {
  it('accepts a list as written, in its order', () => {
    const list = [entry(2), entry(1, { universal: null }), entry(3, { native: null })];
    expect(parseWalletApps(list)).toEqual(list);
  });

  it.each([
    'metamask:',
    'metamask://',
    'okex://main/',
    'bnc://app.binance.com/cedefi/',
    'com.kresus.superapp://',
    'imtokenv2://',
    'a+b-c.d://',
  ])('accepts the native link %s', (native) => {
    expect(parseWalletApps([entry(1, { native })])[0]?.native).toBe(native);
  });

  it.each([
    'https://',
    'http://wallet.example',
    'HTTPS://wallet.example',
    'javascript:',
    'JavaScript://alert(1)',
    'data:',
    'file:///etc/',
    'wc:',
    'intent://',
    'metamask',
    'metamask:wc',
    'metamask://wc?uri=',
    'metamask://#x',
    'metamask://%2F',
    'meta mask://',
    '1inch://',
    '',
  ])('refuses the native link %j', (native) => {
    expect(issuesOf([entry(1, { native })])).toMatch(/^- \[0\]\.native: must be <scheme>:/);
  });

  it.each([
    'http://wallet.example',
    'wallet.example',
    'https://user:pass@wallet.example',
    'https://wallet.example/?a=1',
    'https://wallet.example/#x',
    'https://wallet.example/a b',
    'metamask://',
    '',
  ])('refuses the universal link %j', (universal) => {
    expect(issuesOf([entry(1, { universal })])).toMatch(/^- \[0\]\.universal: must be an https: URL/);
  });

  it('refuses an entry without any link, and names the entry', () => {
    expect(issuesOf([entry(1), entry(2, { native: null, universal: null })])).toBe(
      '- [1]: must have a native or a universal link',
    );
  });

  it.each([
    ['id', 'C57CA95B47569778A828D19178114F4DB188B89B763C899BA0BE274E97267D96', /64 lower-case hex/],
    ['id', 'abc', /64 lower-case hex/],
    ['name', '  ', /must not be empty/],
    ['name', 'x'.repeat(41), /40 characters at most/],
    ['name', 'Meta\u202EMask', /invisible characters/],
    ['icon', '../wallet.svg', /must be a file name/],
    ['icon', 'Wallet.svg', /must be a file name/],
    ['icon', 'wallet.gif', /must be a file name/],
    ['source', '', /must not be empty/],
  ])('refuses a bad %s (%j)', (field, value, rule) => {
    expect(issuesOf([entry(1, { [field]: value })])).toMatch(rule);
  });

  it('refuses unknown fields', () => {
    expect(issuesOf([{ ...entry(1), extra: true }])).toMatch(/extra/);
  });

  it('refuses an id, a name (in any case) or an icon used twice', () => {
    const details = issuesOf([
      entry(1),
      entry(2, { id: entry(1).id }),
      entry(3, { name: 'WALLET 1' }),
      entry(4, { icon: 'wallet-1.svg' }),
    ]);
    expect(details.split('\n')).toEqual([
      '- [1].id: is used twice',
      '- [2].name: is used twice',
      '- [3].icon: is used twice',
    ]);
  });

  it('refuses an empty list, a list too long, and anything not a list', () => {
    expect(issuesOf([])).toMatch(/at least one/);
    expect(issuesOf(Array.from({ length: MAX_WALLET_APPS + 1 }, (_, i) => entry(i)))).toMatch(/at most/);
    expect(issuesOf({ wallets: [] })).toMatch(/^- \(config\): /);
  });
});
