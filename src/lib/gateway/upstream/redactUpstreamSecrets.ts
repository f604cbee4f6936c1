/** The shortest URL part treated as secret: shorter path segments ("v3", "rpc") are not keys. */
const MIN_SECRET_LENGTH = 6;

/** `part` percent-decoded, or as it is when it does not decode. */
function decodeOrKeep(part: string): string {
  try {
    return decodeURIComponent(part);
  } catch {
    return part;
  }
}

/** Every part of the upstream URLs that must not reach a visitor: the URLs, hosts, credentials, long path and query parts. */
export function listUpstreamSecrets(upstreams: readonly string[]): string[] {
  const secrets = new Set<string>();
  for (const upstream of upstreams) {
    secrets.add(upstream);
    let url: URL;
    try {
      url = new URL(upstream);
    } catch {
      continue;
    }
    const parts = [
      url.href,
      url.origin,
      url.host,
      url.hostname,
      url.username,
      url.password,
      ...url.pathname.split('/'),
      ...url.searchParams.values(),
      ...url.searchParams.keys(),
    ];
    for (const part of [...parts, ...parts.map(decodeOrKeep)]) {
      if (part.length >= MIN_SECRET_LENGTH) secrets.add(part);
    }
  }
  return [...secrets].sort((a, b) => b.length - a.length);
}

/** Replaces every secret (case-insensitively) in `text` with `[upstream]`. */
export function redactUpstreamSecrets(text: string, secrets: readonly string[]): string {
  let redacted = text;
  for (const secret of secrets) {
    const escaped = secret.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    redacted = redacted.replace(new RegExp(escaped, 'gi'), '[upstream]');
  }
  return redacted;
}
