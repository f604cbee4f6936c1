import { DEV_ACCOUNTS } from './devAccounts.ts';

/** Labels of the world's accounts. */
export type WorldAccountName = 'alice' | 'bob' | 'empty' | 'mallory';

/** A world account: anvil dev key, the ENS name pointing at it and the reverse record it claims (chain 1). */
export type WorldAccount = {
  address: string;
  privateKey: string;
  ensName: string | null;
  reverseRecord: string | null;
  primaryName: string | null;
};

/** alice, bob, mallory: anvil dev accounts #0, #1, #3; `empty`: dev account #2 with its ETH removed. */
export const worldAccounts: Record<WorldAccountName, WorldAccount> = {
  alice: { ...DEV_ACCOUNTS[0], ensName: 'alice.eth', reverseRecord: 'alice.eth', primaryName: 'alice.eth' },
  bob: { ...DEV_ACCOUNTS[1], ensName: 'bob.eth', reverseRecord: null, primaryName: null },
  empty: { ...DEV_ACCOUNTS[2], ensName: null, reverseRecord: null, primaryName: null },
  mallory: { ...DEV_ACCOUNTS[3], ensName: null, reverseRecord: 'alice.eth', primaryName: null },
};
