/** The chunks a page's code needs, named without their folder and `.js`, for the elements that load them. */
export interface ModuleHints {
  /** The folder every chunk is served from, e.g. `/_astro/`. */
  base: string;
  /** Per island component URL: every chunk its component and renderer import, at once. */
  islands: ReadonlyMap<string, readonly string[]>;
  /** The chunks of the account view (loaded once there is an account), minus the island's own. */
  account: readonly string[];
  /** The account view's stylesheets (`.css`), which it loads with its code rather than inline in the page. */
  accountStyles: readonly string[];
  /** The chunks of WalletConnect's pairing and its view, minus the island's own. */
  walletConnect: readonly string[];
  /** Per language (`<html lang>`), the chunk of its panel words, which the island imports once it starts. */
  messages: ReadonlyMap<string, string>;
}

/** `names` as one attribute value: space-separated, without the folder and extension they share (`.js`, `.css`). */
const toAttribute = (names: readonly string[]) =>
  names.map((name) => name.replace(/\.(js|css)$/, '')).join(' ');

/** ` name="value"` for `names`, or nothing when there are none. */
const hintAttribute = (name: string, names: readonly string[]) =>
  names.length > 0 ? ` ${name}="${toAttribute(names)}"` : '';

/**
 * Writes the hints into a page: `data-modules` on each `<astro-island>` (its component's and renderer's chunks,
 * and the page's language's words) with `data-account-modules` and `data-account-styles` (the account view's
 * chunks and stylesheet), and
 * `data-walletconnect-modules` on the wallet chooser, with `data-modules-base` beside each, for the
 * `client:intent` directive and the chooser to preload on intent (src/lib/html/preloadHinted.ts). Nothing else
 * in the page changes.
 */
export function addModuleHints(html: string, hints: ModuleHints): string {
  const base = ` data-modules-base="${hints.base}"`;
  const lang = /<html\b[^>]*\blang="([^"]+)"/.exec(html)?.[1];
  const messages = lang ? hints.messages.get(lang) : undefined;
  const withIslands = html.replace(/<astro-island\b[^>]*>/g, (tag) => {
    const url = /\bcomponent-url="([^"]+)"/.exec(tag)?.[1];
    const island = url ? hints.islands.get(url) : undefined;
    if (!island) return tag;
    const names = messages ? [...island, messages] : island;
    const account =
      hintAttribute('data-account-modules', hints.account) +
      hintAttribute('data-account-styles', hints.accountStyles);
    return tag.replace(/>$/, ` data-modules="${toAttribute(names)}"${account}${base}>`);
  });
  if (hints.walletConnect.length === 0) return withIslands;
  return withIslands.replace(/<dialog\b[^>]*\bid="wallet-chooser"[^>]*>/, (tag) =>
    tag.replace(/>$/, ` data-walletconnect-modules="${toAttribute(hints.walletConnect)}"${base}>`),
  );
}
