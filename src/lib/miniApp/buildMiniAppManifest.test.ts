import { describe, expect, it } from 'vitest';
import { testMiniApp, testSiteConfigInput } from '../../../rig/site/testSiteConfig.ts';
import { resolveSiteConfig } from '../config/resolveSiteConfig.ts';
import { buildMiniAppManifest } from './buildMiniAppManifest.ts';

describe('buildMiniAppManifest', () => {
  it('is null while mini apps are off', () => {
    expect(buildMiniAppManifest(resolveSiteConfig(testSiteConfigInput, {}))).toBeNull();
  });

  it('carries the owner’s association and listing, the site as its home and its icon by default', () => {
    const config = resolveSiteConfig({ ...testSiteConfigInput, miniApp: testMiniApp }, {});
    expect(buildMiniAppManifest(config)).toEqual({
      accountAssociation: testMiniApp.accountAssociation,
      miniapp: {
        version: '1',
        name: 'Harbor',
        homeUrl: 'https://harbor.test.example/',
        iconUrl: 'https://harbor.test.example/apple-touch-icon.png',
        splashBackgroundColor: '#0e0e15',
      },
    });
  });

  it('takes the site’s own name when the owner gives none, and names the Base builder’s owner when given', () => {
    const { name: _name, ...unnamed } = testMiniApp;
    const owner = '0x000000000000000000000000000000000000dEaD';
    const config = resolveSiteConfig(
      {
        ...testSiteConfigInput,
        name: 'Harbor Test',
        miniApp: {
          ...unnamed,
          iconUrl: 'https://cdn.harbor.test.example/icon.png',
          baseBuilderOwner: owner.toLowerCase(),
        },
      },
      {},
    );
    expect(buildMiniAppManifest(config)).toMatchObject({
      miniapp: { name: 'Harbor Test', iconUrl: 'https://cdn.harbor.test.example/icon.png' },
      baseBuilder: { ownerAddress: owner },
    });
  });
});
