import type { Page } from '@playwright/test';
import { routeWalletApi } from '../rig/walletApi/routeWalletApi.ts';
import { routeRelaySocket } from '../rig/walletconnect/routeRelaySocket.ts';
import { stubVerify } from '../rig/walletconnect/stubVerify.ts';

/** The in-page helper {@link preparePage} installs: the first on-screen match of a selector, through shadow roots. */
type FindShown = (selector: string) => Element | null;

/**
 * Routes third-party hosts to local stand-ins (registry fixtures, local relay, Verify stub), refuses the rest,
 * and gives the page `__findShown(selector)`: the first element on screen that matches, searched through open
 * shadow roots (AppKit draws in them).
 */
export async function preparePage(page: Page, relayUrl: string): Promise<void> {
  await page.route(/^https?:\/\/(?!127\.0\.0\.1[:/])/, (route) => route.abort('blockedbyclient'));
  await routeWalletApi(page, { universalLinks: true });
  await routeRelaySocket(page, relayUrl);
  await stubVerify(page);
  await page.addInitScript(() => {
    const findShown = (root: Document | ShadowRoot, selector: string): Element | null => {
      for (const element of root.querySelectorAll(selector)) {
        if (element.getBoundingClientRect().height > 0) return element;
      }
      for (const element of root.querySelectorAll('*')) {
        const inner = element.shadowRoot ? findShown(element.shadowRoot, selector) : null;
        if (inner) return inner;
      }
      return null;
    };
    (window as unknown as { __findShown: FindShown }).__findShown = (selector) =>
      findShown(document, selector);
  });
}

/** Resolves once no request has been in flight for `quietMs`. */
export function waitForQuiet(page: Page, quietMs = 500): Promise<void> {
  return new Promise((resolve) => {
    let inFlight = 0;
    let timer = setTimeout(done, quietMs);
    function done() {
      page.off('request', started);
      page.off('requestfinished', ended);
      page.off('requestfailed', ended);
      resolve();
    }
    function started() {
      inFlight++;
      clearTimeout(timer);
    }
    function ended() {
      inFlight = Math.max(0, inFlight - 1);
      if (inFlight === 0) timer = setTimeout(done, quietMs);
    }
    page.on('request', started);
    page.on('requestfinished', ended);
    page.on('requestfailed', ended);
  });
}

/**
 * In the page: resolves with the milliseconds from the visitor's press on Connect (the event's own time) until
 * something matching `selector` is on screen. Start it, then press.
 */
export function timePressUntilShown(page: Page, selector: string): Promise<number> {
  return page.evaluate(
    (wanted) =>
      new Promise<number>((resolve) => {
        const findShown = (window as unknown as { __findShown: FindShown }).__findShown;
        let pressedAt: number | null = null;
        document.addEventListener(
          'pointerdown',
          (event) => {
            if (event.target instanceof Element && event.target.closest('.panel-connect'))
              pressedAt = event.timeStamp;
          },
          { capture: true },
        );
        const check = () => {
          if (pressedAt !== null && findShown(wanted)) resolve(performance.now() - pressedAt);
          else requestAnimationFrame(check);
        };
        check();
      }),
    selector,
  );
}

/** The machine's clock (`Date.now()` in the page) at the click on Connect and when the QR code's element showed. */
export interface QrClick {
  clickedAt: number;
  shownAt: number;
}

/**
 * In the page: clicks Connect, then `qrOption` as soon as it is on screen, and resolves with the time of the click
 * and the time (both `Date.now()`, the machine's clock) at which a rAF found `qrShown` laid out: an element drawn
 * from a `wc:` URI, which may not be scannable yet (it can fade in). Fails, naming what never showed, after
 * `timeoutMs`.
 */
export function clickThroughToQr(
  page: Page,
  qrOption: string,
  qrShown: string,
  timeoutMs = 30_000,
): Promise<QrClick> {
  return page.evaluate(
    ({ option, shown, timeout }) =>
      new Promise<QrClick>((resolve, reject) => {
        const findShown = (window as unknown as { __findShown: FindShown }).__findShown;
        const clickedAt = Date.now();
        document.querySelector<HTMLElement>('.panel-connect')?.click();
        let chosen = false;
        const check = () => {
          if (!chosen) {
            const entry = findShown(option);
            if (entry instanceof HTMLElement) {
              entry.click();
              chosen = true;
            }
          } else if (findShown(shown)) {
            resolve({ clickedAt, shownAt: Date.now() });
            return;
          }
          if (Date.now() - clickedAt > timeout)
            reject(new Error(`${chosen ? shown : option} did not show within ${timeout} ms of the click`));
          else requestAnimationFrame(check);
        };
        check();
      }),
    { option: qrOption, shown: qrShown, timeout: timeoutMs },
  );
}

/** In the page: where the first on-screen match of `selector` is, in CSS pixels of the page, or null. */
export function findShownRect(
  page: Page,
  selector: string,
): Promise<{ x: number; y: number; width: number; height: number } | null> {
  return page.evaluate((wanted) => {
    const element = (window as unknown as { __findShown: FindShown }).__findShown(wanted);
    if (!element) return null;
    const rect = element.getBoundingClientRect();
    return { x: rect.x + window.scrollX, y: rect.y + window.scrollY, width: rect.width, height: rect.height };
  }, selector);
}
