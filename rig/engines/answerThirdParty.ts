import type { IncomingMessage, ServerResponse } from 'node:http';
import { AVATAR } from '../e2e/routeAvatars.ts';
import { ATTESTATION_PAGE } from '../walletconnect/stubVerify.ts';

/** The production relay hosts; their sockets go to the local relay. */
export const RELAY_HOSTS = ['relay.walletconnect.org', 'relay.walletconnect.com'] as const;
const VERIFY_HOSTS = ['verify.walletconnect.org', 'verify.walletconnect.com'];
const AVATAR_HOSTS = ['euc.li'];

/** Every third-party host the stand-ins answer (over TLS); the proxy refuses any other. */
export const THIRD_PARTY_HOSTS: readonly string[] = [...RELAY_HOSTS, ...VERIFY_HOSTS, ...AVATAR_HOSTS];

/**
 * Answers one HTTPS request to a third-party host as the Chromium suite's routes do: WalletConnect's Verify
 * attestation at once (so connecting skips its 5 s timeout), the ENS avatar host with a small PNG, and 404
 * for anything else.
 */
export function answerThirdParty(request: IncomingMessage, response: ServerResponse): void {
  const host = (request.headers.host ?? '').replace(/:\d+$/, '');
  const { pathname } = new URL(request.url ?? '/', `https://${host}`);
  if (VERIFY_HOSTS.includes(host) && pathname.endsWith('/attestation')) {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(ATTESTATION_PAGE);
  } else if (AVATAR_HOSTS.includes(host)) {
    response.writeHead(200, { 'content-type': 'image/png' }).end(AVATAR);
  } else {
    response.writeHead(404, { 'content-type': 'application/json' }).end('{}');
  }
}
