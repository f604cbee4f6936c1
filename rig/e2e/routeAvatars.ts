import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';

/** The PNG every ENS avatar request gets. */
export const AVATAR = readFileSync(join(import.meta.dirname, 'avatar.png'));

/** Answers the configured ENS avatar host (https://euc.li) with a small PNG, so avatars load offline. */
export async function routeAvatars(page: Page): Promise<void> {
  await page.route('https://euc.li/**', (route) =>
    route.fulfill({ status: 200, contentType: 'image/png', body: AVATAR }),
  );
}
