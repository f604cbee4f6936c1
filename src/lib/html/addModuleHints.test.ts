import { describe, expect, it } from 'vitest';
import { addModuleHints } from './addModuleHints.ts';

const PAGE =
  '<html lang="de"><body><astro-island uid="a" component-url="/_astro/Panel.a1.js" renderer-url="/_astro/client.z9.js" ssr>' +
  '<section></section></astro-island><dialog id="wallet-chooser" class="modal"></dialog></body>';

describe('addModuleHints', () => {
  it('names each island’s chunks and its language’s words on it, and WalletConnect’s on the chooser, without folder or .js', () => {
    const html = addModuleHints(PAGE, {
      base: '/_astro/',
      islands: new Map([['/_astro/Panel.a1.js', ['Panel.a1.js', 'client.z9.js', 'react.b2.js']]]),
      account: ['Account.e5.js'],
      accountStyles: ['accountView.h8.css'],
      walletConnect: ['connect.c3.js', 'view.d4.js'],
      messages: new Map([
        ['en', 'en.f6.js'],
        ['de', 'de.g7.js'],
      ]),
    });
    expect(html).toContain(
      'ssr data-modules="Panel.a1 client.z9 react.b2 de.g7" data-account-modules="Account.e5" data-account-styles="accountView.h8" data-modules-base="/_astro/"><section>',
    );
    expect(html).toContain(
      '<dialog id="wallet-chooser" class="modal" data-walletconnect-modules="connect.c3 view.d4" data-modules-base="/_astro/">',
    );
  });

  it('leaves out the account view’s hints it has none of', () => {
    const html = addModuleHints(PAGE, {
      base: '/_astro/',
      islands: new Map([['/_astro/Panel.a1.js', ['Panel.a1.js']]]),
      account: [],
      accountStyles: [],
      walletConnect: [],
      messages: new Map(),
    });
    expect(html).toContain('ssr data-modules="Panel.a1" data-modules-base="/_astro/"><section>');
  });

  it('leaves a page without a known island or without WalletConnect as it was', () => {
    const hints = {
      base: '/_astro/',
      islands: new Map(),
      account: [],
      accountStyles: [],
      walletConnect: [],
      messages: new Map(),
    };
    expect(addModuleHints(PAGE, hints)).toBe(PAGE);
  });
});
