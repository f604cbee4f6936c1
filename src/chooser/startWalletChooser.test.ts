import { describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { type ChooserPage, openChooserPage, type SentEvent } from '../../rig/browserTests/openChooserPage.ts';

const ALPHA = { uuid: 'alpha-uuid', name: 'Alpha Wallet' };
const BETA = { uuid: 'beta-uuid', name: 'Beta Wallet' };
const PIXEL = 'data:image/png;base64,iVBORw0KGgo=';

const prefetch = (kind: 'injected' | 'walletconnect' | 'base-account'): SentEvent => ({
  type: 'wallet-chooser:prefetch',
  detail: kind,
});
const CANCEL: SentEvent = { type: 'wallet-chooser:cancel', detail: null };

/** The names the chooser lists for the wallets in the page, in order. */
const listedNames = (page: ChooserPage) =>
  [...page.dialog.querySelectorAll('[data-chooser-wallet] .chooser-name')].map((name) => name.textContent);

/** The status line: its message, and whether its spinner shows. */
const status = (page: ChooserPage) => ({
  message: page.find('[data-chooser-message]').textContent,
  spinning: !page.find('[data-chooser-status] .spinner').hidden,
});

/** Which of the chooser's two views shows, by the dialog's mark and by the views' own `hidden`. */
const shownView = (page: ChooserPage) => ({
  marked: page.dialog.dataset.view,
  visible: [...page.dialog.querySelectorAll<HTMLElement>('[data-chooser-view]')]
    .filter((view) => !view.hidden)
    .map((view) => view.dataset.chooserView),
});

const focused = (page: ChooserPage) => page.window.document.activeElement;

/** Clicks an element as a visitor's click reaches the page: a bubbling, cancelable click on it. */
const click = (page: ChooserPage, target: Element) => page.fire(target, 'click', 'MouseEvent');

/** Opens the chooser from Connect, then forgets what opening sent. */
function openFromConnect(page: ChooserPage): void {
  click(page, page.connect);
  page.clearSent();
}

/** Does `act`, which closes the chooser, and waits for the dialog's `close` event (a task of its own) to have run. */
async function closeBy(page: ChooserPage, act: () => unknown): Promise<void> {
  const closed = new Promise((resolve) => page.dialog.addEventListener('close', resolve, { once: true }));
  await act();
  await closed;
  expect(page.dialog.open).toBe(false);
}

/** The waiting message for `name`: the page's words with `{wallet}` filled. */
const waitingFor = (page: ChooserPage, name: string) =>
  page.dialog.dataset.textWaiting?.split('{wallet}').join(name);

describe('opening the chooser', () => {
  it('opens on a click anywhere on Connect before the island is live, on its choices, focused on the first', async () => {
    const page = await openChooserPage({ walletConnect: true });
    const label = page.connect.querySelector('span');
    if (!label) throw new Error('Connect has no label.');
    expect(click(page, label)).toBe(false);
    expect(page.dialog.open).toBe(true);
    expect(shownView(page)).toEqual({ marked: 'choices', visible: ['choices'] });
    expect(focused(page)).toBe(page.find('[data-chooser-option="walletconnect"]'));
    expect(status(page)).toEqual({ message: '', spinning: false });
    expect(page.dialog.hasAttribute('data-pending')).toBe(false);
  });

  it('says no browser wallet was found without a wallet in the page or a WalletConnect project, and offers Base Account', async () => {
    const page = await openChooserPage({ walletConnect: false });
    click(page, page.connect);
    expect(page.dialog.open).toBe(true);
    expect(page.find('[data-chooser-none]').hidden).toBe(false);
    expect(page.find('[data-chooser-wallets]').hidden).toBe(true);
    const options = [...page.dialog.querySelectorAll<HTMLElement>('[data-chooser-option]')];
    expect(options.map((option) => option.dataset.chooserOption)).toEqual(['base-account']);
    expect(focused(page)).toBe(options[0]);
  });

  it('offers Base Account after WalletConnect’s options, by its own name and icon', async () => {
    const page = await openChooserPage({ walletConnect: true });
    click(page, page.connect);
    const options = [...page.dialog.querySelectorAll<HTMLElement>('[data-chooser-option]')];
    expect(options.map((option) => option.dataset.chooserOption)).toEqual([
      'walletconnect',
      'all-wallets',
      'base-account',
    ]);
    const baseAccount = page.find('[data-chooser-option="base-account"]');
    expect(baseAccount.querySelector('.chooser-name')?.textContent).toBe('Base Account');
    expect(baseAccount.querySelector('.chooser-icon svg')).not.toBeNull();
    expect(baseAccount.querySelector('.chooser-hint')?.textContent).not.toBe('');
  });

  it('closes on a click on its backdrop, not on a click inside it', async () => {
    const page = await openChooserPage({ walletConnect: true });
    click(page, page.connect);
    click(page, page.find('#wallet-chooser-title'));
    expect(page.dialog.open).toBe(true);
    await closeBy(page, () => click(page, page.dialog));
  });
});

describe('the wallets in the page', () => {
  it('lists each wallet announced before or after opening, once per uuid, as it announces', async () => {
    const page = await openChooserPage({ walletConnect: true, wallets: [ALPHA] });
    page.announce(ALPHA);
    click(page, page.connect);
    expect(listedNames(page)).toEqual(['Alpha Wallet']);
    expect(page.find('[data-chooser-wallets]').hidden).toBe(false);
    expect(focused(page)).toBe(page.find('[data-chooser-wallet="alpha-uuid"]'));
    page.announce(BETA);
    page.announce({ ...BETA, name: 'Beta again' });
    expect(listedNames(page)).toEqual(['Alpha Wallet', 'Beta Wallet']);
    expect(page.find('[data-chooser-wallet="beta-uuid"] .chooser-hint').textContent).toBe(
      page.dialog.dataset.textInBrowser,
    );
  });

  it('keeps the focus where it was when a wallet announces itself while the chooser is open', async () => {
    const page = await openChooserPage({ walletConnect: true, wallets: [ALPHA] });
    click(page, page.connect);
    const alpha = page.find('[data-chooser-wallet="alpha-uuid"]');
    expect(focused(page)).toBe(alpha);
    page.announce(BETA);
    expect(listedNames(page)).toEqual(['Alpha Wallet', 'Beta Wallet']);
    expect(focused(page)).toBe(alpha);
  });

  it('shows a hostile name as bounded plain text and keeps only data: image icons', async () => {
    const page = await openChooserPage({ walletConnect: false });
    const hostile = `\u202Egnp.exe\u0000 <img src=x onerror="throw 1">${'x'.repeat(60)}`;
    page.announce({ uuid: 'hostile', name: hostile, icon: 'https://wallet.example/icon.png' });
    page.announce({ uuid: 'blank', name: '\u200B \u0007', icon: PIXEL });
    page.window.dispatchEvent(
      new page.window.CustomEvent('eip6963:announceProvider', { detail: { info: { uuid: 'no-provider' } } }),
    );
    page.announce({ name: 'No uuid' });
    click(page, page.connect);
    const [shown, blank] = listedNames(page);
    expect(listedNames(page)).toHaveLength(2);
    expect(shown).toMatch(/^gnp\.exe <img src=x onerror="throw 1">x+…$/u);
    expect([...(shown ?? '')]).toHaveLength(40);
    expect(blank).toBe(page.dialog.dataset.textBrowserWallet);
    expect(page.dialog.querySelectorAll('img')).toHaveLength(1);
    expect(page.find<HTMLImageElement>('[data-chooser-wallet="blank"] img').src).toBe(PIXEL);
    expect(page.find('[data-chooser-wallet="hostile"] .chooser-icon').tagName).toBe('SPAN');
  });
});

describe('window.ethereum, when no wallet announced itself', () => {
  it('is offered by the name its flags give, and chosen under its own id', async () => {
    const page = await openChooserPage({
      walletConnect: true,
      ethereum: { isTrust: true, isMetaMask: true },
    });
    openFromConnect(page);
    expect(listedNames(page)).toEqual(['Trust Wallet']);
    expect(page.find('[data-chooser-wallet="window.ethereum"] .chooser-hint').textContent).toBe(
      page.dialog.dataset.textInBrowser,
    );
    expect(focused(page)).toBe(page.find('[data-chooser-wallet="window.ethereum"]'));
    click(page, page.find('[data-chooser-wallet="window.ethereum"]'));
    const choice = { kind: 'injected', walletId: 'window.ethereum', name: 'Trust Wallet' } as const;
    expect(page.sent).toEqual([{ type: 'wallet-chooser:choose', detail: choice }]);
    expect(status(page).message).toBe(waitingFor(page, 'Trust Wallet'));
  });

  it('is a "Browser wallet" in the page’s words when no flag names it', async () => {
    const page = await openChooserPage({ walletConnect: false, ethereum: { isSomethingElse: true } });
    click(page, page.connect);
    expect(listedNames(page)).toEqual([page.dialog.dataset.textBrowserWallet]);
    expect(page.find('[data-chooser-none]').hidden).toBe(true);
  });

  it('is offered once when it also announces itself, before the chooser opens or after', async () => {
    const before = await openChooserPage({ walletConnect: true, ethereum: { isMetaMask: true } });
    before.announce({ uuid: 'metamask-uuid', name: 'MetaMask' }, before.window.ethereum);
    click(before, before.connect);
    expect(listedNames(before)).toEqual(['MetaMask']);
    expect(before.find('[data-chooser-wallet="metamask-uuid"]')).toBeTruthy();

    const after = await openChooserPage({ walletConnect: true, ethereum: { isMetaMask: true } });
    click(after, after.connect);
    after.announce({ uuid: 'metamask-uuid', name: 'MetaMask' }, after.window.ethereum);
    after.announce(BETA);
    expect(listedNames(after)).toEqual(['MetaMask', 'Beta Wallet']);
    expect(after.dialog.querySelector('[data-chooser-wallet="metamask-uuid"]')).toBeNull();
  });

  it('is not offered when another wallet announced itself before the chooser opened', async () => {
    const page = await openChooserPage({
      walletConnect: true,
      wallets: [ALPHA],
      ethereum: { isRabby: true },
    });
    click(page, page.connect);
    expect(listedNames(page)).toEqual(['Alpha Wallet']);
  });

  it('warms the page’s own connector from a pointer over Connect, as a wallet that announced itself does', async () => {
    const page = await openChooserPage({ walletConnect: true, ethereum: {} });
    page.fire(page.connect, 'pointerover', 'PointerEvent');
    expect(page.sent).toEqual([prefetch('injected')]);
  });
});

describe('Base Account', () => {
  it('is warmed from a pointer over or focus on its option, once, before the visitor picks it', async () => {
    const page = await openChooserPage({ walletConnect: true });
    openFromConnect(page);
    const option = page.find('[data-chooser-option="base-account"]');
    page.fire(option.querySelector('.chooser-name') ?? option, 'pointerover', 'PointerEvent');
    option.focus();
    expect(page.sent).toEqual([prefetch('base-account')]);
  });

  it('is picked: the island is asked for it, and the chooser waits for it, held', async () => {
    const page = await openChooserPage({ walletConnect: false });
    click(page, page.connect);
    // The only option, it has the focus as the chooser opens: that warms it.
    expect(page.sent).toEqual([prefetch('base-account'), prefetch('injected')]);
    page.clearSent();
    click(page, page.find('[data-chooser-option="base-account"]'));
    expect(page.sent).toEqual([{ type: 'wallet-chooser:choose', detail: { kind: 'base-account' } }]);
    expect(status(page)).toEqual({ message: waitingFor(page, 'Base Account'), spinning: true });
    expect(page.dialog.hasAttribute('data-pending')).toBe(true);
  });
});

describe('a choice', () => {
  it('sends a wallet in the page with its cleaned name, shows the wait for it and holds the chooser', async () => {
    const page = await openChooserPage({
      walletConnect: true,
      wallets: [{ uuid: 'w', name: '  Alpha\u202E  ' }],
    });
    openFromConnect(page);
    click(page, page.find('[data-chooser-wallet="w"]'));
    expect(page.sent).toEqual([
      { type: 'wallet-chooser:choose', detail: { kind: 'injected', walletId: 'w', name: 'Alpha' } },
    ]);
    expect(status(page)).toEqual({ message: waitingFor(page, 'Alpha'), spinning: true });
    expect(page.dialog.hasAttribute('data-pending')).toBe(true);
  });

  it('shows a wallet’s name as written in its wait, even one that looks like a replacement pattern', async () => {
    const name = "Pay$' $& $$ Wallet";
    const page = await openChooserPage({ walletConnect: true, wallets: [{ uuid: 'w', name }] });
    openFromConnect(page);
    click(page, page.find('[data-chooser-wallet="w"]'));
    expect(status(page).message).toBe(waitingFor(page, name));
    expect(status(page).message).toContain(name);
  });

  it('made before the island is live, reaches it on ready, after the prefetches it asked for', async () => {
    const page = await openChooserPage({ walletConnect: true, wallets: [ALPHA] });
    click(page, page.connect);
    page.fire(page.find('[data-chooser-option="all-wallets"]'), 'pointerover', 'PointerEvent');
    click(page, page.find('[data-chooser-wallet="alpha-uuid"]'));
    page.clearSent();
    page.send('wallet-chooser:ready', null);
    const choice = { kind: 'injected', walletId: 'alpha-uuid', name: 'Alpha Wallet' } as const;
    expect(page.sent).toEqual([
      prefetch('injected'),
      prefetch('walletconnect'),
      { type: 'wallet-chooser:choose', detail: choice },
    ]);
  });

  it('sends only prefetches on ready when nothing is pending', async () => {
    const page = await openChooserPage({ walletConnect: true });
    page.send('wallet-chooser:ready', null);
    expect(page.sent).toEqual([]);
    openFromConnect(page);
    page.send('wallet-chooser:ready', null);
    expect(page.sent).toEqual([prefetch('walletconnect')]);
  });

  it('blocks any other choice while one is pending, the island’s All wallets too', async () => {
    const page = await openChooserPage({ walletConnect: true, wallets: [ALPHA, BETA] });
    openFromConnect(page);
    click(page, page.find('[data-chooser-wallet="alpha-uuid"]'));
    page.clearSent();
    click(page, page.find('[data-chooser-wallet="beta-uuid"]'));
    click(page, page.find('[data-chooser-option="walletconnect"]'));
    click(page, page.find('[data-chooser-option="all-wallets"]'));
    page.send('wallet-chooser:all-wallets', null);
    expect(page.sent).toEqual([]);
    expect(status(page).message).toBe(waitingFor(page, 'Alpha Wallet'));
  });

  it('WalletConnect switches to its view with Back focused, holds nothing, and lets the island ask for All wallets', async () => {
    const page = await openChooserPage({ walletConnect: true });
    openFromConnect(page);
    click(page, page.find('[data-chooser-option="walletconnect"] .chooser-name'));
    expect(page.sent).toEqual([{ type: 'wallet-chooser:choose', detail: { kind: 'walletconnect' } }]);
    expect(shownView(page)).toEqual({ marked: 'walletconnect', visible: ['walletconnect'] });
    expect(focused(page)).toBe(page.find('[data-chooser-back]'));
    expect(page.dialog.hasAttribute('data-pending')).toBe(false);
    page.clearSent();
    page.send('wallet-chooser:all-wallets', null);
    expect(page.sent).toEqual([{ type: 'wallet-chooser:choose', detail: { kind: 'all-wallets' } }]);
    expect(status(page)).toEqual({ message: page.dialog.dataset.textLoading, spinning: true });
    expect(page.dialog.hasAttribute('data-pending')).toBe(true);
  });
});

describe('ending a choice', () => {
  it('sends cancel on close only when a choice was pending, and opens afresh', async () => {
    const page = await openChooserPage({ walletConnect: true, wallets: [ALPHA] });
    openFromConnect(page);
    await closeBy(page, () => click(page, page.find('[data-chooser-close]')));
    expect(page.sent).toEqual([]);
    openFromConnect(page);
    click(page, page.find('[data-chooser-wallet="alpha-uuid"]'));
    page.clearSent();
    await closeBy(page, () => click(page, page.find('[data-chooser-close] svg')));
    expect(page.sent).toEqual([CANCEL]);
    openFromConnect(page);
    expect(status(page)).toEqual({ message: '', spinning: false });
    expect(page.dialog.hasAttribute('data-pending')).toBe(false);
    click(page, page.find('[data-chooser-wallet="alpha-uuid"]'));
    expect(page.sent).toHaveLength(1);
  });

  it('sends cancel when Escape closes it during a choice, or its backdrop is clicked', async () => {
    const page = await openChooserPage({ walletConnect: true, wallets: [ALPHA] });
    openFromConnect(page);
    click(page, page.find('[data-chooser-wallet="alpha-uuid"]'));
    page.clearSent();
    await closeBy(page, () => userEvent.keyboard('{Escape}'));
    expect(page.sent).toEqual([CANCEL]);
    openFromConnect(page);
    click(page, page.find('[data-chooser-option="walletconnect"]'));
    page.clearSent();
    await closeBy(page, () => click(page, page.dialog));
    expect(page.sent).toEqual([CANCEL]);
  });

  it('Back leaves WalletConnect for the choices, cancels it, and focuses its option again', async () => {
    const page = await openChooserPage({ walletConnect: true });
    openFromConnect(page);
    click(page, page.find('[data-chooser-option="walletconnect"]'));
    page.clearSent();
    click(page, page.find('[data-chooser-back]'));
    expect(page.sent).toEqual([CANCEL]);
    expect(shownView(page)).toEqual({ marked: 'choices', visible: ['choices'] });
    expect(focused(page)).toBe(page.find('[data-chooser-option="walletconnect"]'));
    expect(page.dialog.open).toBe(true);
  });

  it('shows the island’s progress, and closes without cancel once done or failed', async () => {
    const page = await openChooserPage({ walletConnect: true, wallets: [ALPHA] });
    for (const end of ['done', 'failed'] as const) {
      openFromConnect(page);
      click(page, page.find('[data-chooser-wallet="alpha-uuid"]'));
      page.send('wallet-chooser:status', { kind: 'progress', message: 'Switching to Harbor…' });
      expect(status(page)).toEqual({ message: 'Switching to Harbor…', spinning: true });
      page.clearSent();
      await closeBy(page, () => page.send('wallet-chooser:status', { kind: end }));
      expect(page.dialog.hasAttribute('data-pending')).toBe(false);
      expect(page.sent).toEqual([]);
    }
  });
});

describe('warming a connector', () => {
  it('warms WalletConnect once from a pointer over or focus on Connect, with no wallet in the page', async () => {
    const page = await openChooserPage({ walletConnect: true });
    page.fire(page.connect, 'pointerover', 'PointerEvent');
    page.fire(page.connect, 'pointerover', 'PointerEvent');
    page.connect.focus();
    click(page, page.connect);
    expect(page.sent).toEqual([prefetch('walletconnect')]);
  });

  it('warms the page’s own connector when a wallet is in the page, or the site has no WalletConnect', async () => {
    for (const options of [{ walletConnect: true, wallets: [ALPHA] }, { walletConnect: false }]) {
      const page = await openChooserPage(options);
      page.connect.focus();
      page.fire(page.connect, 'pointerover', 'PointerEvent');
      expect(page.sent).toEqual([prefetch('injected')]);
    }
  });

  it('warms WalletConnect once from a pointer over or focus on either of its options', async () => {
    const page = await openChooserPage({ walletConnect: true, wallets: [ALPHA] });
    openFromConnect(page);
    page.fire(page.find('[data-chooser-option="all-wallets"] .chooser-hint'), 'pointerover', 'PointerEvent');
    page.find('[data-chooser-option="walletconnect"]').focus();
    page.fire(page.find('[data-chooser-wallet="alpha-uuid"]'), 'pointerover', 'PointerEvent');
    expect(page.sent).toEqual([prefetch('walletconnect')]);
  });

  it('starts downloading WalletConnect’s modules once, after its prefetch', async () => {
    const page = await openChooserPage({ walletConnect: true });
    page.dialog.setAttribute('data-walletconnect-modules', 'wc-a wc-b');
    page.dialog.setAttribute('data-modules-base', '/chooser-test/');
    page.fire(page.connect, 'pointerover', 'PointerEvent');
    const preloads = () =>
      [...page.window.document.head.querySelectorAll('link[rel="modulepreload"]')].map((link) =>
        link.getAttribute('href'),
      );
    expect(preloads()).toEqual([]);
    await new Promise((resolve) => page.window.setTimeout(resolve));
    expect(preloads()).toEqual(['/chooser-test/wc-a.js', '/chooser-test/wc-b.js']);
  });
});

describe('the phone mark', () => {
  /** Whether the WalletConnect option reads "Scan a QR code" (a desktop) or "Open a wallet app" (a phone). */
  const labelShown = (page: ChooserPage) => {
    const option = page.find('[data-chooser-option="walletconnect"]');
    click(page, page.connect);
    const visible = (selector: string) => option.querySelector(selector)?.checkVisibility() === true;
    return {
      desktop: visible('.chooser-name .chooser-desktop'),
      phone: visible('.chooser-name .chooser-phone'),
    };
  };

  it('marks the dialog on a phone, which then offers to open a wallet app rather than scan a QR code', async () => {
    const desktop = await openChooserPage({ walletConnect: true });
    expect(desktop.dialog.hasAttribute('data-phone')).toBe(false);
    expect(labelShown(desktop)).toEqual({ desktop: true, phone: false });
    const phone = await openChooserPage({ walletConnect: true, phone: true });
    expect(phone.dialog.hasAttribute('data-phone')).toBe(true);
    expect(labelShown(phone)).toEqual({ desktop: false, phone: true });
  });
});

describe('the keyboard', () => {
  it('keeps Tab inside the open chooser, around its visible controls', async () => {
    const page = await openChooserPage({ walletConnect: true, wallets: [ALPHA] });
    click(page, page.connect);
    const close = page.find('[data-chooser-close]');
    const baseAccount = page.find('[data-chooser-option="base-account"]');
    baseAccount.focus();
    await userEvent.keyboard('{Tab}');
    expect(focused(page)).toBe(close);
    await userEvent.keyboard('{Shift>}{Tab}{/Shift}');
    expect(focused(page)).toBe(baseAccount);
    await userEvent.keyboard('{Shift>}{Tab}{/Shift}');
    expect(focused(page)).toBe(page.find('[data-chooser-option="all-wallets"]'));
  });

  it('counts Back in the WalletConnect view, where it shows', async () => {
    const page = await openChooserPage({ walletConnect: true });
    openFromConnect(page);
    click(page, page.find('[data-chooser-option="walletconnect"]'));
    const back = page.find('[data-chooser-back]');
    expect(focused(page)).toBe(back);
    await userEvent.keyboard('{Shift>}{Tab}{/Shift}');
    expect(focused(page)).toBe(page.find('[data-chooser-close]'));
    await userEvent.keyboard('{Tab}');
    expect(focused(page)).toBe(back);
  });
});
