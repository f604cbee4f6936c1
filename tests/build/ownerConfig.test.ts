import { readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildSite } from '../../rig/site/buildSite.ts';
import { siteConfigInput } from '../../site.config.ts';
import { resolveSiteConfig } from '../../src/lib/config/resolveSiteConfig.ts';
import type { SiteConfig } from '../../src/lib/config/siteConfigSchema.ts';

/**
 * The owner's own `site.config.ts`, whatever it says: it validates, it builds, and the headers it yields
 * allow exactly the hosts it names. Nothing here knows the demo config's values.
 */

const WORK = join(tmpdir(), `owner-config-test-${process.pid}`);
/** The PUBLIC_ variables the owner builds with (CI or a shell may set them). */
const ownerEnv = Object.fromEntries(
  Object.entries(process.env).filter(
    (entry): entry is [string, string] => entry[0].startsWith('PUBLIC_') && entry[1] !== undefined,
  ),
);

afterAll(async () => {
  await rm(WORK, { recursive: true, force: true });
});

/** The sources of one directive of a Content-Security-Policy. */
function directive(policy: string, name: string): string[] {
  const found = policy.split(';').find((part) => part.trim().startsWith(`${name} `));
  return found ? found.trim().split(/\s+/).slice(1) : [];
}

/** The origins the config names, worked out here on their own (not by the code that writes the CSP). */
function namedOrigins(config: SiteConfig) {
  const origin = (url: string) => new URL(url).origin;
  const hasProject = config.walletConnectProjectId !== undefined;
  return {
    // Through the gateway the page reads its own origin; in direct mode, each RPC origin.
    connect: [
      ...new Set(config.rpcGateway ? [] : config.chains.flatMap((chain) => chain.rpcUrls.map(origin))),
      ...(hasProject ? ['https://api.web3modal.org', 'wss://relay.walletconnect.org'] : []),
    ],
    images:
      config.ens === false
        ? []
        : [...new Set([config.ens.ipfsGateway, ...config.ens.avatarHosts].map(origin))],
    frames: hasProject ? ['https://verify.walletconnect.org'] : ["'none'"],
  };
}

describe("the owner's site.config.ts", () => {
  it('validates (a mistake would be named here by field and rule)', () => {
    expect(() => resolveSiteConfig(siteConfigInput, ownerEnv)).not.toThrow();
  });

  it('builds, and its _headers allow exactly the hosts it names', async () => {
    const config = resolveSiteConfig(siteConfigInput, ownerEnv);
    const outDir = join(WORK, 'dist');
    await buildSite(outDir, ownerEnv);
    const headers = await readFile(join(outDir, '_headers'), 'utf8');
    const policy = /Content-Security-Policy: (.*)/.exec(headers)?.[1] ?? '';
    const expected = namedOrigins(config);
    expect(new Set(directive(policy, 'connect-src'))).toEqual(new Set(["'self'", ...expected.connect]));
    expect(new Set(directive(policy, 'img-src'))).toEqual(
      new Set(["'self'", 'data:', 'blob:', ...expected.images]),
    );
    expect(directive(policy, 'frame-src')).toEqual(expected.frames);
    expect(directive(policy, 'default-src')).toEqual(["'self'"]);
    for (const page of ['index.html', 'privacy.html', '404.html']) {
      const html = await readFile(join(outDir, page), 'utf8');
      expect(html, page).toContain('<title>');
    }
  }, 180_000);
});
