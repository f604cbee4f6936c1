import type { TestControlRequest } from '../control/startTestControl.ts';
import type { FaultOptions, RpcFault } from '../rpcProxy/startRpcProxy.ts';
import { loadE2eState } from './e2eState.ts';

/** Sends one command to the control server of global setup. */
async function control<T>(command: TestControlRequest): Promise<T> {
  const response = await fetch(loadE2eState().controlUrl, {
    method: 'POST',
    body: JSON.stringify(command),
  });
  if (!response.ok) throw new Error(await response.text());
  return (await response.json()) as T;
}

/** Makes the RPC endpoint of `chainId` misbehave (see startRpcProxy). */
export const setRpcFault = (chainId: number, fault: RpcFault, options?: FaultOptions) =>
  control<null>({ action: 'fault', chainId, fault, ...(options ? { options } : {}) });

/** Clears every fault and request log, and makes the relay accept sockets again. */
export const resetRpc = () => control<null>({ action: 'reset' });

/** Drops every socket the relay holds, as a relay restart would; clients reconnect. */
export const dropRelayConnections = () => control<null>({ action: 'relayDrop' });

/** Makes the relay refuse (false) or accept (true) new sockets. */
export const setRelayAvailable = (available: boolean) =>
  control<null>({ action: 'relayAvailable', available });
