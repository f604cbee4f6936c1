import { CoreHelperUtil } from '@reown/appkit-controllers';
import { describe, expect, it } from 'vitest';
import { isAppError } from '../errors/AppError.ts';
import { buildWalletLink } from './buildWalletLink.ts';

const URI =
  'wc:7f6e504bfad60b485450578e05678ed3e8e8c4751d3c6160be17160d63ec90f9@2?relay-protocol=irn&symKey=587d5484ce2a2a6ee3ba1962fdd7e8588e06200c46823bd18fbd67def96ad303&expiryTimestamp=1700000000';
const ENCODED = encodeURIComponent(URI);
const app = (native: string | null, universal: string | null) => ({ name: 'A wallet', native, universal });

describe('buildWalletLink', () => {
  it('opens the universal link when there is one, with exactly one / before wc', () => {
    for (const universal of ['https://w.example', 'https://w.example/', 'https://w.example///']) {
      expect(buildWalletLink(app('w://', universal), URI)).toBe(`https://w.example/wc?uri=${ENCODED}`);
    }
    expect(buildWalletLink(app(null, 'https://w.example/app/'), URI)).toBe(
      `https://w.example/app/wc?uri=${ENCODED}`,
    );
  });

  it.each([
    ['metamask:', 'metamask://'],
    ['metamask://', 'metamask://'],
    ['okex://main', 'okex://main/'],
    ['okex://main/', 'okex://main/'],
    ['bnc://app.binance.com/cedefi/', 'bnc://app.binance.com/cedefi/'],
  ])('opens the native link %s of a wallet without a universal one as %swc?uri=…', (native, base) => {
    expect(buildWalletLink(app(native, null), URI)).toBe(`${base}wc?uri=${ENCODED}`);
  });

  it.each(['metamask:', 'metamask://', 'okex://main', 'bnc://app.binance.com/cedefi/', 'a+b.c-d:'])(
    'forms the native link %s exactly as the pinned AppKit does',
    (native) => {
      expect(buildWalletLink(app(native, null), URI)).toBe(
        CoreHelperUtil.formatNativeUrl(native, URI).redirect,
      );
    },
  );

  it('forms a universal link as the pinned AppKit does when the base has at most one trailing /', () => {
    for (const universal of ['https://metamask.app.link', 'https://metamask.app.link/']) {
      expect(buildWalletLink(app(null, universal), URI)).toBe(
        CoreHelperUtil.formatUniversalUrl(universal, URI).redirect,
      );
    }
  });

  it('encodes every character of the URI that a query would read: @ ? & = + / : and %', () => {
    const link = buildWalletLink(app('w://', null), 'wc:topic@2?a=b&c=d+e/f%20');
    expect(link).toBe('w://wc?uri=wc%3Atopic%402%3Fa%3Db%26c%3Dd%2Be%2Ff%2520');
    expect(new URL(link.replace('w://', 'https://w/')).searchParams.get('uri')).toBe(
      'wc:topic@2?a=b&c=d+e/f%20',
    );
    expect([...new URL(link.replace('w://', 'https://w/')).searchParams.keys()]).toEqual(['uri']);
  });

  it.each([
    '',
    'wc:',
    'WC:topic@2',
    'https://w.example/wc?uri=wc:x',
    'javascript:alert(1)//wc:',
    ' wc:topic@2',
    'wc:topic@2 ',
    'wc:topic@2\n',
    'wc:topic@2?symKey=\u00e9',
    'wc:\ud800',
  ])('refuses %j, which is not a wc: URI', (uri) => {
    const refusal = (() => {
      try {
        return buildWalletLink(app('w://', 'https://w.example'), uri);
      } catch (error) {
        return error;
      }
    })();
    expect(isAppError(refusal, 'WALLET_URI_INVALID')).toBe(true);
  });

  it('refuses a wallet without any link, naming it', () => {
    expect(() => buildWalletLink(app(null, null), URI)).toThrow('The wallet app A wallet has no link.');
  });
});
