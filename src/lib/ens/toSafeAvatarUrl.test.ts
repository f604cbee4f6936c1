import { describe, expect, it } from 'vitest';
import { toSafeAvatarUrl } from './toSafeAvatarUrl.ts';

const ENS = { ipfsGateway: 'https://ipfs.io/ipfs/', avatarHosts: ['https://euc.li'] };
const CID = 'QmYwAPJzv5CZsnA625s3Xf2nemtYgPpHdWEz79ojWnPbdG';

describe('toSafeAvatarUrl', () => {
  const cases: [string, string | null, string | null][] = [
    ['no record', null, null],
    ['an empty record', '  ', null],
    ['https on an allowed host', 'https://euc.li/alice.eth', 'https://euc.li/alice.eth'],
    ['https on the gateway host', `https://ipfs.io/ipfs/${CID}`, `https://ipfs.io/ipfs/${CID}`],
    ['ipfs:// through the gateway', `ipfs://${CID}`, `https://ipfs.io/ipfs/${CID}`],
    [
      'ipfs://ipfs/ through the gateway',
      `ipfs://ipfs/${CID}/avatar.png`,
      `https://ipfs.io/ipfs/${CID}/avatar.png`,
    ],
    ['https on another host', 'https://tracker.example/pixel.gif', null],
    ['plain http', 'http://euc.li/alice.eth', null],
    ['credentials in the URL', 'https://user:pass@euc.li/x', null],
    ['a data: URL', 'data:image/svg+xml,<svg onload=alert(1)>', null],
    ['javascript:', 'javascript:alert(1)', null],
    [
      'an NFT avatar (needs metadata fetches)',
      'eip155:1/erc721:0xb47e3cd837dDF8e4c57F05d70Ab865de6e193BBB/1',
      null,
    ],
    ['ipfs with path traversal', `ipfs://${CID}/../../etc`, null],
    ['a huge record', `https://euc.li/${'a'.repeat(5000)}`, null],
    ['markup', '<img src=x onerror=alert(1)>', null],
  ];
  it.each(cases)('%s', (_name, record, expected) => {
    expect(toSafeAvatarUrl(record, ENS)).toBe(expected);
  });
});
