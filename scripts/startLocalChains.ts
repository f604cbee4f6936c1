/**
 * Starts local anvil chains standing in for every chain of site.config.ts, whatever its chains and tokens:
 * each configured token answers at its address, alice (`alice.eth` on the ENS chain) holds some of each, and
 * the script prints the PUBLIC_RPC_URLS_<id> variables that point the site at them. Stop with Ctrl-C.
 *
 *   node --experimental-strip-types scripts/startLocalChains.ts
 *   PUBLIC_RPC_URLS_1=… PUBLIC_RPC_URLS_8453=… npm start   # in another terminal
 */

import { startStandInWorld } from '../rig/chain/startStandInWorld.ts';
import { siteConfig } from '../site.config.ts';

const world = await startStandInWorld(siteConfig);
console.log('Local chains are up. Build and serve the site against them with:\n');
console.log(
  `${world.chains.map((chain) => `PUBLIC_RPC_URLS_${chain.chainId}=${chain.rpcUrl}`).join(' ')} npm start\n`,
);
console.log(
  `Then open http://127.0.0.1:8787/?address=${world.accounts.alice.address} (alice.eth where ENS is on).`,
);
const stop = async () => {
  await world.stop();
  process.exit(0);
};
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
