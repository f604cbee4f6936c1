import { commands } from 'vitest/browser';
import { injectedWalletScript } from '../injectedWallet/injectedWalletScript.ts';
import type { InjectedWalletOptions } from '../injectedWallet/installInjectedWallet.ts';
import type { StartedInjectedWallet } from './walletPageCommands.ts';

/**
 * Puts rig/injectedWallet's browser wallet in the test page and announces it (EIP-6963): its script runs here,
 * its Node side (accounts, the local chains it reads, every request it received) in Vitest's process. The page
 * keeps it until the test file ends, as a browser keeps an extension.
 */
export async function announceInjectedWallet(options: InjectedWalletOptions): Promise<StartedInjectedWallet> {
  const started = await commands.startInjectedWallet(options);
  const page = window as unknown as { __testWalletRequest(request: unknown): Promise<unknown> };
  page.__testWalletRequest = (request) =>
    commands.answerInjectedWallet(started.id, request as { method: string; params: unknown });
  injectedWalletScript(started.info);
  return started;
}
