import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * AppKit is pinned, and the page passes AppKit its own WalletConnect UniversalProvider: the two must be the
 * versions AppKit was built with, or sessions and events drift apart in ways only a real phone shows. These
 * fail when the pins in package.json, or what npm installed, disagree (see docs/appkit-upgrade.md).
 */

const ROOT = join(import.meta.dirname, '..', '..');
const loadJson = (path: string) =>
  JSON.parse(readFileSync(join(ROOT, path), 'utf8')) as {
    version: string;
    dependencies?: Record<string, string>;
  };
const dependencies = loadJson('package.json').dependencies ?? {};
const appKitPins = Object.entries(dependencies).filter(([name]) => name.startsWith('@reown/appkit'));
const EXACT = /^\d+\.\d+\.\d+$/;

describe('AppKit pins', () => {
  it('pins every @reown/appkit package to one exact version, and npm installed exactly that', () => {
    expect(appKitPins.map(([name]) => name)).toContain('@reown/appkit');
    const [, version = ''] = appKitPins[0] ?? [];
    for (const [name, pin] of appKitPins) {
      expect(pin, `${name} is pinned exactly`).toMatch(EXACT);
      expect(pin, `${name} has the same pin as the others`).toBe(version);
      expect(loadJson(`node_modules/${name}/package.json`).version, `installed ${name}`).toBe(pin);
    }
  });

  it('pins @walletconnect/universal-provider to the version the installed AppKit depends on', () => {
    const pin = dependencies['@walletconnect/universal-provider'] ?? '';
    expect(pin).toMatch(EXACT);
    for (const [name] of appKitPins) {
      const wanted = loadJson(`node_modules/${name}/package.json`).dependencies?.[
        '@walletconnect/universal-provider'
      ];
      if (wanted !== undefined) expect(wanted, `${name} depends on`).toBe(pin);
    }
    expect(loadJson('node_modules/@walletconnect/universal-provider/package.json').version).toBe(pin);
  });

  it('installs no second copy of AppKit or the UniversalProvider under another package', () => {
    const nested = (scope: string, name: string) =>
      readdirSync(join(ROOT, 'node_modules', scope), { withFileTypes: true })
        .filter((entry) => entry.isDirectory())
        .flatMap((entry) => {
          try {
            const inner = readdirSync(
              join(ROOT, 'node_modules', scope, entry.name, 'node_modules', ...name.split('/')),
            );
            return inner.length > 0 ? [`${scope}/${entry.name}`] : [];
          } catch {
            return [];
          }
        });
    expect(nested('@reown', '@walletconnect/universal-provider')).toEqual([]);
    expect(nested('@reown', '@reown/appkit')).toEqual([]);
  });
});
