import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FaultOptions, RpcFault, RpcProxy } from '../rpcProxy/startRpcProxy.ts';
import type { Relay } from '../walletconnect/startRelay.ts';

/** What a test asks of the control server: RPC faults, or the relay dropping or refusing sockets. */
export type TestControlRequest =
  | { action: 'fault'; chainId: number; fault: RpcFault; options?: FaultOptions }
  | { action: 'reset' }
  | { action: 'relayDrop' }
  | { action: 'relayAvailable'; available: boolean };

/**
 * An HTTP endpoint on 127.0.0.1 through which Playwright workers steer what lives in the global-setup
 * process: the RPC proxies (faults) and the WalletConnect relay.
 */
export async function startTestControl(proxies: ReadonlyMap<number, RpcProxy>, relay: Relay) {
  const server = createServer(async (req, res) => {
    let body = '';
    for await (const chunk of req) body += chunk;
    try {
      const command = JSON.parse(body) as TestControlRequest;
      if (command.action === 'reset') {
        for (const proxy of proxies.values()) {
          proxy.setFault('none');
          proxy.reset();
        }
        relay.setAvailable(true);
      } else if (command.action === 'relayDrop') {
        relay.dropAllConnections();
      } else if (command.action === 'relayAvailable') {
        relay.setAvailable(command.available);
      } else {
        const proxy = proxies.get(command.chainId);
        if (!proxy) throw new Error(`no proxy for chain ${command.chainId}`);
        proxy.setFault(command.fault, command.options);
      }
      res.writeHead(200, { 'content-type': 'application/json' }).end('null');
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
