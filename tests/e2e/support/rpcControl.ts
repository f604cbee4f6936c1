import type { FaultOptions, ProxiedRequest, RpcFault } from '../../fixtures/rpcProxy/startRpcProxy.ts';
import type { RpcControlRequest } from '../../support/startRpcControl.ts';
import { readE2eState } from './e2eState.ts';

/** Sends one command to the RPC control server of global setup. */
async function control<T>(command: RpcControlRequest): Promise<T> {
  const response = await fetch(readE2eState().rpcControlUrl, {
    method: 'POST',
    body: JSON.stringify(command),
  });
  if (!response.ok) throw new Error(await response.text());
  return (await response.json()) as T;
}

/** Makes the RPC endpoint of `chainId` misbehave (see startRpcProxy). */
export const setRpcFault = (chainId: number, fault: RpcFault, options?: FaultOptions) =>
  control<null>({ action: 'fault', chainId, fault, ...(options ? { options } : {}) });

/** Clears every fault and request log. */
export const resetRpc = () => control<null>({ action: 'reset' });

/** Every JSON-RPC request the page made to `chainId` since the last reset. */
export const rpcRequests = (chainId: number) => control<ProxiedRequest[]>({ action: 'requests', chainId });
