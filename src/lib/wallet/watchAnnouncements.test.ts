import { describe, expect, it } from 'vitest';
import { announcedWalletName, MAX_WALLET_NAME_LENGTH, watchAnnouncements } from './watchAnnouncements.ts';

const provider = { request: async () => null };
const announce = (page: EventTarget, uuid: string, name = 'Test Wallet') =>
  page.dispatchEvent(
    new CustomEvent('eip6963:announceProvider', {
      detail: { info: { uuid, name, rdns: 'io.test' }, provider },
    }),
  );

describe('watchAnnouncements', () => {
  it('asks the wallets to announce themselves, then reports each well-formed announcement as it comes', () => {
    const page = new EventTarget();
    const asked: string[] = [];
    page.addEventListener('eip6963:requestProvider', () => asked.push('asked'));
    const seen: string[] = [];
    watchAnnouncements(page, (announcement) => seen.push(`${announcement.uuid} ${announcement.name}`));
    announce(page, 'a1');
    page.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail: { info: {}, provider } }));
    page.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail: { info: { uuid: 'c3' } } }));
    announce(page, 'b2', 'Other');
    announce(page, 'a1', 'Again');
    expect(asked).toEqual(['asked']);
    expect(seen).toEqual(['a1 Test Wallet', 'b2 Other', 'a1 Again']);
  });
});

describe('announcedWalletName', () => {
  it('cleans the name and bounds it, falling back when nothing is left', () => {
    expect(announcedWalletName(' Test\u200b  Wallet ', 'fallback')).toBe('Test Wallet');
    expect([...announcedWalletName('x'.repeat(100), 'fallback')]).toHaveLength(MAX_WALLET_NAME_LENGTH);
    expect(announcedWalletName('\u200b ', 'fallback')).toBe('fallback');
  });
});
