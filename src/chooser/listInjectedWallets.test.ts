import { describe, expect, it } from 'vitest';
import { displayName, type ListedWallet, renderInjectedWallets } from './listInjectedWallets.ts';

const LABELS = { inBrowser: 'Here', unnamed: 'Unnamed' };
const PIXEL = 'data:image/png;base64,iVBORw0KGgo=';

/** An empty wallet list and its "none found" note, as the chooser's markup has them. */
function emptyList() {
  const list = document.createElement('ul');
  const none = document.createElement('p');
  list.hidden = true;
  return { list, none };
}

describe('renderInjectedWallets', () => {
  it('shows the note and hides the list until there is a wallet', () => {
    const { list, none } = emptyList();
    renderInjectedWallets(list, none, [], LABELS);
    expect([list.hidden, none.hidden]).toEqual([true, false]);
    renderInjectedWallets(list, none, [{ uuid: 'a', name: 'A', icon: null }], LABELS);
    expect([list.hidden, none.hidden]).toEqual([false, true]);
  });

  it('gives each wallet a button with its icon or a blank tile, its cleaned name and where it lives', () => {
    const { list, none } = emptyList();
    const wallets: ListedWallet[] = [
      { uuid: 'a', name: ' Alpha\u200B ', icon: PIXEL },
      { uuid: 'b', name: '\u202E', icon: null },
    ];
    renderInjectedWallets(list, none, wallets, LABELS);
    const buttons = [...list.querySelectorAll('button')];
    expect(buttons.map((button) => [button.dataset.chooserWallet, button.textContent])).toEqual([
      ['a', 'AlphaHere'],
      ['b', 'UnnamedHere'],
    ]);
    expect(buttons[0]?.querySelector('img')?.getAttribute('src')).toBe(PIXEL);
    expect(buttons[1]?.querySelector('.chooser-icon')?.tagName).toBe('SPAN');
  });

  it('keeps the buttons it made and adds one for each wallet announced since', () => {
    const { list, none } = emptyList();
    const wallets: ListedWallet[] = [{ uuid: 'a', name: 'A', icon: null }];
    renderInjectedWallets(list, none, wallets, LABELS);
    const first = list.querySelector('button');
    wallets.push({ uuid: 'b', name: 'B', icon: null });
    renderInjectedWallets(list, none, wallets, LABELS);
    renderInjectedWallets(list, none, wallets, LABELS);
    expect(list.querySelector('button')).toBe(first);
    expect([...list.querySelectorAll('button')].map((button) => button.dataset.chooserWallet)).toEqual([
      'a',
      'b',
    ]);
  });
});

describe('displayName', () => {
  it('cleans the announced name once and keeps what it showed', () => {
    const wallet: ListedWallet = { uuid: 'a', name: 'Alpha\u0000', icon: null };
    expect(displayName(wallet, 'Unnamed')).toBe('Alpha');
    wallet.name = 'Changed';
    expect(displayName(wallet, 'Unnamed')).toBe('Alpha');
    expect(displayName({ uuid: 'b', name: ' \u200B ', icon: null }, 'Unnamed')).toBe('Unnamed');
  });
});
