import { existsSync } from 'node:fs';
import { readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  COMMUNITY_DROP_FILE,
  EARLY_SUPPORTERS_FILE,
  HARBOR_AIRDROP_FILE,
  testClaimsFiles,
  testStandardLists,
} from '../../rig/claims/testClaimsLists.ts';
import { withoutOwnerSections } from '../../rig/measure/homeHtmlParts.ts';
import { buildSite } from '../../rig/site/buildSite.ts';
import { loadFileTree } from '../../rig/site/loadFileTree.ts';
import { TEST_CONTENT_DIR, testSiteConfigInput } from '../../rig/site/testSiteConfig.ts';
import { writeSiteSource } from '../../rig/site/writeSiteSource.ts';
import type { PageMessages, PanelMessages } from '../../src/i18n/catalogueTypes.ts';
import { WALLETCONNECT_CHUNK } from '../../src/integrations/clientChunks.ts';
import { SECTION_ANCHOR } from '../../src/lib/content/homeSectionSchema.ts';
import { HOME_PAGE_IDS } from '../../src/lib/content/sectionAnchor.ts';
import { moduleClosure } from '../../src/lib/html/moduleClosure.ts';
import { LOCALE_CODES, LOCALES, type Locale } from '../../src/lib/i18n/locales.ts';

/** Every language's catalogues, as the build reads them. */
const CATALOGUES = {
  page: import.meta.glob<PageMessages>('../../src/i18n/page/*.ts', { eager: true, import: 'default' }),
  panel: import.meta.glob<PanelMessages>('../../src/i18n/panel/*.ts', { eager: true, import: 'default' }),
};
const pageTextOf = (locale: Locale) => ({
  m: CATALOGUES.page[`../../src/i18n/page/${locale}.ts`] as PageMessages,
});
const panelTextOf = (locale: Locale) =>
  CATALOGUES.panel[`../../src/i18n/panel/${locale}.ts`] as PanelMessages;
/** A chunk named after a language's catalogue: `de.Ab12Cd.js`. */
const LANGUAGE_CHUNKS = new RegExp(`^(${LOCALE_CODES.join('|')})\\.[\\w-]+\\.js$`);
const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const WORK = join(tmpdir(), `site-build-test-${process.pid}`);

afterAll(async () => {
  await rm(WORK, { recursive: true, force: true });
});

/** The output of a build that must fail. */
async function failedBuild(outDir: string, env: Record<string, string>, root?: string): Promise<string> {
  try {
    await buildSite(outDir, env, root);
  } catch (error) {
    return String(error);
  }
  throw new Error('the build succeeded');
}

/**
 * A copy of the site whose `site.config.ts` is the tests' config, changed by `edit`, with the tests' own home
 * page sections; returns its root.
 */
async function siteWith(name: string, edit: (config: typeof testSiteConfigInput) => unknown = (c) => c) {
  const root = join(WORK, name);
  await writeSiteSource(root, edit(structuredClone(testSiteConfigInput)) as typeof testSiteConfigInput, {
    files: testClaimsFiles(),
    content: TEST_CONTENT_DIR,
  });
  return root;
}

const chainIds = testSiteConfigInput.chains.map((chain) => chain.id);

describe('npm run build', () => {
  it('fails on a bad value from the environment, naming the field and the rule', async () => {
    const root = await siteWith('env');
    const output = await failedBuild(
      join(WORK, 'env-out'),
      { [`PUBLIC_RPC_URLS_${chainIds[1]}`]: 'http://rpc.example' },
      root,
    );
    expect(output).toContain('chains[1].rpcUrls[0]: must be an https: URL (plain http: only for localhost)');
  }, 120_000);

  it('fails on bad claims lists, naming each file, entry, address or line, and rule', async () => {
    const root = await siteWith('bad-list');
    const list = JSON.parse(testClaimsFiles()[HARBOR_AIRDROP_FILE] ?? '{}');
    const [first] = Object.keys(list.claims);
    list.claims[first ?? ''].amount = '0x00';
    await writeFile(join(root, HARBOR_AIRDROP_FILE), JSON.stringify(list));
    await writeFile(join(root, EARLY_SUPPORTERS_FILE), 'address,amount\n0x12,5\n');
    // OpenZeppelin's dump with a value changed after the tree was built.
    const dump = JSON.parse(testClaimsFiles()[COMMUNITY_DROP_FILE] ?? '{}');
    dump.values[1].value[1] = '1';
    await writeFile(join(root, COMMUNITY_DROP_FILE), JSON.stringify(dump));
    const output = await failedBuild(join(WORK, 'bad-list-out'), {}, root);
    expect(output).toContain(
      `Invalid claims list ${HARBOR_AIRDROP_FILE} (claims[0], "Harbor airdrop"):\n- ${first}: amount must be positive`,
    );
    expect(output).toContain(
      `Invalid claims list ${EARLY_SUPPORTERS_FILE} (claims[1], "Early supporters"):\n- line 2: "0x12" is not an address`,
    );
    expect(output).toMatch(
      /Invalid claims list claims\/community-drop\.json \(claims\[2\], "Community drop"\):\n- values\[1\]: its leaf hash is 0x[0-9a-f]{64}, but tree\[\d+\] is 0x[0-9a-f]{64}: the value was changed after the tree was built/,
    );
    expect(output, 'a bad list is reported without a stack trace').not.toContain('Stack trace');
  }, 120_000);

  it('fails when a claimed getter takes an index the OpenZeppelin list’s leaves do not have', async () => {
    const root = await siteWith('index-getter', (config) => ({
      ...config,
      claims: config.claims.map((entry) =>
        entry.file === COMMUNITY_DROP_FILE
          ? { ...entry, claimed: 'function hasClaimed(uint256) view returns (bool)' }
          : entry,
      ),
    }));
    const output = await failedBuild(join(WORK, 'index-getter-out'), {}, root);
    expect(output).toContain(
      `Invalid claims list ${COMMUNITY_DROP_FILE} (claims[2], "Community drop"):\n- claimed: function hasClaimed(uint256) view returns (bool) takes an index, but the list's leaves ['address','uint256'] have none`,
    );
  }, 120_000);

  it('fails on a mistake in site.config.ts, naming every field and rule', async () => {
    const root = await siteWith('mistakes', (config) => {
      const tokens = config.tokens.map((token, index) => (index === 2 ? { ...token, chainId: 999 } : token));
      return {
        ...config,
        tokens,
        theme: { accent: '#fafafa' },
        locales: ['en', 'de', 'xx'],
        name: { de: 'Harbor Testseite' },
        links: [{ label: { en: 'Docs', fr: 'Docs' }, href: 'https://docs.test.example' }],
      };
    });
    const output = await failedBuild(join(WORK, 'mistakes-out'), {}, root);
    expect(output).toContain(
      `tokens[2].chainId: must be the id of a configured chain (${chainIds.join(', ')})`,
    );
    expect(output).toContain('theme.accent: must be dark enough for white text');
    expect(output).toContain("locales[2]: must be one of the page's languages: en, es, pt-BR, fr, de,");
    expect(output).toContain("name: must give the default locale's text (en)");
    expect(output).toContain("links[0].label.fr: is not one of the site's locales (en, de, xx)");
    expect(output, 'a config mistake is reported without a stack trace').not.toContain('Stack trace');
  }, 120_000);
});

describe('a built site', () => {
  const outDir = join(WORK, 'secrets');
  const secrets = {
    RPC_API_KEY: 'secret-rpc-key-4f1d2c9b',
    CLOUDFLARE_API_TOKEN: 'secret-cloudflare-token-77aa1e',
    DEPLOYER_PRIVATE_KEY: '0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d',
  };
  let output = '';
  let root = '';

  beforeAll(async () => {
    root = await siteWith('secrets-src');
    output = await buildSite(
      outDir,
      { ...secrets, [`PUBLIC_RPC_URLS_${chainIds[0]}`]: 'https://rpc.example/public-key-visible-by-design' },
      root,
    );
  }, 120_000);

  it('warns without a project ID, and lets no secret from the environment into dist', async () => {
    expect(output).toContain('No WalletConnect project ID');
    const files = await loadFileTree(outDir);
    for (const [name, value] of Object.entries(secrets)) {
      const leaks = files.filter((file) => file.text.includes(value)).map((file) => file.path);
      expect(leaks, `${name} leaked into`).toEqual([]);
    }
    // A public variable is used, where the build puts it: through the gateway, in its upstreams, not the page.
    expect(await readFile(join(root, '.gateway', 'policy.json'), 'utf8')).toContain(
      'public-key-visible-by-design',
    );
  });

  it('warns, once per language, which of the owner’s texts fall back to the default language', () => {
    expect(output).toContain('ar: description, links[0].label fall back to en');
    expect(output).toContain('ja: tagline, description, links[0].label fall back to en');
    expect(output.match(/ ja: .* fall back to en \(site\.config\.ts\)/g)).toHaveLength(1);
    expect(output, 'German gives all its texts').not.toMatch(/ de: .* back to en \(site\.config\.ts\)/);
  });

  it('warns, once per language, which of the home page’s sections fall back to the default language', () => {
    const warnings = output.match(/\[missing-texts\] [\w-]+: content\/home\/.*/g) ?? [];
    expect(warnings).toContain('[missing-texts] de: content/home/en/faq.md falls back to en');
    expect(warnings).toContain(
      '[missing-texts] ar: content/home/en/faq.md, content/home/en/notice.md, content/home/en/story.md fall back to en',
    );
    expect(warnings, 'once for each further language').toHaveLength(LOCALE_CODES.length - 1);
  });

  it('gives each page its canonical URL: / and /privacy, never /index', async () => {
    const canonicalOf = async (page: string) => {
      const html = await readFile(join(outDir, page), 'utf8');
      return {
        link: /<link rel="canonical" href="([^"]*)"/.exec(html)?.[1],
        og: /<meta property="og:url" content="([^"]*)"/.exec(html)?.[1],
      };
    };
    const home = new URL('/', testSiteConfigInput.url).href;
    expect(await canonicalOf('index.html')).toEqual({ link: home, og: home });
    const privacy = new URL('/privacy', testSiteConfigInput.url).href;
    expect(await canonicalOf('privacy.html')).toEqual({ link: privacy, og: privacy });
    const germanHome = new URL('/de/', testSiteConfigInput.url).href;
    expect(await canonicalOf('de/index.html')).toEqual({ link: germanHome, og: germanHome });
    const brazilianPrivacy = new URL('/pt-br/privacy', testSiteConfigInput.url).href;
    expect(await canonicalOf('pt-br/privacy.html')).toEqual({ link: brazilianPrivacy, og: brazilianPrivacy });
  });

  it('builds every page in every language: its own lang, direction, og:locale and words', async () => {
    for (const { code, dir, og } of LOCALES) {
      const folder = code === 'en' ? '' : `${code.toLowerCase()}/`;
      const { m } = pageTextOf(code);
      for (const [page, heading] of [
        ['index.html', testSiteConfigInput.name],
        ['privacy.html', m.privacy.title],
        ['404.html', m.notFound.title],
      ] as const) {
        const html = await readFile(join(outDir, `${folder}${page}`), 'utf8');
        expect(html, `${folder}${page}`).toContain(`<html lang="${code}" dir="${dir}"`);
        expect(html).toContain(`<meta property="og:locale" content="${og}">`);
        // The site's name sits in a bdi, so that it keeps its own direction in any language.
        expect(html).toMatch(
          new RegExp(`<h1[^>]*>(?:<bdi[^>]*>)?${escapeRegExp(escapeHtml(heading))}(?:</bdi>)?</h1>`),
        );
      }
    }
  });

  it('lists each page in every language, with x-default, in its head and in the sitemap', async () => {
    const html = await readFile(join(outDir, 'ja', 'privacy.html'), 'utf8');
    const alternates = [...html.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)">/g)];
    expect(alternates.map(([, lang]) => lang)).toEqual([...LOCALE_CODES, 'x-default']);
    expect(Object.fromEntries(alternates.map(([, lang, href]) => [lang, href]))).toMatchObject({
      en: 'https://harbor.test.example/privacy',
      'zh-TW': 'https://harbor.test.example/zh-tw/privacy',
      'x-default': 'https://harbor.test.example/privacy',
    });
    const notFound = await readFile(join(outDir, 'ja', '404.html'), 'utf8');
    expect(notFound, 'a 404 page has no address of its own').not.toMatch(/hreflang|rel="canonical"/);
    const sitemap = await readFile(join(outDir, 'sitemap.xml'), 'utf8');
    expect(sitemap.match(/<loc>/g)).toHaveLength(LOCALE_CODES.length * 2);
    expect(sitemap).toContain('<loc>https://harbor.test.example/ar/privacy</loc>');
    expect(sitemap).toContain('hreflang="x-default" href="https://harbor.test.example/"');
    expect(await readFile(join(outDir, 'robots.txt'), 'utf8')).toContain(
      'Sitemap: https://harbor.test.example/sitemap.xml',
    );
  });

  it('links each page to itself in every language, in plain links that need no script', async () => {
    const html = await readFile(join(outDir, 'de', 'privacy.html'), 'utf8');
    const nav = /<nav class="languages"[^>]*>([\s\S]*?)<\/nav>/.exec(html)?.[1] ?? '';
    const links = [...nav.matchAll(/<a href="([^"]+)" lang="([^"]+)"/g)].map(([, href, lang]) => [
      lang,
      href,
    ]);
    expect(links).toHaveLength(LOCALE_CODES.length);
    expect(Object.fromEntries(links)).toMatchObject({ en: '/privacy', de: '/de/privacy', ar: '/ar/privacy' });
    expect(nav).toContain('aria-current="page"');
  });

  it('writes each claims list as files named by their content, cached for good, and no large part of a list', async () => {
    const folders = await readdir(join(outDir, 'claims'));
    // The tests' four lists: merkle-distributor's two, OpenZeppelin's two.
    expect(folders).toHaveLength(4);
    const claimsDir = join(outDir, 'claims');
    const files = (await loadFileTree(claimsDir)).map((file) => file.path.slice(claimsDir.length + 1));
    expect(files.filter((path) => !/^[0-9a-f]{16}\/(i\/(all|[0-9a-f]+)|s\/\d+)\.bin$/.test(path))).toEqual(
      [],
    );
    expect(files.length).toBeGreaterThan(4);
    const headers = await readFile(join(outDir, '_headers'), 'utf8');
    expect(headers).toContain(
      '/claims/*\n  ! Cache-Control\n  Cache-Control: public, max-age=31536000, immutable',
    );
    const everything = await loadFileTree(outDir);
    const inClaims = (file: { path: string }) => file.path.startsWith(`${claimsDir}/`);
    const largest = Math.max(...everything.filter(inClaims).map((file) => file.text.length));
    expect(largest).toBeLessThanOrEqual(8 * 1024);
    // The list's files are only in claims/: no page or script holds its entries.
    const listed = Object.keys(JSON.parse(testClaimsFiles()[HARBOR_AIRDROP_FILE] ?? '{}').claims).slice(
      3,
      40,
    );
    for (const file of everything.filter((candidate) => !inClaims(candidate))) {
      expect(
        listed.filter((account) => file.text.toLowerCase().includes(account.slice(2).toLowerCase())),
        file.path,
      ).toEqual([]);
    }
    expect(output).toMatch(/claims\[0\] claims\/harbor-airdrop\.json: 1,503 entries, root 0x[0-9a-f]{64}/);
    // An OpenZeppelin list's root as the build prints it, for the owner to deploy with: OpenZeppelin's own.
    expect(output).toContain(
      `claims[2] ${COMMUNITY_DROP_FILE}: 603 entries, root ${testStandardLists().community.root}`,
    );
  });

  it('names, for intent, every chunk the island and WalletConnect need: each a built file, none loaded before', async () => {
    const html = await readFile(join(outDir, 'index.html'), 'utf8');
    const names = (attribute: string, page = html) =>
      (new RegExp(`${attribute}="([^"]*)"`).exec(page)?.[1] ?? '').split(' ').filter(Boolean);
    const island = names('data-modules');
    const walletConnect = names('data-walletconnect-modules');
    expect(island.some((name) => name.startsWith('WalletPanel.'))).toBe(true);
    expect(walletConnect.some((name) => name.startsWith(`${WALLETCONNECT_CHUNK}.`))).toBe(true);
    expect(walletConnect.filter((name) => island.includes(name))).toEqual([]);
    const built = new Set(await readdir(join(outDir, '_astro')));
    expect([...island, ...walletConnect].filter((name) => !built.has(`${name}.js`))).toEqual([]);
    expect(html).not.toMatch(/<link[^>]+modulepreload/);
  });

  it('cuts the way to the QR code into few files, keeps WalletConnect out of the browser wallet and watch paths, and names no stylesheet but the account view’s', async () => {
    const code = new Map(
      (await loadFileTree(join(outDir, '_astro')))
        .filter(({ path }) => path.endsWith('.js'))
        .map(({ path, text }) => [basename(path), text]),
    );
    const names = [...code.keys()];
    // The one chunk of that name, or the test fails: the closure of a chunk not built would contain nothing.
    const entry = (prefix: string) => {
      const matching = names.filter((candidate) => candidate.startsWith(`${prefix}.`));
      const [name] = matching;
      if (!name || matching.length > 1) {
        throw new Error(`${matching.length} chunks ${prefix}.*.js among the ${names.length} built, not one`);
      }
      return name;
    };
    const closure = (prefix: string) => moduleClosure(entry(prefix), (name) => code.get(name));
    const html = await readFile(join(outDir, 'index.html'), 'utf8');
    const hinted = [...html.matchAll(/data-(?:walletconnect-)?modules="([^"]*)"/g)].flatMap(([, list = '']) =>
      list.split(' '),
    );
    // The island with its words, then the pairing and the QR code's view: 11 files, where there were 23.
    expect(new Set(hinted).size).toBeLessThanOrEqual(12);
    const walletConnect = entry(WALLETCONNECT_CHUNK);
    expect(code.get(walletConnect)).toContain('wc_sessionPropose');
    for (const path of [
      'createInjectedConnection',
      'AccountView',
      'createAccountReader',
      'createBaseAccountConnection',
      'startMiniAppHost',
    ]) {
      expect(closure(path), path).not.toContain(walletConnect);
    }
    expect(closure('openAllWallets')).toContain(walletConnect);
    // Base Account's SDK and the mini-app host's come only with their own choice: no other path loads them.
    for (const own of ['createBaseAccountConnection', 'startMiniAppHost']) {
      const chunk = entry(own);
      for (const path of [WALLETCONNECT_CHUNK, 'createInjectedConnection', 'AccountView', 'openAllWallets']) {
        expect(closure(path), `${path} loads ${own}`).not.toContain(chunk);
      }
    }
    // Base Account's telemetry script and Solana's library (the mini-app SDK's) are stood in for (src/shims/).
    const carrying = (path: string, pattern: RegExp) =>
      [...closure(path)].filter((name) => pattern.test(code.get(name) ?? ''));
    expect(carrying('createBaseAccountConnection', /cca-lite\.coinbase\.com|ClientAnalytics\.init/)).toEqual(
      [],
    );
    expect(carrying('startMiniAppHost', /class Connection\b|getProgramAccounts/)).toEqual([]);
    // The pages inline every style but the account view's, which loads with its code: no chunk names another
    // stylesheet, and that one is built (an import() that waited for a missing stylesheet file would fail).
    const sheets = new Set(
      [...code.values()].flatMap((text) =>
        [...text.matchAll(/_astro\/([\w.-]+\.css)/g)].map(([, name]) => name),
      ),
    );
    expect([...sheets]).toEqual([expect.stringMatching(/^accountView\.[\w-]+\.css$/)]);
    for (const name of sheets) expect(existsSync(join(outDir, '_astro', name ?? '')), name).toBe(true);
  });

  it('hints on each page its own language’s words, and only those; no island chunk carries any language', async () => {
    const chunks = (await loadFileTree(join(outDir, '_astro'))).map(({ path, text }) => ({
      path,
      text: Buffer.from(text, 'latin1').toString('utf8'),
    }));
    const catalogueOf = (locale: Locale) =>
      chunks
        .filter((chunk) => chunk.text.includes(panelTextOf(locale).ui.panelTitle))
        .map((chunk) => chunk.path);
    for (const locale of ['en', 'de', 'ar', 'ja'] as const) {
      const page = await readFile(join(outDir, locale === 'en' ? '' : locale, 'index.html'), 'utf8');
      const island = (/data-modules="([^"]*)"/.exec(page)?.[1] ?? '').split(' ');
      const [catalogue, ...others] = catalogueOf(locale);
      expect(others, `${locale}'s words are in one chunk`).toEqual([]);
      const hinted = island.filter((name) => LANGUAGE_CHUNKS.test(`${name}.js`));
      expect(hinted.map((name) => `${name}.js`)).toEqual([catalogue?.split('/').pop()]);
    }
    const islandChunks = (
      /data-modules="([^"]*)"/.exec(await readFile(join(outDir, 'index.html'), 'utf8'))?.[1] ?? ''
    )
      .split(' ')
      .filter((name) => !LANGUAGE_CHUNKS.test(`${name}.js`));
    for (const name of islandChunks) {
      const text = chunks.find((chunk) => chunk.path.endsWith(`/${name}.js`))?.text ?? '';
      expect(text, name).not.toContain(panelTextOf('en').ui.pricesNote);
      expect(text, name).not.toContain(panelTextOf('en').errors.INPUT_MISSING_0X);
    }
  });

  it('gives its own elements only ids HOME_PAGE_IDS lists, so no section takes one of them', async () => {
    const html = withoutOwnerSections(await readFile(join(outDir, 'index.html'), 'utf8'));
    const ids = [...html.matchAll(/\bid="([^"]+)"/g)].map((match) => match[1] ?? '');
    const anchorLike = ids.filter((id) => SECTION_ANCHOR.test(id));
    expect(anchorLike.length).toBeGreaterThan(5);
    expect(anchorLike.filter((id) => !HOME_PAGE_IDS.includes(id))).toEqual([]);
  });

  it('keeps every <style> in the head, where HTML allows it', async () => {
    const pages = (await readdir(outDir, { recursive: true })).filter((file) => file.endsWith('.html'));
    expect(pages.length).toBe(LOCALE_CODES.length * 3);
    for (const page of pages) {
      const html = await readFile(join(outDir, page), 'utf8');
      const body = html.slice(html.indexOf('<body'));
      expect(body.match(/<style\b/g) ?? [], page).toEqual([]);
    }
  });
});
