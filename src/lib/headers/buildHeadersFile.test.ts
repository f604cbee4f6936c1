import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { testMiniApp, testSiteConfigInput } from '../../../rig/site/testSiteConfig.ts';
import { resolveSiteConfig } from '../config/resolveSiteConfig.ts';
import { buildContentSecurityPolicy } from './buildContentSecurityPolicy.ts';
import { buildHeadersFile } from './buildHeadersFile.ts';
import { hashInlineScripts } from './hashInlineScripts.ts';

const twoUrlsOnOneHost = {
  ...testSiteConfigInput,
  rpcGateway: false,
  chains: testSiteConfigInput.chains.map((chain, index) =>
    index === 0 ? { ...chain, rpcUrls: [...chain.rpcUrls, `${chain.rpcUrls[0]}/backup`] } : chain,
  ),
};
const withoutProject = resolveSiteConfig(twoUrlsOnOneHost, {});
const withProject = resolveSiteConfig(twoUrlsOnOneHost, { PUBLIC_WALLETCONNECT_PROJECT_ID: 'b'.repeat(32) });

/** The sources of one CSP directive. */
function directive(policy: string, name: string): string[] {
  const found = policy.split('; ').find((part) => part.startsWith(`${name} `));
  return found ? found.split(' ').slice(1) : [];
}

describe('buildContentSecurityPolicy', () => {
  it('through the RPC gateway, lets the page connect to its own origin only (and WalletConnect with a project)', () => {
    const gateway = resolveSiteConfig(testSiteConfigInput, {});
    expect(directive(buildContentSecurityPolicy(gateway, []), 'connect-src')).toEqual(["'self'"]);
    const withWalletConnect = resolveSiteConfig(testSiteConfigInput, {
      PUBLIC_WALLETCONNECT_PROJECT_ID: 'b'.repeat(32),
    });
    expect(directive(buildContentSecurityPolicy(withWalletConnect, []), 'connect-src')).toEqual([
      "'self'",
      'https://api.web3modal.org',
      'wss://relay.walletconnect.org',
    ]);
  });

  it('in direct mode, allows exactly the configured RPC origins, and WalletConnect hosts only with a project', () => {
    const policy = buildContentSecurityPolicy(withoutProject, []);
    const rpcOrigins = testSiteConfigInput.chains.map((chain) => new URL(chain.rpcUrls[0] ?? '').origin);
    expect(directive(policy, 'connect-src')).toEqual(["'self'", ...rpcOrigins]);
    expect(directive(policy, 'frame-src')).toEqual(["'none'"]);
    const withWalletConnect = buildContentSecurityPolicy(withProject, []);
    expect(directive(withWalletConnect, 'connect-src')).toContain('wss://relay.walletconnect.org');
    expect(directive(withWalletConnect, 'connect-src')).toContain('https://api.web3modal.org');
    expect(directive(withWalletConnect, 'frame-src')).toEqual(['https://verify.walletconnect.org']);
  });

  it('never allows inline script without a hash, framing, or plugins', () => {
    const policy = buildContentSecurityPolicy(withProject, ['sha256-abc']);
    expect(directive(policy, 'script-src')).toEqual(["'self'", "'sha256-abc'"]);
    expect(directive(policy, 'frame-ancestors')).toEqual(["'none'"]);
    expect(directive(policy, 'object-src')).toEqual(["'none'"]);
    expect(directive(policy, 'base-uri')).toEqual(["'none'"]);
    const { ipfsGateway, avatarHosts } = testSiteConfigInput.ens;
    expect(directive(policy, 'img-src')).toEqual([
      "'self'",
      'data:',
      'blob:',
      ...[ipfsGateway, ...avatarHosts].map((url) => new URL(url).origin),
    ]);
  });
});

describe('framing', () => {
  const miniApp = resolveSiteConfig({ ...testSiteConfigInput, miniApp: testMiniApp }, {});

  it('is refused to everyone without mini apps, in the CSP and in the older X-Frame-Options', () => {
    expect(directive(buildContentSecurityPolicy(withoutProject, []), 'frame-ancestors')).toEqual(["'none'"]);
    expect(buildHeadersFile(withoutProject, [])).toContain('X-Frame-Options: DENY');
  });

  it('is allowed to exactly the mini-app hosts the owner names, which X-Frame-Options cannot say', () => {
    expect(directive(buildContentSecurityPolicy(miniApp, []), 'frame-ancestors')).toEqual([
      'https://farcaster.xyz',
      'https://base.app',
    ]);
    const named = resolveSiteConfig(
      { ...testSiteConfigInput, miniApp: { ...testMiniApp, hosts: ['https://client.example:8443'] } },
      {},
    );
    expect(directive(buildContentSecurityPolicy(named, []), 'frame-ancestors')).toEqual([
      'https://client.example:8443',
    ]);
    expect(buildHeadersFile(miniApp, [])).not.toContain('X-Frame-Options');
  });

  it('names no Coinbase host: Base Account’s popup is a window of its own, not a request of the page', () => {
    expect(buildContentSecurityPolicy(withProject, [])).not.toMatch(/coinbase|base\.org/);
  });
});

describe('buildHeadersFile', () => {
  it('sets security headers on every path and immutable caching on hashed assets and claims lists', () => {
    const file = buildHeadersFile(withoutProject, []);
    const [all = '', assets = '', claims = ''] = file.split(/\n(?=\/)/);
    expect(all.split('\n')[0]).toBe('/*');
    for (const header of [
      'Content-Security-Policy:',
      'Strict-Transport-Security: max-age=63072000',
      'X-Content-Type-Options: nosniff',
      'Referrer-Policy:',
      'Permissions-Policy:',
      'Cache-Control: public, max-age=0, must-revalidate',
    ]) {
      expect(all).toContain(header);
    }
    // A new browsing context group on every arrival costs ~45 ms of first paint (see buildHeadersFile).
    expect(all).not.toContain('Cross-Origin-Opener-Policy');
    expect(assets).toBe('/_astro/*\n  ! Cache-Control\n  Cache-Control: public, max-age=31536000, immutable');
    // Each list's files live in a folder named by a hash of them: a URL's content never changes.
    expect(claims).toBe(
      '/claims/*\n  ! Cache-Control\n  Cache-Control: public, max-age=31536000, immutable\n',
    );
    expect(buildHeadersFile({ ...withoutProject, claims: [] }, [])).not.toContain('/claims/');
  });
});

describe('hashInlineScripts', () => {
  const sha = (body: string) => `sha256-${createHash('sha256').update(body).digest('base64')}`;

  it('hashes inline executable scripts and skips external and data scripts', () => {
    const html = [
      '<script>a()</script>',
      '<script type="module">b()</script>',
      '<script src="/x.js"></script>',
      '<script type="application/ld+json">{"@type":"Thing"}</script>',
      '<script async>\nc()\n</script>',
    ].join('');
    expect(hashInlineScripts(html)).toEqual([sha('a()'), sha('b()'), sha('\nc()\n')]);
  });
});
