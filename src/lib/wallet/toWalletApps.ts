import { z } from 'zod';
import { formatConfigIssues } from '../config/formatConfigIssues.ts';
import { type WalletApp, walletAppSchema } from './walletAppSchema.ts';

/** The parts of one wallet in WalletConnect's explorer answer (`GET /v3/wallets`) that the list is made from. */
const explorerListingSchema = z.object({
  id: z.string(),
  name: z.string(),
  image_id: z.string().nullish(),
  image_url: z.object({ md: z.string().nullish() }).nullish(),
  mobile: z.object({ native: z.string().nullish(), universal: z.string().nullish() }).nullish(),
  chains: z.array(z.string()).nullish(),
});

/** The explorer's answer: `{ listings: { [id]: listing }, count, total }`, listings in the API's order. */
export const explorerAnswerSchema = z.object({ listings: z.record(z.string(), explorerListingSchema) });

/** The explorer's answer, as far as the list needs it. */
export type ExplorerAnswer = z.infer<typeof explorerAnswerSchema>;
type ExplorerListing = ExplorerAnswer['listings'][string];

/** What {@link toWalletApps} needs besides the answer. */
export interface WalletAppsOptions {
  /** How many wallets to keep. */
  count: number;
  /** The explorer API's base URL; icons are asked of it by their `image_id`. */
  api: string;
  projectId: string;
  /** The `source` every entry gets, e.g. `WalletConnect explorer API, 2026-11-23`. */
  source: string;
}

/** A wallet picked for the list before its icon is fetched: the entry but its icon's extension, and the icon's URL. */
export interface WalletAppCandidate {
  app: Omit<WalletApp, 'icon'>;
  /** The icon's file name without its extension, which the icon's bytes decide. */
  iconName: string;
  iconUrl: string;
}

/** The wallets picked, in the API's order, and those that qualified but could not be used, with why. */
export interface WalletAppsPick {
  picked: WalletAppCandidate[];
  skipped: { name: string; reason: string }[];
}

/** A field's text, or null when it is missing or blank. */
const orNull = (value: string | null | undefined) => (value?.trim() ? value.trim() : null);

/** A file name stem from a wallet's name: `Trust Wallet` → `trust-wallet`; made unique with the id if taken. */
function toIconName(name: string, id: string, taken: ReadonlySet<string>): string {
  const slug = name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  const stem = slug || `wallet-${id.slice(0, 8)}`;
  return taken.has(stem) ? `${stem}-${id.slice(0, 8)}` : stem;
}

/** Where the explorer serves a listing's icon: by `image_id` from the API itself, else the `md` size of its `image_url`. */
function toIconUrl(listing: ExplorerListing, options: WalletAppsOptions): string | null {
  const base = options.api.replace(/\/+$/, '');
  const query = `projectId=${encodeURIComponent(options.projectId)}`;
  if (listing.image_id) return `${base}/v3/logo/md/${encodeURIComponent(listing.image_id)}?${query}`;
  const md = orNull(listing.image_url?.md);
  return md?.startsWith('https://') ? md : null;
}

/** True for a wallet the list is for: one with a mobile link that supports EVM (`eip155:`) chains. */
const isMobileEvmWallet = (listing: ExplorerListing) =>
  (orNull(listing.mobile?.native) ?? orNull(listing.mobile?.universal)) !== null &&
  (listing.chains ?? []).some((chain) => chain.startsWith('eip155:'));

/** The names and ids already on the list, lower-cased, and the icon names taken. */
interface Taken {
  keys: Set<string>;
  iconNames: Set<string>;
}

/** One qualifying listing as a candidate for the list, or why it cannot be one. */
function toCandidate(
  listing: ExplorerListing,
  options: WalletAppsOptions,
  taken: Taken,
): WalletAppCandidate | string {
  const iconName = toIconName(listing.name, listing.id, taken.iconNames);
  const iconUrl = toIconUrl(listing, options);
  if (iconUrl === null) return 'the explorer gives no icon';
  const entry = walletAppSchema.safeParse({
    id: listing.id,
    name: listing.name,
    icon: `${iconName}.svg`,
    native: orNull(listing.mobile?.native),
    universal: orNull(listing.mobile?.universal),
    source: options.source,
  });
  if (!entry.success) return formatConfigIssues(entry.error.issues).replaceAll('\n', ' ');
  const { id, name, native, universal, source } = entry.data;
  if (taken.keys.has(id) || taken.keys.has(name.toLowerCase()))
    return 'another wallet has the same id or name';
  return { app: { id, name, native, universal, source }, iconName, iconUrl };
}

/**
 * Picks the wallet app list from WalletConnect's explorer answer: wallets with a mobile link that support EVM
 * chains, in the API's order, the first `count` whose entry is valid. Pure: the icons are fetched by the caller.
 */
export function toWalletApps(answer: ExplorerAnswer, options: WalletAppsOptions): WalletAppsPick {
  const pick: WalletAppsPick = { picked: [], skipped: [] };
  const taken: Taken = { keys: new Set(), iconNames: new Set() };
  for (const listing of Object.values(answer.listings).filter(isMobileEvmWallet)) {
    if (pick.picked.length === options.count) break;
    const candidate = toCandidate(listing, options, taken);
    if (typeof candidate === 'string') {
      pick.skipped.push({ name: listing.name, reason: candidate });
      continue;
    }
    pick.picked.push(candidate);
    taken.keys.add(candidate.app.id).add(candidate.app.name.toLowerCase());
    taken.iconNames.add(candidate.iconName);
  }
  return pick;
}
