import { getAddress, isAddress } from 'ethers';
import { z } from 'zod';
import { isLocale, LOCALE_CODES, type Locale } from '../i18n/locales.ts';
import { checkCallEntry } from './checkCallEntry.ts';
import { CLAIMS_FORMATS, checkClaimsGetters, DEFAULT_ROOT_GETTER } from './checkClaimsGetters.ts';
import { contrastRatio } from './contrastRatio.ts';
import {
  CANONICAL_MULTICALL3,
  DEFAULT_PRICE_MAX_AGE_SECONDS,
  MAX_CALLS,
  MAX_CHAINS,
  MAX_CLAIMS_LISTS,
  MAX_GOVERNANCE,
  MAX_NFTS,
  MAX_TOKEN_IDS,
  MAX_TOKENS,
} from './limits.ts';
import { checkMiniApp, miniAppSchema } from './miniAppSchema.ts';
import { rejectUnknownKeys } from './rejectUnknownKeys.ts';

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/** True for `https:` URLs, and for plain `http:` only on the local machine. */
function isSecureOrLocalUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || (url.protocol === 'http:' && LOCAL_HOSTS.has(url.hostname));
  } catch {
    return false;
  }
}

/** The origin a path is resolved against, to tell a path on the site from one that leaves it. */
const SITE_ORIGIN = 'https://site.invalid';

/**
 * True for a path on the site itself (`/docs`): it starts with `/` and stays on the site's origin however a
 * browser reads it, so a protocol-relative `//host` (or `/\host`, or one hiding a tab) is not a path.
 */
function isSitePath(value: string): boolean {
  if (!value.startsWith('/')) return false;
  try {
    return new URL(value, SITE_ORIGIN).origin === SITE_ORIGIN;
  } catch {
    return false;
  }
}

const httpsUrl = z.string().refine(isSecureOrLocalUrl, {
  error: 'must be an https: URL (plain http: only for localhost)',
});

const address = z
  .string()
  .refine((value) => isAddress(value), {
    error: 'must be a 0x address of 40 hex characters with a valid checksum',
  })
  .transform((value) => getAddress(value));

const decimals = z
  .number({ error: 'must be a number' })
  .int({ error: 'must be a whole number' })
  .min(0, { error: 'must be between 0 and 255' })
  .max(255, { error: 'must be between 0 and 255' });

const text = (max: number) =>
  z
    .string()
    .trim()
    .min(1, { error: 'must not be empty' })
    .max(max, { error: `must be ${max} characters at most` });

/**
 * An owner's text shown to visitors: the default locale's text, or a text per locale (`{ en: '…', de: '…' }`).
 * A locale without its own falls back to the default locale's (the first of `locales`); the build warns, except
 * for a `name` given as one string, which serves every language.
 */
const localizedText = (max: number) =>
  z.union([text(max), z.record(z.string(), text(max))], {
    error: 'must be a text, or an object of texts by locale such as { en: "…", de: "…" }',
  });

/** The site's languages. A refinement rather than an enum, so an unknown one is reported beside every other mistake. */
const locales = z
  .array(
    z.string().refine(isLocale, { error: `must be one of the page's languages: ${LOCALE_CODES.join(', ')}` }),
  )
  .min(1, { error: 'must list at least one language: the first is the default, served at /' })
  .transform((codes) => codes as Locale[])
  .default(['en']);

const chainId = z.number({ error: 'must be a number' }).int({ error: 'must be a whole number' });

/** A Chainlink AggregatorV3 feed that prices an asset in USD; read on its own chain. */
const priceFeedSchema = z
  .object({
    chainId,
    address,
    maxAgeSeconds: z
      .number({ error: 'must be a number' })
      .int({ error: 'must be a whole number' })
      .positive({ error: 'must be a positive number of seconds' })
      .default(DEFAULT_PRICE_MAX_AGE_SECONDS),
  })
  .apply(rejectUnknownKeys);

const chainSchema = z
  .object({
    id: chainId
      .positive({ error: 'must be a positive integer' })
      .max(Number.MAX_SAFE_INTEGER, { error: 'is too large' }),
    name: text(40),
    rpcUrls: z.array(httpsUrl).min(1, { error: 'must list at least one RPC URL' }),
    nativeCurrency: z
      .object({
        name: text(40),
        symbol: text(12),
        decimals,
        priceFeed: priceFeedSchema.optional(),
      })
      .apply(rejectUnknownKeys),
    explorerUrl: httpsUrl,
    multicall3: z.union([address, z.literal(false)]).default(CANONICAL_MULTICALL3),
    sequencerUptimeFeed: address.optional(),
  })
  .apply(rejectUnknownKeys);

const tokenSchema = z
  .object({
    chainId,
    address,
    symbol: text(12),
    decimals,
    name: text(60).optional(),
    priceFeed: priceFeedSchema.optional(),
  })
  .apply(rejectUnknownKeys);

const tokenId = z
  .string()
  .regex(/^(0|[1-9]\d{0,77})$/, { error: 'must be a token id written in decimal digits' });

const nftSchema = z.discriminatedUnion(
  'standard',
  [
    z.object({ chainId, address, name: text(60), standard: z.literal('erc721') }).apply(rejectUnknownKeys),
    z
      .object({
        chainId,
        address,
        name: text(60),
        standard: z.literal('erc1155'),
        tokenIds: z
          .array(tokenId)
          .min(1, { error: 'must list at least one token id' })
          .max(MAX_TOKEN_IDS, { error: `must list ${MAX_TOKEN_IDS} token ids at most` }),
      })
      .apply(rejectUnknownKeys),
  ],
  { error: "must be 'erc721' or 'erc1155'" },
);

const governanceSchema = z.object({ chainId, token: address, name: text(60) }).apply(rejectUnknownKeys);

const callFormatSchema = z.discriminatedUnion(
  'kind',
  [
    z.object({ kind: z.literal('amount'), decimals, symbol: text(16) }).apply(rejectUnknownKeys),
    z.object({ kind: z.literal('count') }).apply(rejectUnknownKeys),
    z.object({ kind: z.literal('boolean'), yes: text(24), no: text(24) }).apply(rejectUnknownKeys),
    z.object({ kind: z.literal('address') }).apply(rejectUnknownKeys),
    z.object({ kind: z.literal('date') }).apply(rejectUnknownKeys),
  ],
  { error: "must be one of 'amount', 'count', 'boolean', 'address', 'date'" },
);

const callSchema = z
  .object({
    chainId,
    address,
    label: text(60),
    signature: z.string().max(400, { error: 'must be 400 characters at most' }),
    args: z
      .array(z.union([z.string(), z.number(), z.boolean()]))
      .max(8)
      .default([]),
    format: callFormatSchema,
  })
  .apply(rejectUnknownKeys)
  .superRefine((call, context) => {
    for (const problem of checkCallEntry(call.signature, call.args, call.format)) {
      context.addIssue({ code: 'custom', path: problem.path, message: problem.message });
    }
  });

/** A path inside the repository, relative to its root: no leading slash, no `..`, plain characters. */
const LIST_FILE = /^(?!\/)(?!.*(^|\/)\.\.?(\/|$))[A-Za-z0-9._/-]{1,200}\.(json|csv)$/;

/** An ISO 8601 time with its time zone, as unix seconds. */
const isoTime = z
  .string()
  .refine(
    (value) =>
      /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/.test(value) &&
      !Number.isNaN(Date.parse(value)),
    {
      error: 'must be an ISO 8601 time with its time zone, e.g. 2030-06-01T12:00:00Z',
    },
  );

/** An airdrop or allowlist: a list in the repository (merkle-distributor's or OpenZeppelin's), checked against its distributor. */
const claimsSchema = z
  .object({
    format: z
      .enum(CLAIMS_FORMATS, { error: "must be 'merkle-distributor' or 'openzeppelin'" })
      .default('merkle-distributor'),
    root: z.string().max(400, { error: 'must be 400 characters at most' }).optional(),
    claimed: z.string().max(400, { error: 'must be 400 characters at most' }).optional(),
    deadline: z.string().max(400, { error: 'must be 400 characters at most' }).optional(),
    chainId,
    distributor: address,
    name: text(60),
    symbol: text(12),
    decimals,
    file: z.string().regex(LIST_FILE, {
      error: 'must be a path in the repository to a .json or .csv file, e.g. claims/airdrop.json',
    }),
    claimUrl: z.string().refine(
      (value) => {
        try {
          return new URL(value).protocol === 'https:';
        } catch {
          return false;
        }
      },
      { error: 'must be an https: URL: where visitors claim' },
    ),
    opensAt: isoTime.optional(),
    closesAt: isoTime.optional(),
  })
  .apply(rejectUnknownKeys)
  .superRefine((entry, context) => {
    if (entry.opensAt && entry.closesAt && Date.parse(entry.opensAt) >= Date.parse(entry.closesAt)) {
      context.addIssue({ code: 'custom', path: ['closesAt'], message: 'must be later than opensAt' });
    }
    for (const problem of checkClaimsGetters(entry.root, entry.claimed, entry.deadline)) {
      context.addIssue({ code: 'custom', path: problem.path, message: problem.message });
    }
  })
  // The claimed getter's default depends on the list's leaves, which only the build reads: toPanelConfig.
  .transform((entry) => ({ ...entry, root: entry.root ?? DEFAULT_ROOT_GETTER }));

const ensSchema = z.union([
  z.literal(false),
  z
    .object({
      chainId: z.number({ error: 'must be a number' }).int({ error: 'must be a whole number' }),
      ipfsGateway: httpsUrl.default('https://ipfs.io/ipfs/'),
      avatarHosts: z.array(httpsUrl).max(8, { error: 'must list 8 hosts at most' }).default([]),
    })
    .apply(rejectUnknownKeys),
]);

const themeSchema = z
  .object({
    accent: z
      .string()
      .regex(/^#[0-9a-fA-F]{6}$/, { error: 'must be a colour written #rrggbb' })
      .refine((value) => contrastRatio(value, '#ffffff') >= 4.5, {
        error: 'must be dark enough for white text on it (contrast 4.5:1 at least)',
      }),
  })
  .apply(rejectUnknownKeys);

const linkSchema = z
  .object({
    label: localizedText(40),
    href: z.string().refine((value) => isSitePath(value) || isSecureOrLocalUrl(value), {
      error: 'must be a path on the site starting with a single / (not //host) or an https: URL',
    }),
  })
  .apply(rejectUnknownKeys);

/** An owner's text as the schema reads it: one for every language, or one per locale. */
type LocalizedTextInput = string | Readonly<Record<string, string>>;

/**
 * Checks the languages and every per-locale text against them: a language listed twice, a text for a locale the
 * site does not list, a per-locale text without the default locale's (the one the others fall back to).
 */
function checkLocalizedTexts(
  config: {
    locales: readonly string[];
    name: LocalizedTextInput;
    tagline: LocalizedTextInput;
    description: LocalizedTextInput;
    links: readonly { label: LocalizedTextInput }[];
  },
  report: (path: (string | number)[], message: string) => void,
): void {
  config.locales.forEach((locale, index) => {
    if (config.locales.indexOf(locale) !== index) report(['locales', index], 'is listed twice');
  });
  const [defaultLocale] = config.locales;
  const check = (value: LocalizedTextInput, path: (string | number)[]) => {
    if (typeof value === 'string') return;
    for (const locale of Object.keys(value)) {
      if (!config.locales.includes(locale)) {
        report([...path, locale], `is not one of the site's locales (${config.locales.join(', ')})`);
      }
    }
    if (defaultLocale && !(defaultLocale in value)) {
      report(
        path,
        `must give the default locale's text (${defaultLocale}): the other languages fall back to it`,
      );
    }
  };
  check(config.name, ['name']);
  check(config.tagline, ['tagline']);
  check(config.description, ['description']);
  for (const [index, link] of config.links.entries()) check(link.label, ['links', index, 'label']);
}

/** The schema of the site configuration: the rules docs/configuration.md describes. */
export const siteConfigSchema = z
  .object({
    locales,
    name: localizedText(60),
    tagline: localizedText(120),
    description: localizedText(400),
    url: httpsUrl,
    rpcGateway: z.boolean({ error: 'must be true or false' }).default(true),
    walletConnectProjectId: z
      .string()
      .regex(/^[0-9a-fA-F]{32}$/, { error: 'must be 32 hexadecimal characters (from the Reown dashboard)' })
      .optional(),
    chains: z
      .array(chainSchema)
      .min(1, { error: 'must list at least one chain' })
      .max(MAX_CHAINS, { error: `must list ${MAX_CHAINS} chains at most` }),
    tokens: z.array(tokenSchema).max(MAX_TOKENS, { error: `must list ${MAX_TOKENS} tokens at most` }),
    nfts: z
      .array(nftSchema)
      .max(MAX_NFTS, { error: `must list ${MAX_NFTS} collections at most` })
      .default([]),
    governance: z
      .array(governanceSchema)
      .max(MAX_GOVERNANCE, { error: `must list ${MAX_GOVERNANCE} governance tokens at most` })
      .default([]),
    calls: z
      .array(callSchema)
      .max(MAX_CALLS, { error: `must list ${MAX_CALLS} calls at most` })
      .default([]),
    claims: z
      .array(claimsSchema)
      .max(MAX_CLAIMS_LISTS, { error: `must list ${MAX_CLAIMS_LISTS} lists at most` })
      .default([]),
    ens: ensSchema,
    theme: themeSchema,
    links: z.array(linkSchema).max(12, { error: 'must list 12 links at most' }).default([]),
    miniApp: miniAppSchema.default(false),
  })
  .apply(rejectUnknownKeys)
  .superRefine((config, context) => {
    checkLocalizedTexts(config, (path, message) => context.addIssue({ code: 'custom', path, message }));
    const chainIds = new Set<number>();
    config.chains.forEach((chain, index) => {
      if (chainIds.has(chain.id)) {
        context.addIssue({ code: 'custom', path: ['chains', index, 'id'], message: 'must be unique' });
      }
      chainIds.add(chain.id);
    });
    const configured = `must be the id of a configured chain (${[...chainIds].join(', ')})`;
    const checkChain = (id: number, path: (string | number)[]) => {
      if (!chainIds.has(id)) context.addIssue({ code: 'custom', path, message: configured });
    };
    const unique = (area: string, field: string) => {
      const seen = new Set<string>();
      return (key: string, index: number) => {
        if (seen.has(key))
          context.addIssue({ code: 'custom', path: [area, index, field], message: 'is listed twice' });
        seen.add(key);
      };
    };
    config.chains.forEach((chain, index) => {
      const feed = chain.nativeCurrency.priceFeed;
      if (feed) checkChain(feed.chainId, ['chains', index, 'nativeCurrency', 'priceFeed', 'chainId']);
    });
    const tokenSeen = unique('tokens', 'address');
    config.tokens.forEach((token, index) => {
      checkChain(token.chainId, ['tokens', index, 'chainId']);
      if (token.priceFeed) checkChain(token.priceFeed.chainId, ['tokens', index, 'priceFeed', 'chainId']);
      tokenSeen(`${token.chainId}:${token.address}`, index);
    });
    const nftSeen = unique('nfts', 'address');
    config.nfts.forEach((nft, index) => {
      checkChain(nft.chainId, ['nfts', index, 'chainId']);
      nftSeen(`${nft.chainId}:${nft.address}`, index);
    });
    const governanceSeen = unique('governance', 'token');
    config.governance.forEach((entry, index) => {
      checkChain(entry.chainId, ['governance', index, 'chainId']);
      governanceSeen(`${entry.chainId}:${entry.token}`, index);
    });
    config.calls.forEach((call, index) => {
      checkChain(call.chainId, ['calls', index, 'chainId']);
    });
    const claimsSeen = unique('claims', 'distributor');
    config.claims.forEach((entry, index) => {
      checkChain(entry.chainId, ['claims', index, 'chainId']);
      claimsSeen(`${entry.chainId}:${entry.distributor}`, index);
    });
    if (config.ens !== false && !chainIds.has(config.ens.chainId)) {
      context.addIssue({ code: 'custom', path: ['ens', 'chainId'], message: configured });
    }
    if (config.miniApp !== false) {
      const name =
        typeof config.name === 'string' ? config.name : (config.name[config.locales[0] ?? ''] ?? '');
      for (const problem of checkMiniApp(config.miniApp, { url: config.url, name })) {
        context.addIssue({ code: 'custom', path: ['miniApp', ...problem.path], message: problem.message });
      }
    }
  });

/** The site configuration as the owner writes it (defaults may be left out). */
export type SiteConfigInput = z.input<typeof siteConfigSchema>;
/** The validated site configuration, defaults filled in and addresses checksummed. */
export type SiteConfig = z.output<typeof siteConfigSchema>;
/** One chain of the validated configuration. */
export type ChainConfig = SiteConfig['chains'][number];
/** One token of the validated configuration. */
export type TokenConfig = SiteConfig['tokens'][number];
/** One NFT collection of the validated configuration. */
export type NftConfig = SiteConfig['nfts'][number];
/** One governance (ERC-5805 Votes) token of the validated configuration. */
export type GovernanceConfig = SiteConfig['governance'][number];
/** One custom read-only call of the validated configuration. */
export type CallConfig = SiteConfig['calls'][number];
/** A Chainlink USD price feed of the validated configuration. */
export type PriceFeedConfig = z.output<typeof priceFeedSchema>;
/** One claims list (an airdrop or allowlist) of the validated configuration. */
export type ClaimsConfig = SiteConfig['claims'][number];
/** The ENS settings of the validated configuration, when ENS is on. */
export type EnsConfig = Exclude<SiteConfig['ens'], false>;
