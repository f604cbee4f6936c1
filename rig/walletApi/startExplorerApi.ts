import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One reply of the stand-in: a status, a content type and a body. */
export interface ExplorerReply {
  status: number;
  type: string;
  body: string | Uint8Array;
}

/** What {@link startExplorerApi} serves. */
export interface ExplorerApiOptions {
  /** The body of `GET /v3/wallets`, whatever the query. */
  answer: unknown;
  /** Icon bytes by image id, for `GET /v3/logo/md/<image id>`. */
  icons: ReadonlyMap<string, Uint8Array>;
  /** Replies that replace the usual ones, by path (`/v3/wallets`, `/v3/logo/md/<image id>`): a 500, a bad icon. */
  faults?: Readonly<Record<string, ExplorerReply>>;
}

/** A running stand-in: its base URL, every request it received, and a way to stop it. */
export interface ExplorerApi {
  url: string;
  requests: URL[];
  stop(): Promise<void>;
}

/** The usual reply for a path: the answer, an icon, or 404. */
function reply(path: string, options: ExplorerApiOptions): ExplorerReply {
  if (path === '/v3/wallets')
    return { status: 200, type: 'application/json', body: JSON.stringify(options.answer) };
  const icon = path.startsWith('/v3/logo/md/')
    ? options.icons.get(path.slice('/v3/logo/md/'.length))
    : undefined;
  if (icon) return { status: 200, type: icon[0] === 0x3c ? 'image/svg+xml' : 'image/png', body: icon };
  return { status: 404, type: 'application/json', body: '{"message":"not found"}' };
}

/**
 * Stands in for WalletConnect's explorer API (https://explorer-api.walletconnect.com) on 127.0.0.1: the wallet
 * list and icons by image id, with the faults a test asks for. It records every request, query included.
 */
export async function startExplorerApi(options: ExplorerApiOptions): Promise<ExplorerApi> {
  const requests: URL[] = [];
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    requests.push(url);
    const { status, type, body } = options.faults?.[url.pathname] ?? reply(url.pathname, options);
    response.writeHead(status, { 'content-type': type }).end(body);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', resolve);
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    stop: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
