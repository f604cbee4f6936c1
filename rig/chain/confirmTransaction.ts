import type { BaseContract, Contract, Provider, TransactionReceipt } from 'ethers';

/**
 * The receipt of the transaction `hash`, asked for every 10 ms, 10 s at most; fails if it reverted. ethers'
 * `wait()` and `waitForDeployment()` can miss a transaction anvil mines just after answering
 * eth_sendTransaction, then wait for a next block that automine never makes: seeding chains on a busy machine
 * hung now and then until the test's timeout.
 */
export async function confirmTransaction(
  provider: Provider,
  hash: string,
  timeoutMs = 10_000,
): Promise<TransactionReceipt> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const receipt = await provider.getTransactionReceipt(hash);
    if (receipt) {
      if (receipt.status !== 1) throw new Error(`transaction ${hash} reverted`);
      return receipt;
    }
    if (Date.now() > deadline) throw new Error(`no receipt for transaction ${hash} after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/** The provider `contract` sends through (its signer's). */
function providerOf(contract: BaseContract): Provider {
  const provider = contract.runner?.provider;
  if (!provider) throw new Error('the contract has no provider to send through');
  return provider;
}

/** Calls `method(...args)` on `contract` as a transaction and waits for its receipt ({@link confirmTransaction}). */
export async function sendAndConfirm(contract: Contract, method: string, ...args: unknown[]): Promise<void> {
  const sent = await contract.getFunction(method).send(...args);
  await confirmTransaction(providerOf(contract), sent.hash);
}

/** Waits until `contract`, just deployed, is mined ({@link confirmTransaction}). */
export async function confirmDeployment(contract: BaseContract): Promise<void> {
  const deployment = contract.deploymentTransaction();
  if (!deployment) throw new Error('the contract was not deployed by this process');
  await confirmTransaction(providerOf(contract), deployment.hash);
}
