import { expect, type Locator, type Page } from '@playwright/test';

/** Waits until the wallet island has hydrated and React has committed (its handlers are live). */
export async function waitForHydration(page: Page): Promise<void> {
  await expect(page.locator('.wallet-panel[data-hydrated]')).toBeVisible();
}

/** The card of one chain in the account view, by its heading. */
export function chainCard(page: Page, chainName: string): Locator {
  return page
    .locator('.chain-card')
    .filter({ has: page.getByRole('heading', { name: chainName, exact: true }) });
}

/** The row of one holding inside a chain card, by its symbol. */
export function holdingRow(card: Locator, symbol: string): Locator {
  return card
    .locator('.holding')
    .filter({ has: card.page().locator('.holding-symbol', { hasText: symbol }) });
}

/** Opens `url` and hydrates the wallet island the way a visitor does, by pointing at it. */
export async function openPanel(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await page.locator('.wallet-panel').hover();
  await waitForHydration(page);
}
