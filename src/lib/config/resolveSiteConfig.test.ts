import { describe, expect, it } from 'vitest';
import { detailInEnglish } from '../../../rig/i18n/inEnglish.ts';
import { testSiteConfigInput as siteConfigInput } from '../../../rig/site/testSiteConfig.ts';
import { isAppError } from '../errors/AppError.ts';
import { resolveSiteConfig } from './resolveSiteConfig.ts';
import type { SiteConfigInput } from './siteConfigSchema.ts';

type Path = readonly (string | number)[];

/** The tests' config with the value at `path` replaced, as an owner's typo would. */
function withValue(path: Path, value: unknown): SiteConfigInput {
  const config: Record<string | number, unknown> = structuredClone(siteConfigInput);
  let node = config;
  for (const key of path.slice(0, -1)) node = node[key] as Record<string | number, unknown>;
  node[path[path.length - 1] ?? ''] = value;
  return config as SiteConfigInput;
}

/** The CONFIG_INVALID issue lines thrown for `config`; fails the test when the config is accepted. */
function issuesOf(config: SiteConfigInput, env = {}): string {
  try {
    resolveSiteConfig(config, env);
  } catch (error) {
    if (isAppError(error, 'CONFIG_INVALID')) return detailInEnglish(error.detail);
    throw error;
  }
  throw new Error('config was accepted');
}

const [ethereum, second] = siteConfigInput.chains;
const [usdc] = siteConfigInput.tokens;
const times = <T>(count: number, make: (index: number) => T) =>
  Array.from({ length: count }, (_, i) => make(i));

describe('resolveSiteConfig', () => {
  it('accepts a valid config, filling defaults and checksumming addresses', () => {
    const lowerCase = withValue(['tokens', 0, 'address'], usdc?.address.toLowerCase());
    const config = resolveSiteConfig(lowerCase, {});
    expect(config.chains.map((chain) => chain.id)).toEqual(siteConfigInput.chains.map((chain) => chain.id));
    expect(config.chains[0]?.multicall3).toBe('0xcA11bde05977b3631167028862bE2a173976CA11');
    expect(config.tokens[0]?.address).toBe(usdc?.address);
    expect(config.walletConnectProjectId).toBeUndefined();
    expect(config.ens).toMatchObject({ chainId: siteConfigInput.ens.chainId });
  });

  it('takes the project ID and RPC URLs from PUBLIC_ environment variables only', () => {
    const config = resolveSiteConfig(siteConfigInput, {
      PUBLIC_WALLETCONNECT_PROJECT_ID: 'a'.repeat(32),
      [`PUBLIC_RPC_URLS_${second?.id}`]: ' https://second.example/key1 , http://127.0.0.1:8545 ',
      PUBLIC_RPC_URLS_999999: 'https://ignored.example',
      [`SECRET_RPC_URLS_${ethereum?.id}`]: 'https://ignored.example',
    });
    expect(config.walletConnectProjectId).toBe('a'.repeat(32));
    expect(config.chains[1]?.rpcUrls).toEqual(['https://second.example/key1', 'http://127.0.0.1:8545']);
    expect(config.chains[0]?.rpcUrls).toEqual(ethereum?.rpcUrls);
  });

  it('names the field when a value from the environment breaks a rule', () => {
    expect(
      issuesOf(siteConfigInput, { [`PUBLIC_RPC_URLS_${ethereum?.id}`]: 'http://rpc.example' }),
    ).toContain('chains[0].rpcUrls[0]: must be an https: URL');
    expect(issuesOf(siteConfigInput, { PUBLIC_WALLETCONNECT_PROJECT_ID: 'not-an-id' })).toContain(
      'walletConnectProjectId: must be 32 hexadecimal',
    );
  });

  const cases: [string, Path, unknown, string][] = [
    ['a duplicate chain id', ['chains', 1, 'id'], 1, 'chains[1].id: must be unique'],
    ['a zero chain id', ['chains', 0, 'id'], 0, 'chains[0].id: must be a positive integer'],
    ['a fractional chain id', ['chains', 0, 'id'], 1.5, 'chains[0].id: must be a whole number'],
    ['empty rpcUrls', ['chains', 2, 'rpcUrls'], [], 'chains[2].rpcUrls: must list at least one'],
    [
      'a plain http RPC',
      ['chains', 0, 'rpcUrls'],
      ['http://rpc.example'],
      'chains[0].rpcUrls[0]: must be an https:',
    ],
    [
      'an RPC that is not a URL',
      ['chains', 0, 'rpcUrls'],
      ['rpc.example'],
      'chains[0].rpcUrls[0]: must be an https:',
    ],
    [
      'a non-https explorer',
      ['chains', 0, 'explorerUrl'],
      'ftp://x',
      'chains[0].explorerUrl: must be an https:',
    ],
    [
      'native decimals of 256',
      ['chains', 0, 'nativeCurrency', 'decimals'],
      256,
      'chains[0].nativeCurrency.decimals: must be between 0 and 255',
    ],
    ['a short token address', ['tokens', 0, 'address'], '0x1234', 'tokens[0].address: must be a 0x address'],
    [
      'a token address with a bad checksum',
      ['tokens', 0, 'address'],
      '0xa0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48',
      'tokens[0].address: must be a 0x address',
    ],
    [
      'a token on an unknown chain',
      ['tokens', 0, 'chainId'],
      999_999,
      'tokens[0].chainId: must be the id of a configured',
    ],
    ['token decimals of -1', ['tokens', 1, 'decimals'], -1, 'tokens[1].decimals: must be between 0 and 255'],
    ['token decimals of 2.5', ['tokens', 1, 'decimals'], 2.5, 'tokens[1].decimals: must be a whole number'],
    ['a token listed twice', ['tokens', 3], usdc, 'tokens[3].address: is listed twice'],
    [
      'a short project ID',
      ['walletConnectProjectId'],
      'abc',
      'walletConnectProjectId: must be 32 hexadecimal',
    ],
    [
      '17 chains',
      ['chains'],
      times(17, (i) => ({ ...ethereum, id: i + 1 })),
      'chains: must list 16 chains at most',
    ],
    ['101 tokens', ['tokens'], times(101, () => usdc), 'tokens: must list 100 tokens at most'],
    ['ENS on an unknown chain', ['ens'], { chainId: 5 }, 'ens.chainId: must be the id of a configured chain'],
    ['a blank name', ['name'], '  ', 'name: must not be empty'],
    [
      'an accent too light for white text',
      ['theme', 'accent'],
      '#ffee00',
      'theme.accent: must be dark enough',
    ],
    [
      'a script link',
      ['links', 1],
      { label: 'x', href: 'javascript:alert(1)' },
      'links[1].href: must be a path',
    ],
    [
      'a protocol-relative link',
      ['links', 1],
      { label: 'x', href: '//evil.example' },
      'links[1].href: must be a path on the site starting with a single / (not //host)',
    ],
    [
      'a protocol-relative link written with a backslash',
      ['links', 1],
      { label: 'x', href: '/\\evil.example' },
      'links[1].href: must be a path on the site',
    ],
    [
      'a protocol-relative link hiding a tab',
      ['links', 1],
      { label: 'x', href: '/\t/evil.example' },
      'links[1].href: must be a path on the site',
    ],
  ];

  const vault = '0xae7ab96520DE3A18E5e111B5EaAb095312D7fE84';
  const call = {
    chainId: ethereum?.id,
    address: vault,
    label: 'Staked shares',
    signature: 'function sharesOf(address) view returns (uint256)',
    args: ['$account'],
    format: { kind: 'amount', decimals: 18, symbol: 'shares' },
  };
  const feed = { chainId: ethereum?.id, address: vault };
  cases.push(
    [
      'a price feed on an unknown chain',
      ['tokens', 0, 'priceFeed'],
      { ...feed, chainId: 999 },
      'tokens[0].priceFeed.chainId: must be the id of a configured chain',
    ],
    [
      'a price feed with a bad address',
      ['chains', 0, 'nativeCurrency', 'priceFeed'],
      { ...feed, address: '0x12' },
      'chains[0].nativeCurrency.priceFeed.address: must be a 0x address',
    ],
    [
      'a zero maxAgeSeconds',
      ['tokens', 0, 'priceFeed'],
      { ...feed, maxAgeSeconds: 0 },
      'tokens[0].priceFeed.maxAgeSeconds: must be a positive',
    ],
    [
      'a sequencer feed that is not an address',
      ['chains', 1, 'sequencerUptimeFeed'],
      'uptime',
      'chains[1].sequencerUptimeFeed: must be a 0x address',
    ],
    [
      'an NFT of an unknown standard',
      ['nfts'],
      [{ chainId: ethereum?.id, address: vault, name: 'X', standard: 'erc20' }],
      "nfts[0].standard: must be 'erc721' or 'erc1155'",
    ],
    [
      'an ERC-1155 without token ids',
      ['nfts'],
      [{ chainId: ethereum?.id, address: vault, name: 'X', standard: 'erc1155', tokenIds: [] }],
      'nfts[0].tokenIds: must list at least one',
    ],
    [
      'a token id that is not decimal',
      ['nfts'],
      [{ chainId: ethereum?.id, address: vault, name: 'X', standard: 'erc1155', tokenIds: ['0x01'] }],
      'nfts[0].tokenIds[0]: must be a token id written in decimal',
    ],
    [
      '51 token ids',
      ['nfts'],
      [
        {
          chainId: ethereum?.id,
          address: vault,
          name: 'X',
          standard: 'erc1155',
          tokenIds: times(51, String),
        },
      ],
      'nfts[0].tokenIds: must list 50 token ids at most',
    ],
    [
      'an NFT on an unknown chain',
      ['nfts'],
      [{ chainId: 999, address: vault, name: 'X', standard: 'erc721' }],
      'nfts[0].chainId: must be the id of a configured chain',
    ],
    [
      'a governance token with a bad checksum',
      ['governance'],
      [{ chainId: ethereum?.id, token: vault.toLowerCase().replace('0xae', '0xAe'), name: 'DAO' }],
      'governance[0].token: must be a 0x address',
    ],
    [
      'a call that writes',
      ['calls'],
      [{ ...call, signature: 'function stake(address) returns (uint256)' }],
      'calls[0].signature: must be a view or pure function',
    ],
    [
      'a call that does not parse',
      ['calls'],
      [{ ...call, signature: 'sharesOf(' }],
      'calls[0].signature: must be a human-readable function',
    ],
    [
      'a call whose return the format cannot show',
      ['calls'],
      [{ ...call, format: { kind: 'address' } }],
      'calls[0].format.kind: cannot show a uint256 as address',
    ],
    [
      'a call with the wrong number of args',
      ['calls'],
      [{ ...call, args: [] }],
      'calls[0].args: must hold 1 value',
    ],
    [
      'a call with an unknown format',
      ['calls'],
      [{ ...call, format: { kind: 'percent' } }],
      "calls[0].format.kind: must be one of 'amount'",
    ],
    [
      'a call on an unknown chain',
      ['calls'],
      [{ ...call, chainId: 999 }],
      'calls[0].chainId: must be the id of a configured chain',
    ],
  );

  const [airdrop] = siteConfigInput.claims;
  cases.push(
    [
      'a claims list on an unknown chain',
      ['claims', 0, 'chainId'],
      999,
      'claims[0].chainId: must be the id of a configured chain',
    ],
    [
      'a distributor that is not an address',
      ['claims', 0, 'distributor'],
      '0x12',
      'claims[0].distributor: must be a 0x address',
    ],
    [
      'a distributor listed twice on one chain',
      ['claims', 1],
      airdrop,
      'claims[1].distributor: is listed twice',
    ],
    [
      'claims decimals of 256',
      ['claims', 0, 'decimals'],
      256,
      'claims[0].decimals: must be between 0 and 255',
    ],
    ['a blank list name', ['claims', 0, 'name'], ' ', 'claims[0].name: must not be empty'],
    [
      'a plain http claim URL',
      ['claims', 0, 'claimUrl'],
      'http://claim.example',
      'claims[0].claimUrl: must be an https: URL',
    ],
    [
      'a list file outside the repository',
      ['claims', 0, 'file'],
      '../lists/airdrop.json',
      'claims[0].file: must be a path in the repository to a .json or .csv file',
    ],
    [
      'an absolute list file',
      ['claims', 0, 'file'],
      '/etc/airdrop.json',
      'claims[0].file: must be a path in the repository',
    ],
    [
      'a list file of another kind',
      ['claims', 0, 'file'],
      'claims/airdrop.xlsx',
      'claims[0].file: must be a path',
    ],
    [
      'an opening time without a time zone',
      ['claims', 0, 'opensAt'],
      '2030-06-01T12:00:00',
      'claims[0].opensAt: must be an ISO 8601 time with its time zone',
    ],
    [
      'an opening time that is no date',
      ['claims', 0, 'opensAt'],
      '2030-13-45T99:00:00Z',
      'claims[0].opensAt: must be an ISO 8601',
    ],
    [
      'a window that closes before it opens',
      ['claims', 1, 'closesAt'],
      '2098-12-31T23:59:59Z',
      'claims[1].closesAt: must be later than opensAt',
    ],
    ['9 claims lists', ['claims'], times(9, () => airdrop), 'claims: must list 8 lists at most'],
    [
      'a list format it does not know (never a fallback to the default)',
      ['claims', 0, 'format'],
      'open-zeppelin',
      "claims[0].format: must be 'merkle-distributor' or 'openzeppelin'",
    ],
    [
      'a root getter that returns no bytes32',
      ['claims', 2, 'root'],
      'function merkleRoot() view returns (uint256)',
      'claims[2].root: must take nothing and return bytes32',
    ],
    [
      'a claimed getter that writes',
      ['claims', 3, 'claimed'],
      'function hasClaimed(uint256) returns (bool)',
      'claims[3].claimed: must be a view function: this page only reads',
    ],
  );

  it.each(cases)('rejects %s, naming the field and the rule', (_name, path, value, expected) => {
    expect(issuesOf(withValue(path, value))).toContain(expected);
  });

  const unknownFields: [string, Path, unknown, string][] = [
    [
      'a misspelt top-level field',
      ['themes'],
      { accent: '#1d4ed8' },
      'themes: unknown field; did you mean `theme`?',
    ],
    ['a top-level field with nothing close', ['colours'], {}, 'colours: unknown field'],
    [
      'a misspelt chain field',
      ['chains', 0, 'rpcUrl'],
      [],
      'chains[0].rpcUrl: unknown field; did you mean `rpcUrls`?',
    ],
    [
      'a misspelt field of a chain’s native currency',
      ['chains', 0, 'nativeCurrency', 'decimal'],
      18,
      'chains[0].nativeCurrency.decimal: unknown field; did you mean `decimals`?',
    ],
    [
      'a misspelt field of a native currency’s price feed',
      ['chains', 0, 'nativeCurrency', 'priceFeed', 'maxAgeSecond'],
      60,
      'chains[0].nativeCurrency.priceFeed.maxAgeSecond: unknown field; did you mean `maxAgeSeconds`?',
    ],
    [
      'a misspelt token field',
      ['tokens', 1, 'decimal'],
      6,
      'tokens[1].decimal: unknown field; did you mean `decimals`?',
    ],
    [
      'a token field with nothing close',
      ['tokens', 0, 'colour'],
      'red',
      'tokens[0].colour: unknown field; known fields: chainId, address, symbol, decimals, name, priceFeed',
    ],
    [
      'a misspelt field of a token’s price feed',
      ['tokens', 0, 'priceFeed', 'chainID'],
      1,
      'tokens[0].priceFeed.chainID: unknown field; did you mean `chainId`?',
    ],
    [
      'token ids on an ERC-721',
      ['nfts', 0, 'tokenIds'],
      ['1'],
      'nfts[0].tokenIds: unknown field; known fields: chainId, address, name, standard',
    ],
    [
      'a misspelt ERC-1155 field',
      ['nfts', 1, 'tokenId'],
      ['1'],
      'nfts[1].tokenId: unknown field; did you mean `tokenIds`?',
    ],
    [
      'an address for a governance token',
      ['governance', 0, 'address'],
      usdc?.address,
      'governance[0].address: unknown field; known fields: chainId, token, name',
    ],
    [
      'a misspelt call field',
      ['calls', 0, 'fromat'],
      {},
      'calls[0].fromat: unknown field; did you mean `format`?',
    ],
    [
      'a misspelt field of a call’s format',
      ['calls', 0, 'format', 'decimal'],
      18,
      'calls[0].format.decimal: unknown field; did you mean `decimals`?',
    ],
    [
      'decimals on a count',
      ['calls', 4, 'format', 'decimals'],
      0,
      'calls[4].format.decimals: unknown field; known fields: kind',
    ],
    [
      'a misspelt claims field',
      ['claims', 0, 'claimURL'],
      'https://x.example',
      'claims[0].claimURL: unknown field; did you mean `claimUrl`?',
    ],
    [
      'a misspelt ENS field',
      ['ens', 'avatarHost'],
      [],
      'ens.avatarHost: unknown field; did you mean `avatarHosts`?',
    ],
    [
      'a misspelt theme field',
      ['theme', 'acent'],
      '#1d4ed8',
      'theme.acent: unknown field; did you mean `accent`?',
    ],
    [
      'a link field with nothing close',
      ['links', 0, 'target'],
      '_blank',
      'links[0].target: unknown field; known fields: label, href',
    ],
  ];

  it.each(unknownFields)(
    'rejects %s, naming the field and the nearest known one, or the known ones',
    (_name, path, value, expected) => {
      expect(issuesOf(withValue(path, value))).toContain(expected);
    },
  );

  it('accepts links to a path on the site and to an https: URL', () => {
    const links = [
      { label: 'Privacy', href: '/privacy' },
      { label: 'FAQ', href: '/#faq' },
      { label: 'Docs', href: 'https://docs.test.example/guide' },
    ];
    expect(resolveSiteConfig(withValue(['links'], links), {}).links.map((link) => link.href)).toEqual(
      links.map((link) => link.href),
    );
  });

  it('names ENS settings whose only field is misspelt by their fields, not as one invalid value', () => {
    const issues = issuesOf(withValue(['ens'], { chainid: ethereum?.id }));
    expect(issues).toContain('ens.chainId: must be a number');
    expect(issues).toContain('ens.chainid: unknown field; did you mean `chainId`?');
  });

  it('reports every unknown field at once, one line each, beside every other mistake', () => {
    const config = structuredClone(siteConfigInput) as Record<string, unknown> & typeof siteConfigInput;
    Object.assign(config, { colours: {} });
    Object.assign(config.tokens[0] ?? {}, { decimal: 6, colour: 'red', address: '0x12' });
    Object.assign(config.chains[1]?.nativeCurrency ?? {}, { decimal: 18 });
    Object.assign(config.claims[1] ?? {}, {
      claimURL: 'https://x.example',
      closesAt: '2098-12-31T23:59:59Z',
    });
    const lines = issuesOf(config).split('\n');
    expect(lines).toEqual(
      expect.arrayContaining([
        '- colours: unknown field',
        '- tokens[0].address: must be a 0x address of 40 hex characters with a valid checksum',
        '- tokens[0].decimal: unknown field; did you mean `decimals`?',
        '- tokens[0].colour: unknown field; known fields: chainId, address, symbol, decimals, name, priceFeed',
        '- chains[1].nativeCurrency.decimal: unknown field; did you mean `decimals`?',
        '- claims[1].claimURL: unknown field; did you mean `claimUrl`?',
        '- claims[1].closesAt: must be later than opensAt',
      ]),
    );
    expect(lines).toHaveLength(7);
  });

  it('accepts claims lists with and without a window, offsets included', () => {
    const config = resolveSiteConfig(withValue(['claims', 1, 'closesAt'], '2099-06-01T12:00:00+02:00'), {});
    expect(config.claims.map((entry) => [entry.file, entry.opensAt ?? null, entry.closesAt ?? null])).toEqual(
      [
        ['claims/harbor-airdrop.json', null, null],
        ['claims/early-supporters.csv', '2099-01-01T00:00:00Z', '2099-06-01T12:00:00+02:00'],
        ['claims/community-drop.json', null, null],
        ['claims/sablier-campaign.json', null, null],
      ],
    );
    expect(config.claims[0]?.distributor).toBe(airdrop?.distributor);
  });

  it('fills in each list’s format and root getter, and keeps the getters the entry names', () => {
    const config = resolveSiteConfig(withValue(['claims', 1, 'closesAt'], '2099-06-01T12:00:00+02:00'), {});
    expect(config.claims.map((entry) => [entry.format, entry.root, entry.claimed])).toEqual([
      ['merkle-distributor', 'function merkleRoot() view returns (bytes32)', undefined],
      ['merkle-distributor', 'function merkleRoot() view returns (bytes32)', undefined],
      [
        'openzeppelin',
        'function merkleRoot() view returns (bytes32)',
        'function claimedAmount(address) view returns (uint256)',
      ],
      [
        'openzeppelin',
        'function MERKLE_ROOT() view returns (bytes32)',
        'function hasClaimed(uint256) view returns (bool)',
      ],
    ]);
    // Left out, the claimed getter defaults by the list's leaves, which only the build reads (toPanelConfig).
    const plain = resolveSiteConfig(withValue(['claims', 2, 'claimed'], undefined), {});
    expect(plain.claims[2]?.claimed).toBeUndefined();
  });
});
