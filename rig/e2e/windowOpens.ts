import type { Page } from '@playwright/test';

/** A window the page opened: its URL, and whether it was opened while a click was being dispatched. */
export interface WindowOpen {
  url: string;
  /** True when `window.open` ran inside the click's own dispatch, as Safari's popup blocker requires. */
  inClick: boolean;
}

/**
 * Records every `window.open` in `page` and whether it ran within a click's dispatch: a capturing listener on the
 * window marks the click's start, a bubbling one its end, so a call made after an `await` (a later task or
 * microtask of the click) reads as outside it. Chromium itself allows popups for seconds after a click; Safari
 * allows them only there.
 */
export async function watchWindowOpens(page: Page): Promise<() => Promise<WindowOpen[]>> {
  await page.addInitScript(() => {
    const opens: { url: string; inClick: boolean }[] = [];
    let clicking = false;
    window.addEventListener('click', () => (clicking = true), { capture: true });
    window.addEventListener('click', () => (clicking = false));
    const open = window.open;
    window.open = function (this: Window, ...args: Parameters<typeof window.open>) {
      opens.push({ url: String(args[0] ?? ''), inClick: clicking });
      return open.apply(this, args);
    };
    Object.assign(window, { __windowOpens: opens });
  });
  return () => page.evaluate(() => (window as unknown as { __windowOpens: WindowOpen[] }).__windowOpens);
}
