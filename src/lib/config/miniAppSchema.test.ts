import { describe, expect, it } from 'vitest';
import { detailInEnglish } from '../../../rig/i18n/inEnglish.ts';
import { testMiniApp, testSiteConfigInput } from '../../../rig/site/testSiteConfig.ts';
import { isAppError } from '../errors/AppError.ts';
import { DEFAULT_MINI_APP_HOSTS } from './miniAppSchema.ts';
import { resolveSiteConfig } from './resolveSiteConfig.ts';
import type { SiteConfigInput } from './siteConfigSchema.ts';

/** The tests' config with mini apps on, as `miniApp` says. */
const withMiniApp = (miniApp: unknown, rest: Partial<SiteConfigInput> = {}) =>
  ({ ...testSiteConfigInput, ...rest, miniApp }) as SiteConfigInput;

/** The CONFIG_INVALID issue lines thrown for `config`; fails the test when the config is accepted. */
function issuesOf(config: SiteConfigInput): string {
  try {
    resolveSiteConfig(config, {});
  } catch (error) {
    if (isAppError(error, 'CONFIG_INVALID')) return detailInEnglish(error.detail);
    throw error;
  }
  throw new Error('config was accepted');
}

/** base64url of `value` as JSON, as the account association's parts are written. */
const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

describe('the mini-app settings (miniApp)', () => {
  it('are off unless given, and given, name the default hosts', () => {
    expect(resolveSiteConfig(testSiteConfigInput, {}).miniApp).toBe(false);
    const config = resolveSiteConfig(withMiniApp(testMiniApp), {});
    expect(config.miniApp).toMatchObject({ hosts: [...DEFAULT_MINI_APP_HOSTS] });
  });

  it.each([
    ['a misspelt field', { ...testMiniApp, host: [] }, 'miniApp.host: unknown field; did you mean `hosts`?'],
    [
      'a host with a path',
      { ...testMiniApp, hosts: ['https://farcaster.xyz/'] },
      'miniApp.hosts[0]: must be an https: origin, such as https://farcaster.xyz (no path, no trailing slash)',
    ],
    [
      'a plain http: host',
      { ...testMiniApp, hosts: ['http://farcaster.xyz'] },
      'miniApp.hosts[0]: must be an https: origin',
    ],
    [
      'an icon on an IP address',
      { ...testMiniApp, iconUrl: 'https://10.0.0.1/icon.png' },
      'miniApp.iconUrl: must be an https: URL on a named host (not an IP address or localhost)',
    ],
    [
      'a splash colour not written #rrggbb',
      { ...testMiniApp, splashBackgroundColor: 'navy' },
      'miniApp.splashBackgroundColor: must be a colour written #rrggbb',
    ],
    [
      'an association signed for another domain',
      {
        ...testMiniApp,
        accountAssociation: { ...testMiniApp.accountAssociation, payload: part({ domain: 'other.example' }) },
      },
      "miniApp.accountAssociation.payload: signs the domain other.example, not the site's (harbor.test.example): sign the manifest for harbor.test.example",
    ],
    [
      'an association whose payload is not base64url JSON',
      { ...testMiniApp, accountAssociation: { ...testMiniApp.accountAssociation, payload: 'bm90IGpzb24' } },
      'miniApp.accountAssociation.payload: must be base64url of JSON naming the domain it signs',
    ],
    [
      'an association with a character base64url has not',
      { ...testMiniApp, accountAssociation: { ...testMiniApp.accountAssociation, signature: 'a+b/c' } },
      'miniApp.accountAssociation.signature: must be base64url text',
    ],
    [
      'something other than false or an object',
      true,
      'miniApp: must be false, or an object with accountAssociation',
    ],
  ])('rejects %s, naming the field and the rule', (_name, miniApp, expected) => {
    expect(issuesOf(withMiniApp(miniApp))).toContain(expected);
  });

  it('asks for a name when the site’s is longer than a listing shows', () => {
    const { name: _name, ...unnamed } = testMiniApp;
    expect(
      issuesOf(withMiniApp(unnamed, { name: 'A site name far longer than thirty-two characters' })),
    ).toContain(
      "miniApp.name: must be given: the site's name is longer than the 32 characters a listing shows",
    );
    expect(resolveSiteConfig(withMiniApp(unnamed, { name: 'Harbor' }), {}).miniApp).toMatchObject({
      hosts: [...DEFAULT_MINI_APP_HOSTS],
    });
  });
});
