import { describe, expect, it } from 'vitest';
import { parseAnnouncement } from './parseAnnouncement.ts';

const provider = { request: async () => null };
const info = { uuid: 'a1', name: 'Test Wallet', icon: 'data:image/svg+xml,<svg/>', rdns: 'io.test' };

describe('parseAnnouncement', () => {
  it('reads a well-formed announcement', () => {
    expect(parseAnnouncement({ info, provider })).toEqual({ ...info, provider });
  });

  it('refuses an announcement without a uuid, info or a provider that can be asked', () => {
    expect(parseAnnouncement(undefined)).toBeNull();
    expect(parseAnnouncement('wallet')).toBeNull();
    expect(parseAnnouncement({ provider })).toBeNull();
    expect(parseAnnouncement({ info: { ...info, uuid: '' }, provider })).toBeNull();
    expect(parseAnnouncement({ info: { ...info, uuid: 7 }, provider })).toBeNull();
    expect(parseAnnouncement({ info })).toBeNull();
    expect(parseAnnouncement({ info, provider: { request: 'no' } })).toBeNull();
  });

  it('keeps only data: image icons, so a wallet cannot make the page fetch a URL', () => {
    const icon = (value: unknown) => parseAnnouncement({ info: { ...info, icon: value }, provider })?.icon;
    expect(icon('https://tracker.example/pixel.png')).toBeNull();
    expect(icon('javascript:alert(1)')).toBeNull();
    expect(icon('data:text/html,<script>')).toBeNull();
    expect(icon(42)).toBeNull();
    expect(icon('data:image/png;base64,AAAA')).toBe('data:image/png;base64,AAAA');
  });

  it('treats other fields as text and caps the rdns', () => {
    const parsed = parseAnnouncement({
      info: { uuid: 'b2', name: { evil: true }, rdns: 'x'.repeat(500) },
      provider,
    });
    expect(parsed?.name).toBe('');
    expect(parsed?.rdns).toHaveLength(100);
  });
});
