import type { Page } from '@playwright/test';

/** The page's own time (`Date.now()` in the page): Playwright's clock once `page.clock.install()` ran. */
export function pageNow(page: Page): Promise<number> {
  return page.evaluate(() => Date.now());
}

/** How {@link runClockUntil} moves the page's clock. */
export interface ClockRun {
  /** Page time after which it gives up, from the call. */
  limitMs: number;
  /** Page time run at each step (every timer due in it fires). */
  stepMs?: number;
  /**
   * Awaited before each step: what the page waits for in real time (a request on its way) is let finish, so
   * the page's clock does not run out a timeout the visitor would never reach.
   */
  beforeStep?: () => Promise<unknown>;
}

/**
 * Runs the page's installed clock on, `stepMs` at a time, until `check` passes, and returns how much page
 * time that took. Fails with `check`'s error once more than `limitMs` of page time has passed. Start it once
 * the timer it waits for is set (a request or socket the page opens with it): page time run while the page is
 * still loading is time the page never waited.
 */
export async function runClockUntil(
  page: Page,
  check: () => Promise<unknown>,
  { limitMs, stepMs = 1_000, beforeStep }: ClockRun,
): Promise<number> {
  const start = await pageNow(page);
  for (;;) {
    try {
      await check();
      return (await pageNow(page)) - start;
    } catch (error) {
      if ((await pageNow(page)) - start > limitMs) throw error;
    }
    await beforeStep?.();
    await page.clock.runFor(stepMs);
  }
}

/** Makes the page report `state` as its visibility and tells it so, as switching tabs does. */
export async function setVisibility(page: Page, state: 'visible' | 'hidden'): Promise<void> {
  await page.evaluate((value) => {
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => value });
    document.dispatchEvent(new Event('visibilitychange'));
  }, state);
}

/**
 * Returns once every request the page sent before the call has been reported to the test: the page fetches a
 * marker of its own origin (answered here with 204), and the browser reports requests in the order they go.
 */
export async function settleRequests(page: Page): Promise<void> {
  const marker = `/__settle-${crypto.randomUUID()}`;
  await page.route(`**${marker}`, (route) => route.fulfill({ status: 204 }));
  await Promise.all([
    page.waitForRequest((request) => request.url().endsWith(marker)),
    page.evaluate((path) => fetch(path).then(() => undefined), marker),
  ]);
  await page.unroute(`**${marker}`);
}
