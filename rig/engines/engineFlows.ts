import { expect } from 'vitest';
import englishPage from '../../src/i18n/page/en.ts';
import english from '../../src/i18n/panel/en.ts';
import { decodeQrCode } from '../walletconnect/decodeQrCode.ts';
import type { EnginePage, Target } from './enginePage.ts';

/** How long the page may take to show what a step waits for. */
export const SHOW_TIMEOUT_MS = 15_000;

/** Polls `read` until it equals `expected` (deep), as Playwright's web-first assertions do. */
export async function expectSoon<T>(read: () => Promise<T>, expected: T, message = ''): Promise<void> {
  await expect.poll(read, { timeout: SHOW_TIMEOUT_MS, interval: 100, message }).toEqual(expected);
}

/** The wallet panel's Connect button, in English. */
export const CONNECT: Target = { css: '.wallet-panel button', text: english.ui.connectWallet };

/** Runs in the page: the trimmed text of the first rendered match of `css`, or null. */
export function textOf(css: string): string | null {
  const found = [...document.querySelectorAll(css)].find((element) => element.getClientRects().length > 0);
  return found?.textContent?.replace(/\s+/g, ' ').trim() ?? null;
}

/** Runs in the page: whether the wallet island has hydrated (Astro drops its `ssr` attribute then). */
export function isHydrated(): boolean {
  const island = document.querySelector('.wallet-panel')?.closest('astro-island');
  return island !== null && island !== undefined && !island.hasAttribute('ssr');
}

/** Opens `url` and hydrates the wallet island the way a visitor does, by pointing at it. */
export async function openPanel(page: EnginePage, url: string): Promise<void> {
  await page.goto(url);
  await page.hover({ css: '.wallet-panel' });
  await expectSoon(() => page.evaluate(isHydrated), true, 'the wallet island hydrates');
}

/** Presses Connect and waits for the wallet chooser to open. */
export async function openChooser(page: EnginePage): Promise<void> {
  await page.click(CONNECT);
  await expectSoon(() => page.evaluate(textOf, 'dialog.wallet-chooser[open] h2'), englishPage.chooser.title);
}

/** Picks "Scan a QR code", waits for the page's QR code and reads the pairing URI from its pixels. */
export async function scanPairingQr(page: EnginePage): Promise<string> {
  await page.click({ css: 'dialog.wallet-chooser button.chooser-option', text: englishPage.chooser.scanQr });
  const qr: Target = { css: `dialog.wallet-chooser [aria-label="${english.ui.pairingQrLabel}"]` };
  let uri: string | null = null;
  await expect
    .poll(
      async () => {
        uri = (await page.isShown(qr)) ? decodeQrCode(await page.screenshot(qr)) : null;
        return uri;
      },
      { timeout: SHOW_TIMEOUT_MS, interval: 200, message: 'the QR code reads as a pairing URI' },
    )
    .toMatch(/^wc:[0-9a-f]{64}@2\?/);
  return uri ?? '';
}

/** Waits until the panel shows `address` as the connected account. */
export async function expectConnected(page: EnginePage, address: string): Promise<void> {
  await expectSoon(() => page.evaluate(textOf, '.wallet-panel .badge-ok'), english.ui.badgeConnected);
  await expectSoon(() => page.evaluate(textOf, '.wallet-panel .account-address .mono'), address);
}

/** Runs in the page: a holding's amount as shown (text, exact `value`, `title`), by chain name and symbol. */
export function readHolding(
  chainName: string,
  symbol: string,
): { text: string; value: string | null; title: string | null } | null {
  for (const card of document.querySelectorAll('.chain-card')) {
    if (card.querySelector('h3')?.textContent?.trim() !== chainName) continue;
    for (const row of card.querySelectorAll('.holding')) {
      if (row.querySelector('.holding-symbol')?.textContent?.trim() !== symbol) continue;
      const amount = row.querySelector('.holding-amount');
      return {
        text: amount?.textContent?.trim() ?? '',
        value: amount?.getAttribute('value') ?? null,
        title: amount?.getAttribute('title') ?? null,
      };
    }
  }
  return null;
}
