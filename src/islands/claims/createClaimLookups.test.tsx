import { describe, expect, inject, it } from 'vitest';
import { createTraffic, readersOf } from '../../../rig/browserTests/createTraffic.ts';
import type { ClaimListView, ClaimProbe } from '../../lib/claims/claimTypes.ts';
import { createClaimLookups, KEPT_ACCOUNTS } from './createClaimLookups.ts';

const config = inject('panelConfig');
const { alice, bob, mallory } = inject('worldAccounts');
const harbor = config.claimLists.find((list) => list.name === 'Harbor airdrop');
if (!harbor) throw new Error('The test config has no Harbor airdrop.');
/** The Harbor airdrop as a site whose files were never deployed would name it: every file answers 404. */
const missing: ClaimListView = { ...harbor, id: `${harbor.id}-missing`, filesId: '0123456789abcdef' };

/** Lookups of `lists`' files, each probe they report recorded, with the page's fetch of files steered. */
function setUp(lists: readonly ClaimListView[] = [harbor as ClaimListView]) {
  const traffic = createTraffic(readersOf(config));
  const heard: [string, Map<string, ClaimProbe>][] = [];
  const lookups = createClaimLookups(
    () => lists,
    (account, probes) => heard.push([account, probes]),
  );
  return { traffic, heard, lookups };
}

/** Every lookup of `account` in `lookups`, settled. */
const settledOf = (lookups: ReturnType<typeof setUp>['lookups'], account: string) =>
  Promise.all([...lookups.of(account).values()].map((lookup) => lookup.settled));

describe('createClaimLookups', () => {
  it("finds an account's leaf in its list's shard, reading the index file and then one shard", async () => {
    const { traffic, heard, lookups } = setUp();
    await settledOf(lookups, alice.address);
    const probe = lookups.probesOf(alice.address).get(harbor.id);
    expect(probe).toMatchObject({ kind: 'shard', leaf: { account: alice.address.toLowerCase() } });
    expect(probe?.kind === 'shard' && probe.leaf?.amount).toBe(BigInt(alice.harborAirdrop ?? -1));
    expect(traffic.calls.files.map(({ path }) => path.split('/').slice(3, 4)[0])).toEqual(['i', 's']);
    expect(heard).toEqual([[alice.address.toLowerCase(), lookups.probesOf(alice.address)]]);
  });

  it('says an account not on the list is absent, or not in the shard that would hold it', async () => {
    const { lookups } = setUp();
    await settledOf(lookups, mallory.address);
    const probe = lookups.probesOf(mallory.address).get(harbor.id);
    expect(probe?.kind === 'absent' || (probe?.kind === 'shard' && probe.leaf === null)).toBe(true);
  });

  it("looks an account's files up once, whatever the case of its address", async () => {
    const { traffic, lookups } = setUp();
    const first = lookups.of(bob.address);
    await settledOf(lookups, bob.address.toLowerCase());
    expect(lookups.of(bob.address.toUpperCase().replace('0X', '0x'))).toBe(first);
    expect(traffic.calls.files).toHaveLength(2);
  });

  it('gives every list as pending before it is asked, for no account, and while its files load', async () => {
    const { traffic, lookups } = setUp([harbor, missing]);
    const pending = new Map([
      [harbor.id, { kind: 'pending' }],
      [missing.id, { kind: 'pending' }],
    ]);
    expect(lookups.probesOf(null)).toEqual(pending);
    expect(lookups.probesOf(alice.address)).toEqual(pending);
    traffic.plan('file', 'hold', 'hold');
    lookups.of(alice.address);
    await traffic.settled();
    expect(lookups.probesOf(alice.address)).toEqual(pending);
    expect(traffic.heldCount('file')).toBe(2);
    await traffic.release('file');
    await traffic.release('file');
    expect(lookups.probesOf(alice.address).get(harbor.id)?.kind).toBe('shard');
  });

  it('gives a failed probe, saying the status, for a file that answers 404', async () => {
    const { lookups } = setUp([missing]);
    await settledOf(lookups, alice.address);
    expect(lookups.probesOf(alice.address).get(missing.id)).toEqual({
      kind: 'failed',
      error: expect.objectContaining({
        code: 'CLAIMS_FILE_FAILED',
        detail: {
          key: 'HTTP_STATUS',
          values: { endpoint: expect.stringContaining('/claims/0123456789abcdef/i/'), status: 404 },
        },
      }),
    });
  });

  it.each([
    ['an index that does not load', ['fail']],
    ['a corrupt index', ['truncate']],
    ['a corrupt shard', ['pass', 'truncate']],
  ] as const)(
    'gives a failed probe for %s; restart loads the files again past the cache',
    async (_, fates) => {
      const { traffic, heard, lookups } = setUp();
      traffic.plan('file', ...fates);
      await settledOf(lookups, alice.address);
      expect(lookups.probesOf(alice.address).get(harbor.id)).toMatchObject({
        kind: 'failed',
        error: { code: 'CLAIMS_FILE_FAILED' },
      });
      const asked = traffic.calls.files.length;
      lookups.restart(alice.address.toLowerCase(), harbor);
      expect(lookups.probesOf(alice.address).get(harbor.id)).toEqual({ kind: 'pending' });
      await settledOf(lookups, alice.address);
      expect(lookups.probesOf(alice.address).get(harbor.id)?.kind).toBe('shard');
      expect(traffic.calls.files.slice(asked).map(({ reload }) => reload)).toEqual([true, true]);
      expect(heard.at(-1)?.[1].get(harbor.id)?.kind).toBe('shard');
    },
  );

  it('keeps a restarted lookup when the one it replaced settles later', async () => {
    const { traffic, heard, lookups } = setUp();
    traffic.plan('file', 'hold');
    lookups.of(alice.address);
    await traffic.settled();
    traffic.plan('file', 'fail');
    lookups.restart(alice.address, harbor);
    await traffic.settled();
    expect(lookups.probesOf(alice.address).get(harbor.id)?.kind).toBe('failed');
    const reports = heard.length;
    await traffic.release('file');
    expect(lookups.probesOf(alice.address).get(harbor.id)?.kind).toBe('failed');
    expect(heard).toHaveLength(reports);
  });

  it(`keeps the last ${KEPT_ACCOUNTS} accounts asked about, and looks a forgotten one up anew`, async () => {
    const { traffic, lookups } = setUp();
    const accounts = Array.from(
      { length: KEPT_ACCOUNTS + 1 },
      (_, index) => `0x${(index + 1).toString(16).padStart(40, '0')}`,
    );
    const [first, second, ...others] = accounts;
    if (!first || !second) throw new Error('No accounts.');
    await Promise.all(accounts.map((account) => settledOf(lookups, account)));
    const [firstLookups, secondLookups] = [lookups.of(first), lookups.of(second)];
    const asked = traffic.calls.files.length;
    // Asked about again, the second is among the latest: the first is the one forgotten.
    for (const account of others) lookups.of(account);
    expect(lookups.of(second)).toBe(secondLookups);
    expect(lookups.of(first)).not.toBe(firstLookups);
    await settledOf(lookups, first);
    // Its files were fetched already for it: they are shared, not fetched again.
    expect(traffic.calls.files).toHaveLength(asked);
  });

  it('fetches each file once, however many accounts need it', async () => {
    const { traffic, lookups } = setUp();
    const accounts = [alice.address, bob.address, mallory.address];
    await Promise.all(accounts.map((account) => settledOf(lookups, account)));
    const paths = traffic.calls.files.map(({ path }) => path);
    expect(new Set(paths).size).toBe(paths.length);
    expect(lookups.probesOf(bob.address).get(harbor.id)).toMatchObject({
      kind: 'shard',
      leaf: { amount: BigInt(bob.harborAirdrop ?? -1) },
    });
  });
});
