import { getAddress, isAddress } from 'ethers';
import { z } from 'zod';
import { rejectUnknownKeys } from './rejectUnknownKeys.ts';

/**
 * The web origins that frame a mini app by default: Farcaster's web client and the Base app's. In their phone
 * apps a mini app is a page of its own in a WebView, which `frame-ancestors` does not concern.
 */
export const DEFAULT_MINI_APP_HOSTS = ['https://farcaster.xyz', 'https://base.app'] as const;

/** The longest name a mini-app listing shows (Farcaster's manifest schema). */
export const MINI_APP_NAME_LENGTH = 32;

/** True for an `https:` URL on a named host: a mini-app host fetches it, never from an IP address or localhost. */
function isPublicHttpsUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (
      url.protocol === 'https:' &&
      url.hostname !== 'localhost' &&
      !/^[\d.]+$/.test(url.hostname) &&
      !url.hostname.startsWith('[')
    );
  } catch {
    return false;
  }
}

const publicHttpsUrl = z.string().refine(isPublicHttpsUrl, {
  error: 'must be an https: URL on a named host (not an IP address or localhost)',
});

/** An origin as `frame-ancestors` names it: `https://host` (and a port), no path. */
const httpsOrigin = z.string().refine(
  (value) => {
    try {
      const url = new URL(value);
      return url.protocol === 'https:' && url.origin === value;
    } catch {
      return false;
    }
  },
  { error: 'must be an https: origin, such as https://farcaster.xyz (no path, no trailing slash)' },
);

const base64Url = z.string().regex(/^[A-Za-z0-9_-]+=*$/, {
  error: 'must be base64url text, as Farcaster’s manifest tool gives it',
});

const miniAppText = (max: number) =>
  z
    .string()
    .trim()
    .min(1, { error: 'must not be empty' })
    .max(max, { error: `must be ${max} characters at most` });

/**
 * The owner's mini-app listing (Farcaster, and the Base app's mini apps), or false (the default): framing by
 * those hosts is allowed only when it is given, and the build then writes `/.well-known/farcaster.json`.
 */
export const miniAppSchema = z.union(
  [
    z.literal(false),
    z
      .object({
        /** The manifest's signature by the owner's Farcaster account, for this site's domain. */
        accountAssociation: z
          .object({ header: base64Url, payload: base64Url, signature: base64Url })
          .apply(rejectUnknownKeys),
        /** The web origins allowed to frame the page (`frame-ancestors`). */
        hosts: z
          .array(httpsOrigin)
          .min(1, { error: 'must list at least one host' })
          .max(8, { error: 'must list 8 hosts at most' })
          .default([...DEFAULT_MINI_APP_HOSTS]),
        /** The listing's name; the site's own when it is short enough. */
        name: miniAppText(MINI_APP_NAME_LENGTH).optional(),
        description: miniAppText(170).optional(),
        /** The listing's square icon; the site's apple-touch-icon.png by default. */
        iconUrl: publicHttpsUrl.optional(),
        splashImageUrl: publicHttpsUrl.optional(),
        splashBackgroundColor: z
          .string()
          .regex(/^#[0-9a-fA-F]{6}$/, { error: 'must be a colour written #rrggbb' })
          .optional(),
        /** The address that owns the listing in Base's builder tools (the manifest's `baseBuilder`). */
        baseBuilderOwner: z
          .string()
          .refine((value) => isAddress(value), {
            error: 'must be a 0x address of 40 hex characters with a valid checksum',
          })
          .transform((value) => getAddress(value))
          .optional(),
      })
      .apply(rejectUnknownKeys),
  ],
  { error: 'must be false, or an object with accountAssociation (docs/mini-apps.md)' },
);

/** The validated mini-app settings, when the owner turned mini apps on. */
export type MiniAppConfig = Exclude<z.output<typeof miniAppSchema>, false>;

/** The JSON inside one base64url part of the account association, or null when it is not JSON. */
function decodePart(part: string): unknown {
  try {
    const base64 = part.replace(/-/g, '+').replace(/_/g, '/').replace(/=+$/, '');
    const binary = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
    return JSON.parse(new TextDecoder().decode(Uint8Array.from(binary, (char) => char.charCodeAt(0))));
  } catch {
    return null;
  }
}

/**
 * Checks the mini-app settings against the rest of the site: the account association must sign the site's own
 * domain (a host refuses a manifest signed for another), and the listing needs a name of at most 32 characters.
 * Returns each problem with its path under `miniApp`.
 */
export function checkMiniApp(
  miniApp: MiniAppConfig,
  site: { url: string; name: string },
): { path: (string | number)[]; message: string }[] {
  const problems: { path: (string | number)[]; message: string }[] = [];
  const domain = (decodePart(miniApp.accountAssociation.payload) as { domain?: unknown } | null)?.domain;
  const host = new URL(site.url).hostname;
  if (typeof domain !== 'string') {
    problems.push({
      path: ['accountAssociation', 'payload'],
      message: 'must be base64url of JSON naming the domain it signs, such as {"domain":"example.com"}',
    });
  } else if (domain !== host) {
    problems.push({
      path: ['accountAssociation', 'payload'],
      message: `signs the domain ${domain}, not the site's (${host}): sign the manifest for ${host}`,
    });
  }
  if (!miniApp.name && [...site.name].length > MINI_APP_NAME_LENGTH) {
    problems.push({
      path: ['name'],
      message: `must be given: the site's name is longer than the ${MINI_APP_NAME_LENGTH} characters a listing shows`,
    });
  }
  return problems;
}
