import { getAddress, isAddress } from 'ethers';
import { z } from 'zod';
import { contrastRatio } from './contrastRatio.ts';
import { CANONICAL_MULTICALL3, MAX_CHAINS, MAX_TOKENS } from './limits.ts';

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

const chainSchema = z.object({
  id: z
    .number({ error: 'must be a number' })
    .int({ error: 'must be a whole number' })
    .positive({ error: 'must be a positive integer' })
    .max(Number.MAX_SAFE_INTEGER, { error: 'is too large' }),
  name: text(40),
  rpcUrls: z.array(httpsUrl).min(1, { error: 'must list at least one RPC URL' }),
  nativeCurrency: z.object({ name: text(40), symbol: text(12), decimals }),
  explorerUrl: httpsUrl,
  multicall3: z.union([address, z.literal(false)]).default(CANONICAL_MULTICALL3),
});

const tokenSchema = z.object({
  chainId: z.number({ error: 'must be a number' }).int({ error: 'must be a whole number' }),
  address,
  symbol: text(12),
  decimals,
  name: text(60).optional(),
});

const ensSchema = z.union([
  z.literal(false),
  z.object({
    chainId: z.number({ error: 'must be a number' }).int({ error: 'must be a whole number' }),
    ipfsGateway: httpsUrl.default('https://ipfs.io/ipfs/'),
    avatarHosts: z.array(httpsUrl).max(8, { error: 'must list 8 hosts at most' }).default([]),
  }),
]);

const themeSchema = z.object({
  accent: z
    .string()
    .regex(/^#[0-9a-fA-F]{6}$/, { error: 'must be a colour written #rrggbb' })
    .refine((value) => contrastRatio(value, '#ffffff') >= 4.5, {
      error: 'must be dark enough for white text on it (contrast 4.5:1 at least)',
    }),
});

const linkSchema = z.object({
  label: text(40),
  href: z.string().refine((value) => value.startsWith('/') || isSecureOrLocalUrl(value), {
    error: 'must be a path starting with / or an https: URL',
  }),
});

/** The schema of the site configuration: the rules of PRODUCT.md section 5. */
export const siteConfigSchema = z
  .object({
    name: text(60),
    tagline: text(120),
    description: text(400),
    url: httpsUrl,
    walletConnectProjectId: z
      .string()
      .regex(/^[0-9a-fA-F]{32}$/, { error: 'must be 32 hexadecimal characters (from the Reown dashboard)' })
      .optional(),
    chains: z
      .array(chainSchema)
      .min(1, { error: 'must list at least one chain' })
      .max(MAX_CHAINS, { error: `must list ${MAX_CHAINS} chains at most` }),
    tokens: z.array(tokenSchema).max(MAX_TOKENS, { error: `must list ${MAX_TOKENS} tokens at most` }),
    ens: ensSchema,
    theme: themeSchema,
    links: z.array(linkSchema).max(12, { error: 'must list 12 links at most' }).default([]),
  })
  .superRefine((config, context) => {
    const chainIds = new Set<number>();
    config.chains.forEach((chain, index) => {
      if (chainIds.has(chain.id)) {
        context.addIssue({ code: 'custom', path: ['chains', index, 'id'], message: 'must be unique' });
      }
      chainIds.add(chain.id);
    });
    const tokenKeys = new Set<string>();
    config.tokens.forEach((token, index) => {
      if (!chainIds.has(token.chainId)) {
        context.addIssue({
          code: 'custom',
          path: ['tokens', index, 'chainId'],
          message: `must be the id of a configured chain (${[...chainIds].join(', ')})`,
        });
      }
      const key = `${token.chainId}:${token.address}`;
      if (tokenKeys.has(key)) {
        context.addIssue({ code: 'custom', path: ['tokens', index, 'address'], message: 'is listed twice' });
      }
      tokenKeys.add(key);
    });
    if (config.ens !== false && !chainIds.has(config.ens.chainId)) {
      context.addIssue({
        code: 'custom',
        path: ['ens', 'chainId'],
        message: 'must be the id of a configured chain',
      });
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
/** The ENS settings of the validated configuration, when ENS is on. */
export type EnsConfig = Exclude<SiteConfig['ens'], false>;
