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
  it('asks the wallets to announce themselves, then reports each wallet once, well-formed ones only', () => {
    const page = new EventTarget();
    const asked: string[] = [];
    page.addEventListener('eip6963:requestProvider', () => asked.push('asked'));
    const seen: string[] = [];
    watchAnnouncements((announcement) => seen.push(announcement.uuid), page);
    announce(page, 'a1');
    announce(page, 'a1', 'Again');
    page.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail: { info: {}, provider } }));
    announce(page, 'b2');
    expect(asked).toEqual(['asked']);
    expect(seen).toEqual(['a1', 'b2']);
  });

  it('stops listening when told to', () => {
    const page = new EventTarget();
    const seen: string[] = [];
    const stop = watchAnnouncements((announcement) => seen.push(announcement.uuid), page);
    stop();
    announce(page, 'a1');
    expect(seen).toEqual([]);
  });
});

describe('announcedWalletName', () => {
  it('cleans the name and bounds it, falling back when nothing is left', () => {
    expect(announcedWalletName(' Test\u200b  Wallet ', 'fallback')).toBe('Test Wallet');
    expect([...announcedWalletName('x'.repeat(100), 'fallback')]).toHaveLength(MAX_WALLET_NAME_LENGTH);
    expect(announcedWalletName('\u200b ', 'fallback')).toBe('fallback');
  });
});
