import { z } from 'zod';
import { hasHiddenCharacters } from '../format/hiddenCharacters.ts';

/** The most wallet apps the built-in list may hold. */
export const MAX_WALLET_APPS = 40;
/** The largest icon file the list may use, committed or downloaded (bytes). */
export const MAX_ICON_BYTES = 16 * 1024;
/** The icon file types the list may use, by file extension. */
export const ICON_EXTENSIONS = ['svg', 'png', 'jpg', 'webp'] as const;

/** Schemes a wallet's native link may never use: the web's own, and those that run or read something. */
const BLOCKED_SCHEMES = new Set([
  'about',
  'blob',
  'data',
  'file',
  'filesystem',
  'ftp',
  'http',
  'https',
  'intent',
  'javascript',
  'mailto',
  'sms',
  'tel',
  'vbscript',
  'wc',
  'ws',
  'wss',
]);
/** `<scheme>:` or `<scheme>://[host and path]`, without a query, fragment, escapes or credentials. */
const NATIVE_LINK = /^([A-Za-z][A-Za-z0-9+.-]*):(?:\/\/[A-Za-z0-9._~/-]*)?$/;
const ICON_FILE = new RegExp(`^[a-z0-9][a-z0-9-]{0,63}\\.(?:${ICON_EXTENSIONS.join('|')})$`);

/** True for a native link form whose scheme is none of {@link BLOCKED_SCHEMES}. */
function isSafeNativeLink(value: string): boolean {
  const scheme = NATIVE_LINK.exec(value)?.[1]?.toLowerCase();
  return scheme !== undefined && !BLOCKED_SCHEMES.has(scheme);
}

/** True for an `https:` URL with a host and no credentials, query or fragment: a base `/wc?uri=` can follow. */
function isUniversalLinkBase(value: string): boolean {
  try {
    const url = new URL(value);
    return (
      url.protocol === 'https:' &&
      url.hostname !== '' &&
      url.username === '' &&
      url.password === '' &&
      url.search === '' &&
      url.hash === '' &&
      !/[?#\s]/.test(value)
    );
  } catch {
    return false;
  }
}

const text = (max: number) =>
  z
    .string()
    .trim()
    .min(1, { error: 'must not be empty' })
    .max(max, { error: `must be ${max} characters at most` })
    .refine((value) => !hasHiddenCharacters(value), { error: 'must not hold invisible characters' });

/** One wallet app of the built-in list: how to name it, show it and open it with a pairing URI. */
export const walletAppSchema = z
  .strictObject({
    id: z.string().regex(/^[0-9a-f]{64}$/, { error: 'must be 64 lower-case hex characters' }),
    name: text(40),
    icon: z.string().regex(ICON_FILE, {
      error: `must be a file name of lower-case letters, digits and dashes ending .${ICON_EXTENSIONS.join(', .')}`,
    }),
    native: z
      .string()
      .refine(isSafeNativeLink, {
        error:
          'must be <scheme>: or <scheme>://[path] with a scheme of its own (not http, https, javascript…)',
      })
      .nullable(),
    universal: z
      .string()
      .refine(isUniversalLinkBase, { error: 'must be an https: URL without credentials, query or fragment' })
      .nullable(),
    source: text(200),
  })
  .refine((app) => app.native !== null || app.universal !== null, {
    error: 'must have a native or a universal link',
  });

/** A wallet app of the built-in list. */
export type WalletApp = z.infer<typeof walletAppSchema>;

/** Issues for every value of `key` that an earlier entry already used (compared case-insensitively). */
function reportRepeats(apps: readonly WalletApp[], key: 'id' | 'name' | 'icon', context: z.RefinementCtx) {
  const seen = new Set<string>();
  apps.forEach((app, index) => {
    const value = app[key].toLowerCase();
    if (seen.has(value)) context.addIssue({ code: 'custom', path: [index, key], message: 'is used twice' });
    seen.add(value);
  });
}

/** The whole list, in display order: ids, names and icon files each used once. */
export const walletAppsSchema = z
  .array(walletAppSchema)
  .min(1, { error: 'must list at least one wallet app' })
  .max(MAX_WALLET_APPS, { error: `must list ${MAX_WALLET_APPS} wallet apps at most` })
  .superRefine((apps, context) => {
    for (const key of ['id', 'name', 'icon'] as const) reportRepeats(apps, key, context);
  });
