import type { IncomingMessage, Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** The whole body of a request, as text. */
export async function collectBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

/** A proxy's server listening on 127.0.0.1: its port, and a stop that can be called more than once. */
export interface LoopbackServer {
  port: number;
  stop(): Promise<void>;
}

/**
 * Listens with `server` on a free port of 127.0.0.1. `stop` aborts the proxy's calls to its target
 * (`upstreamAbort`), closes every connection and resolves once the server is closed.
 */
export async function serveOnLoopback(
  server: Server,
  upstreamAbort: AbortController,
): Promise<LoopbackServer> {
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', resolve);
  });
  const { port } = server.address() as AddressInfo;
  let stopping: Promise<void> | undefined;
  return {
    port,
    stop() {
      stopping ??= new Promise<void>((resolve) => {
        upstreamAbort.abort();
        server.close(() => resolve());
        server.closeAllConnections();
      });
      return stopping;
    },
  };
}
