import { describe, expect, it } from 'vitest';
import {
  type ExplorerAnswer,
  explorerAnswerSchema,
  toWalletApps,
  type WalletAppsOptions,
} from './toWalletApps.ts';

type Listing = ExplorerAnswer['listings'][string];

const OPTIONS: WalletAppsOptions = {
  count: 12,
  api: 'https://explorer.example/',
  projectId: '0123456789abcdef0123456789abcdef',
  source: 'the tests',
};

/** A mobile EVM wallet of the tests' own, as the explorer lists one; `index` makes it distinct. */
function listing(index: number, fields: Partial<Listing> = {}): Listing {
  return {
    id: index.toString(16).padStart(64, '0'),
    name: `Wallet ${index}`,
    image_id: `image-${index}`,
    image_url: { md: `https://explorer.example/v3/logo/md/image-${index}` },
    mobile: { native: `wallet${index}://`, universal: '' },
    chains: ['eip155:1', 'eip155:8453'],
    ...fields,
  };
}

/** An answer listing `listings` in this order, keyed by id as the explorer does. */
const answerOf = (...listings: Listing[]): ExplorerAnswer => ({
  listings: Object.fromEntries(listings.map((entry) => [entry.id, entry])),
});

const names = (answer: ExplorerAnswer, options: Partial<WalletAppsOptions> = {}) =>
  toWalletApps(answer, { ...OPTIONS, ...options }).picked.map((candidate) => candidate.app.name);

describe('toWalletApps', () => {
  it('makes an entry of each wallet, its icon asked of the API by image_id with the project id', () => {
    const { picked, skipped } = toWalletApps(
      answerOf(
        listing(1, { name: ' Trust  Wallet ', mobile: { native: 'trust:', universal: 'https://t.example' } }),
      ),
      OPTIONS,
    );
    expect(skipped).toEqual([]);
    expect(picked).toEqual([
      {
        app: {
          id: listing(1).id,
          name: 'Trust  Wallet',
          native: 'trust:',
          universal: 'https://t.example',
          source: 'the tests',
        },
        iconName: 'trust-wallet',
        iconUrl: 'https://explorer.example/v3/logo/md/image-1?projectId=0123456789abcdef0123456789abcdef',
      },
    ]);
  });

  it('keeps the API order and the first count wallets', () => {
    const answer = answerOf(listing(9), listing(3), listing(7), listing(1));
    expect(names(answer)).toEqual(['Wallet 9', 'Wallet 3', 'Wallet 7', 'Wallet 1']);
    expect(names(answer, { count: 2 })).toEqual(['Wallet 9', 'Wallet 3']);
  });

  it('leaves out, silently, wallets without a mobile link or without EVM chains', () => {
    const answer = answerOf(
      listing(1, { mobile: { native: '', universal: ' ' } }),
      listing(2, { mobile: null }),
      listing(3, { chains: ['solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'] }),
      listing(4, { chains: [] }),
      listing(5, { mobile: { native: null, universal: 'https://w5.example' } }),
    );
    expect(toWalletApps(answer, OPTIONS)).toMatchObject({
      picked: [{ app: { name: 'Wallet 5' } }],
      skipped: [],
    });
  });

  it('skips, saying why, wallets whose entry would be invalid, and fills the count with later ones', () => {
    const answer = answerOf(
      listing(1, { mobile: { native: 'bybitapp://open/route?targetUrl=by://', universal: null } }),
      listing(2, { mobile: { native: 'javascript:', universal: null } }),
      listing(3, { mobile: { native: null, universal: 'http://w3.example' } }),
      listing(4, { id: 'not-hex', name: 'Bad id' }),
      listing(5, { name: 'Wallet 6' }),
      listing(6),
      listing(7, { image_id: null, image_url: null }),
      listing(8),
    );
    const { picked, skipped } = toWalletApps(answer, { ...OPTIONS, count: 2 });
    expect(picked.map((candidate) => candidate.app.name)).toEqual(['Wallet 6', 'Wallet 8']);
    expect(skipped).toEqual([
      { name: 'Wallet 1', reason: expect.stringMatching(/^- native: must be <scheme>:/) },
      { name: 'Wallet 2', reason: expect.stringMatching(/^- native: must be <scheme>:/) },
      { name: 'Wallet 3', reason: expect.stringMatching(/^- universal: must be an https: URL/) },
      { name: 'Bad id', reason: expect.stringMatching(/^- id: must be 64 lower-case hex/) },
      { name: 'Wallet 6', reason: 'another wallet has the same id or name' },
      { name: 'Wallet 7', reason: 'the explorer gives no icon' },
    ]);
  });

  it('falls back to image_url.md for the icon, but only an https: one', () => {
    const pick = toWalletApps(
      answerOf(
        listing(1, { image_id: null, image_url: { md: 'https://cdn.example/w1.png' } }),
        listing(2, { image_id: '', image_url: { md: 'http://cdn.example/w2.png' } }),
      ),
      OPTIONS,
    );
    expect(pick.picked.map((candidate) => candidate.iconUrl)).toEqual(['https://cdn.example/w1.png']);
    expect(pick.skipped).toEqual([{ name: 'Wallet 2', reason: 'the explorer gives no icon' }]);
  });

  it('names icons after the wallet, unique, and after the id when the name has no latin letters', () => {
    const answer = answerOf(
      listing(1, { name: 'OKX Wallet' }),
      listing(2, { name: 'OKX-Wallet!' }),
      listing(3, { name: '比特派' }),
      listing(4, { name: '  Rabby (Beta) 2.0 ' }),
    );
    expect(toWalletApps(answer, OPTIONS).picked.map((candidate) => candidate.iconName)).toEqual([
      'okx-wallet',
      `okx-wallet-${listing(2).id.slice(0, 8)}`,
      `wallet-${listing(3).id.slice(0, 8)}`,
      'rabby-beta-2-0',
    ]);
  });

  it('reads the explorer answer shape, keeping its order, and refuses another shape', () => {
    const raw = JSON.parse(JSON.stringify(answerOf(listing(2), listing(1)))) as unknown;
    const parsed = explorerAnswerSchema.parse({ ...(raw as object), count: 2, total: 500 });
    expect(names(parsed)).toEqual(['Wallet 2', 'Wallet 1']);
    expect(explorerAnswerSchema.safeParse({ data: [] }).success).toBe(false);
  });
});
