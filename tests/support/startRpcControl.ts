import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FaultOptions, RpcFault, RpcProxy } from '../fixtures/rpcProxy/startRpcProxy.ts';

/** What a test asks of the control server: set a chain's fault, clear all, or list a chain's requests. */
export type RpcControlRequest =
  | { action: 'fault'; chainId: number; fault: RpcFault; options?: FaultOptions }
  | { action: 'reset' }
  | { action: 'requests'; chainId: number };

/**
 * An HTTP endpoint on 127.0.0.1 through which Playwright workers steer the RPC proxies that live in the
 * global-setup process (faults, request logs).
 */
export async function startRpcControl(proxies: ReadonlyMap<number, RpcProxy>) {
  const server = createServer(async (req, res) => {
    let body = '';
    for await (const chunk of req) body += chunk;
    try {
      const command = JSON.parse(body) as RpcControlRequest;
      let answer: unknown = null;
      if (command.action === 'reset') {
        for (const proxy of proxies.values()) {
          proxy.setFault('none');
          proxy.reset();
        }
      } else {
        const proxy = proxies.get(command.chainId);
        if (!proxy) throw new Error(`no proxy for chain ${command.chainId}`);
        if (command.action === 'fault') proxy.setFault(command.fault, command.options);
        else answer = proxy.requests;
      }
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(answer));
    } catch (error) {
      res.writeHead(400, { 'content-type': 'text/plain' }).end(String(error));
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
