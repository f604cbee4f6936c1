import { describe, expect, it } from 'vitest';
import { buildClaimsList } from '../claimsBuild/buildClaimsList.ts';
import { AppError } from '../errors/AppError.ts';
import { lookupClaimProbe } from './lookupClaimProbe.ts';

const accounts = Array.from(
  { length: 600 },
  (_, entry) => `0x${(entry * 7_919 + 1).toString(16).padStart(40, '0')}`,
);
const list = buildClaimsList({
  file: 'list.csv',
  text: accounts.map((account, entry) => `${account},${entry + 1}`).join('\n'),
  label: 'list.csv',
});
const view = { filesId: list.id, prefixDigits: list.layout.prefixDigits };

/** Serves the list's files by URL and records what was asked. */
function server(change: (path: string, file: Uint8Array) => Uint8Array | null = (_, file) => file) {
  const asked: string[] = [];
  const fetchBytes = async (url: string) => {
    asked.push(url);
    const path = url.replace(`/claims/${list.id}/`, '');
    const file = list.files.get(path);
    const served = file ? change(path, file) : null;
    if (!served)
      throw new AppError('CLAIMS_FILE_FAILED', {
        detail: { key: 'HTTP_STATUS', values: { endpoint: url, status: 404 } },
      });
    return served;
  };
  return { asked, fetchBytes };
}

describe('lookupClaimProbe', () => {
  it('fetches the index file, then the one shard, and finds the account in any letter case', async () => {
    const { asked, fetchBytes } = server();
    const account = accounts[123] ?? '';
    const probe = await lookupClaimProbe(view, account.toUpperCase().replace('0X', '0x'), fetchBytes);
    expect(probe).toMatchObject({
      kind: 'shard',
      leaf: { account, amount: 124n, index: expect.any(Number) },
    });
    expect(asked).toHaveLength(2);
    expect(asked[0]).toMatch(new RegExp(`^/claims/${list.id}/i/(all|[0-9a-f]+)\\.bin$`));
    expect(asked[1]).toMatch(new RegExp(`^/claims/${list.id}/s/\\d+\\.bin$`));
  });

  it('stops after the index for an address it does not hold', async () => {
    const { asked, fetchBytes } = server();
    expect(await lookupClaimProbe(view, `0x${'1'.repeat(40)}`, fetchBytes)).toEqual({ kind: 'absent' });
    expect(asked).toHaveLength(1);
  });

  it('gives a failed probe, never a throw, for a missing or malformed file', async () => {
    const missingShard = server((path, file) => (path.startsWith('s/') ? null : file));
    expect(await lookupClaimProbe(view, accounts[5] ?? '', missingShard.fetchBytes)).toMatchObject({
      kind: 'failed',
      error: {
        code: 'CLAIMS_FILE_FAILED',
        detail: { key: 'HTTP_STATUS', values: expect.objectContaining({ status: 404 }) },
      },
    });
    const garbled = server((path, file) => (path.startsWith('i/') ? file.slice(0, 7) : file));
    expect(await lookupClaimProbe(view, accounts[5] ?? '', garbled.fetchBytes)).toMatchObject({
      kind: 'failed',
      error: { code: 'CLAIMS_FILE_FAILED' },
    });
  });
});
