import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Waits until the wallet island has hydrated: Astro drops the island's `ssr` attribute once React's hydration
 * has started, then React's root commits it. React replays a click that lands in between, but not a form's
 * submission by Enter, which the browser then sends as the form's plain link: so this waits for the commit too,
 * seen in React's own root (its `isDehydrated` turns false), which no public API shows.
 */
export async function waitForHydration(page: Page): Promise<void> {
  await expect(page.locator('astro-island:has(.wallet-panel)')).not.toHaveAttribute('ssr');
  await page.waitForFunction(() => {
    type HostRoot = { stateNode?: { current?: { memoizedState?: { isDehydrated?: boolean } } } };
    const island = document.querySelector('astro-island:has(.wallet-panel)');
    const key = island ? Object.keys(island).find((name) => name.startsWith('__reactContainer$')) : undefined;
    const root = key ? (island as unknown as Record<string, HostRoot | undefined>)[key] : undefined;
    return root?.stateNode?.current?.memoizedState?.isDehydrated === false;
  });
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
