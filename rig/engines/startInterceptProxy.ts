import { createServer, request as httpRequest, type IncomingMessage, type ServerResponse } from 'node:http';
import { type AddressInfo, connect, type Socket } from 'node:net';
import type { Duplex } from 'node:stream';
import { TLSSocket } from 'node:tls';
import { answerThirdParty, RELAY_HOSTS, THIRD_PARTY_HOSTS } from './answerThirdParty.ts';
import { createTestCertificate } from './createTestCertificate.ts';

/** A running proxy: its `host:port`, every host the browser asked it for, and a stop. */
export interface InterceptProxy {
  /** `127.0.0.1:<port>`, as a WebDriver `proxy` capability or Firefox's proxy prefs name it. */
  address: string;
  /** `https://host/path` (or `wss://…`) of every third-party request answered, in order. */
  answered: string[];
  /** Every host:port a CONNECT asked for that no stand-in answers (refused, never contacted). */
  refused: string[];
  stop(): Promise<void>;
}

/** Hands a WebSocket upgrade to the local relay byte for byte: the request line and headers, then both ways. */
function pipeToRelay(request: IncomingMessage, socket: Duplex, head: Buffer, relay: URL): void {
  const upstream = connect(Number(relay.port), relay.hostname, () => {
    const headers = [];
    for (let index = 0; index < request.rawHeaders.length; index += 2) {
      const name = request.rawHeaders[index] ?? '';
      const value = name.toLowerCase() === 'host' ? relay.host : request.rawHeaders[index + 1];
      headers.push(`${name}: ${value}\r\n`);
    }
    upstream.write(`GET ${request.url} HTTP/1.1\r\n${headers.join('')}\r\n`);
    upstream.write(head);
    socket.pipe(upstream).pipe(socket);
  });
  upstream.on('error', () => socket.destroy());
  socket.on('error', () => upstream.destroy());
  socket.on('close', () => upstream.destroy());
}

/** Passes a plain-HTTP request for the served site (127.0.0.1) on unchanged; anything else is refused. */
function forwardLocal(request: IncomingMessage, response: ServerResponse): void {
  const target = new URL(request.url ?? '/');
  if (target.hostname !== '127.0.0.1') {
    response.writeHead(403).end();
    return;
  }
  const upstream = httpRequest(target, { method: request.method, headers: request.headers }, (answer) => {
    response.writeHead(answer.statusCode ?? 502, answer.rawHeaders);
    answer.pipe(response);
  });
  upstream.on('error', () => response.destroy());
  request.pipe(upstream);
}

/**
 * Starts an HTTP proxy on 127.0.0.1 for a browser under test: it opens TLS itself (a fresh self-signed
 * certificate, which the session accepts through `acceptInsecureCerts`) for the third-party hosts the page
 * may contact, hands the relay socket to the local relay at `relayUrl`, answers Verify and avatars with
 * stand-ins ({@link answerThirdParty}), and refuses every other host, so nothing leaves the machine. The page
 * itself keeps its production hosts and CSP.
 */
export async function startInterceptProxy(relayUrl: string): Promise<InterceptProxy> {
  const { cert, key } = await createTestCertificate(THIRD_PARTY_HOSTS);
  const relay = new URL(relayUrl);
  const answered: string[] = [];
  const refused: string[] = [];
  const sockets = new Set<Duplex>();
  const inside = createServer((request, response) => {
    answered.push(`https://${request.headers.host}${request.url}`);
    answerThirdParty(request, response);
  });
  inside.on('upgrade', (request: IncomingMessage, socket: Duplex, head: Buffer) => {
    answered.push(`wss://${request.headers.host}${request.url}`);
    const host = (request.headers.host ?? '').replace(/:\d+$/, '');
    if ((RELAY_HOSTS as readonly string[]).includes(host)) pipeToRelay(request, socket, head, relay);
    else socket.destroy();
  });
  const outside = createServer(forwardLocal);
  outside.on('connect', (request: IncomingMessage, socket: Socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => socket.destroy());
    const target = request.url ?? '';
    if (!THIRD_PARTY_HOSTS.some((host) => target === `${host}:443`)) {
      refused.push(target);
      socket.end('HTTP/1.1 403 Forbidden\r\n\r\n');
      return;
    }
    socket.write('HTTP/1.1 200 Connection Established\r\n\r\n');
    const secure = new TLSSocket(socket, { isServer: true, cert, key });
    secure.on('error', () => socket.destroy());
    inside.emit('connection', secure);
  });
  await new Promise<void>((resolve, reject) => {
    outside.once('error', reject);
    outside.listen(0, '127.0.0.1', resolve);
  });
  const { port } = outside.address() as AddressInfo;
  return {
    address: `127.0.0.1:${port}`,
    answered,
    refused,
    stop: async () => {
      for (const socket of sockets) socket.destroy();
      outside.closeAllConnections();
      await new Promise<void>((resolve) => outside.close(() => resolve()));
    },
  };
}
