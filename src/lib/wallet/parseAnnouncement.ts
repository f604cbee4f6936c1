import type { Eip1193Provider } from './guardReadOnly.ts';

/** One EIP-6963 announcement as the page reads it: every field untrusted, the name not yet cleaned. */
export interface Announcement {
  uuid: string;
  /** The name as announced: clean it (toDisplayText) before showing it. */
  name: string;
  /** A `data:image/…` icon, or null: any other URL would make the page fetch what a wallet chose. */
  icon: string | null;
  rdns: string;
  provider: Eip1193Provider;
}

declare global {
  interface WindowEventMap {
    /** EIP-6963: a wallet in the page announces itself; its detail is untrusted (see {@link parseAnnouncement}). */
    'eip6963:announceProvider': CustomEvent<unknown>;
  }
}

const MAX_RDNS_LENGTH = 100;

/**
 * Reads the `detail` of an `eip6963:announceProvider` event defensively: null unless it has a uuid and a
 * provider with `request`. Shared by the page's chooser and the wallet island, so both list the same wallets.
 */
export function parseAnnouncement(detail: unknown): Announcement | null {
  if (typeof detail !== 'object' || detail === null) return null;
  const { info, provider } = detail as { info?: unknown; provider?: unknown };
  if (typeof info !== 'object' || info === null) return null;
  if (typeof (provider as Eip1193Provider | null)?.request !== 'function') return null;
  const fields = info as Record<string, unknown>;
  const text = (value: unknown) => (typeof value === 'string' ? value : '');
  const uuid = text(fields.uuid);
  if (!uuid) return null;
  const icon = text(fields.icon);
  return {
    uuid,
    name: text(fields.name),
    icon: icon.startsWith('data:image/') ? icon : null,
    rdns: text(fields.rdns).slice(0, MAX_RDNS_LENGTH),
    provider: provider as Eip1193Provider,
  };
}
