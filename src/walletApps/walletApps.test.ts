import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkWalletIcon } from '../lib/wallet/checkWalletIcon.ts';
import { parseWalletApps } from '../lib/wallet/parseWalletApps.ts';

/**
 * The committed list, whatever it holds: it validates, each icon is there and is a safe image of its type, no icon
 * is left over, and SOURCES.md accounts for every entry. Nothing here knows which wallets are listed.
 */

const HERE = import.meta.dirname;
const apps = parseWalletApps(JSON.parse(readFileSync(join(HERE, 'walletApps.json'), 'utf8')));
const iconFiles = readdirSync(join(HERE, 'icons'));

describe('the committed wallet app list', () => {
  it.each(apps.map((app) => [app.name, app] as const))('%s has a safe icon of its type', (_, app) => {
    expect(iconFiles).toContain(app.icon);
    const check = checkWalletIcon(readFileSync(join(HERE, 'icons', app.icon)));
    expect(check).toEqual({ extension: app.icon.split('.').pop() });
  });

  it('keeps no icon that no entry uses', () => {
    expect(iconFiles.filter((file) => !apps.some((app) => app.icon === file))).toEqual([]);
  });

  it('has every entry accounted for in SOURCES.md', () => {
    const sources = readFileSync(join(HERE, 'SOURCES.md'), 'utf8');
    expect(apps.filter((app) => !sources.includes(app.name) || !sources.includes(app.id))).toEqual([]);
  });
});
