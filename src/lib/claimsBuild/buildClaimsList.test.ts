import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { isAppError } from '../errors/AppError.ts';
import { buildClaimsList } from './buildClaimsList.ts';

const fixture = (name: string) => readFileSync(new URL(`./fixtures/${name}`, import.meta.url), 'utf8');

describe('buildClaimsList', () => {
  it('builds the same files, id and root from a CSV and from the JSON merkle-distributor makes of it', () => {
    const fromCsv = buildClaimsList({
      file: 'a.csv',
      text: fixture('three-dev-accounts.csv'),
      label: 'a.csv',
    });
    const fromJson = buildClaimsList({
      file: 'a.json',
      text: fixture('three-dev-accounts.json'),
      label: 'a.json',
    });
    expect(fromCsv.root).toBe('0xfa438d67adba59048c48cd14c4cd5ff18d99a4e4e2729b3cf81b51c46223bd22');
    expect(fromJson).toEqual(fromCsv);
    expect(fromCsv).toMatchObject({ entries: 3, tokenTotal: 750n, layout: { indexFiles: 1, shards: 1 } });
    expect([...fromCsv.files.keys()]).toEqual(['i/all.bin', 's/0.bin']);
    expect(fromCsv.id).toMatch(/^[0-9a-f]{16}$/);
  });

  it('gives another id to another list, so a changed list never reuses a cached URL', () => {
    const one = buildClaimsList({ file: 'a.csv', text: fixture('three-dev-accounts.csv'), label: 'a.csv' });
    const other = buildClaimsList({ file: 'b.csv', text: fixture('example.csv'), label: 'b.csv' });
    expect(other.id).not.toBe(one.id);
    expect(other.root).toBe('0xdefa96435aec82d201dbd2e5f050fb4e1fef5edac90ce1e03953f916a5e1132d');
  });

  it('fails naming the list for a wrong proof, and when no layout fits the limits', () => {
    const wrong = JSON.parse(fixture('three-dev-accounts.json'));
    wrong.claims['0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'].proof.reverse();
    const label = 'claims/a.json (claims[0], "Airdrop")';
    const messageOf = (run: () => unknown) => {
      try {
        run();
      } catch (error) {
        if (isAppError(error, 'CLAIMS_LIST_INVALID')) return error.message;
        throw error;
      }
      return 'built';
    };
    expect(messageOf(() => buildClaimsList({ file: 'a.json', text: JSON.stringify(wrong), label }))).toBe(
      `Invalid claims list ${label}:\n- 0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266: proof does not lead to merkleRoot (it differs from the tree's at step 1 of 2): claiming with it would fail`,
    );
    expect(
      messageOf(() =>
        buildClaimsList(
          { file: 'a.csv', text: fixture('three-dev-accounts.csv'), label },
          { maxCheckBytes: 40 },
        ),
      ),
    ).toContain(
      'its 3 entries cannot be cut into at most 19,000 files with at most 40 bytes fetched per check',
    );
  });
});
