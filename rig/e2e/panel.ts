import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Waits until the wallet island has hydrated: Astro drops the island's `ssr` attribute once React's hydration
 * has started, and React replays any click that lands before it commits.
 */
export async function waitForHydration(page: Page): Promise<void> {
  await expect(page.locator('astro-island:has(.wallet-panel)')).not.toHaveAttribute('ssr');
}

/** The card of one chain in the account view, by its heading. */
export function chainCard(page: Page, chainName: string): Locator {
  return page
    .locator('.chain-card')
    .filter({ has: page.getByRole('heading', { name: chainName, exact: true }) });
}

/** The row of one holding inside a chain card, by its exact symbol. */
export function holdingRow(card: Locator, symbol: string): Locator {
  const exactly = new RegExp(`^${symbol.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);
  return card
    .locator('.holding')
    .filter({ has: card.page().locator('.holding-symbol', { hasText: exactly }) });
}

/** Opens `url` and hydrates the wallet island the way a visitor does, by pointing at it. */
export async function openPanel(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await page.locator('.wallet-panel').hover();
  await waitForHydration(page);
}

/** The row of an NFT, governance or custom-call entry in a chain card, by the start of its label. */
export function entry(card: Locator, label: string): Locator {
  const escaped = label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return card
    .locator('.entry')
    .filter({ has: card.page().locator('.entry-label', { hasText: new RegExp(`^${escaped}`) }) });
}

/** The row of one claims list in the account view, by its exact name. */
export function claimRow(page: Page, listName: string): Locator {
  return page.locator('.claim').filter({
    has: page.locator('.claim-name', {
      hasText: new RegExp(`^${listName.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`),
    }),
  });
}
