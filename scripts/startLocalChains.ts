/**
 * Starts local anvil chains standing in for every chain of site.config.ts (ids 1, 8453, 42161 by default),
 * seeded with the test world (alice.eth holds balances of every configured token), and prints the
 * PUBLIC_RPC_URLS_<id> variables that point the site at them. Stop with Ctrl-C.
 *
 *   node --experimental-strip-types scripts/startLocalChains.ts
 *   PUBLIC_RPC_URLS_1=… PUBLIC_RPC_URLS_8453=… PUBLIC_RPC_URLS_42161=… npm start   # in another terminal
 */
import { startSiteWorld } from '../tests/support/startSiteWorld.ts';

const world = await startSiteWorld();
console.log('Local chains are up. Build and serve the site against them with:\n');
console.log(
  `${world.chains.map((chain) => `PUBLIC_RPC_URLS_${chain.chainId}=${chain.rpcUrl}`).join(' ')} npm start\n`,
);
console.log(`Then open http://127.0.0.1:8787/?address=alice.eth (alice is ${world.accounts.alice.address}).`);
const stop = async () => {
  await world.stop();
  process.exit(0);
};
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
