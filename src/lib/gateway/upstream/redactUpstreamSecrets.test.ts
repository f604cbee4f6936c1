import { describe, expect, it } from 'vitest';
import { listUpstreamSecrets, redactUpstreamSecrets } from './redactUpstreamSecrets.ts';

const URLS = [
  'https://eth.provider.example/v3/key-9f2c0a17d4',
  'https://user:pa55word@other.example:8545/rpc?apikey=abc123def',
];

describe('redactUpstreamSecrets', () => {
  const secrets = listUpstreamSecrets(URLS);

  it('lists the URLs, hosts, credentials and long path and query parts, but not short ones', () => {
    expect(secrets).toEqual(
      expect.arrayContaining([
        URLS[0],
        'eth.provider.example',
        'key-9f2c0a17d4',
        'other.example:8545',
        'other.example',
        'pa55word',
        'abc123def',
        'apikey',
      ]),
    );
    expect(secrets).not.toContain('v3');
    expect(secrets).not.toContain('rpc');
  });

  it('removes every secret, case-insensitively, longest first', () => {
    const message =
      'project KEY-9F2C0A17D4 over quota at https://eth.provider.example/v3/key-9f2c0a17d4; see other.example';
    const redacted = redactUpstreamSecrets(message, secrets);
    expect(redacted).toBe('project [upstream] over quota at [upstream]; see [upstream]');
  });

  it('leaves other text and regex characters alone', () => {
    expect(redactUpstreamSecrets('execution reverted: a.b*c', listUpstreamSecrets(['http://a.b*c/']))).toBe(
      'execution reverted: a.b*c',
    );
    expect(redactUpstreamSecrets('execution reverted', secrets)).toBe('execution reverted');
  });

  it('skips a URL that does not parse, apart from the whole string', () => {
    expect(listUpstreamSecrets(['not a url'])).toEqual(['not a url']);
  });
});
