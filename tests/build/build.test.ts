import { readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildSite } from '../support/buildSite.ts';
import { copySiteSource } from '../support/copySiteSource.ts';

const WORK = join(tmpdir(), `site-build-test-${process.pid}`);

afterAll(async () => {
  await rm(WORK, { recursive: true, force: true });
});

/** The output of a build that must fail. */
async function failedBuild(outDir: string, env: Record<string, string>, root?: string): Promise<string> {
  try {
    await buildSite(outDir, env, root);
  } catch (error) {
    return String(error);
  }
  throw new Error('the build succeeded');
}

/** Every file below `dir`, with its content. */
async function readTree(dir: string): Promise<{ path: string; text: string }[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return Promise.all(
    entries
      .filter((entry) => entry.isFile())
      .map(async (entry) => {
        const path = join(entry.parentPath, entry.name);
        return { path, text: (await readFile(path)).toString('latin1') };
      }),
  );
}

describe('npm run build', () => {
  it('fails on a bad value from the environment, naming the field and the rule', async () => {
    const output = await failedBuild(join(WORK, 'env'), { PUBLIC_RPC_URLS_8453: 'http://rpc.example' });
    expect(output).toContain('chains[1].rpcUrls[0]: must be an https: URL (plain http: only for localhost)');
  }, 120_000);

  it('fails on a mistake in site.config.ts, naming every field and rule', async () => {
    const root = join(WORK, 'source');
    await copySiteSource(root);
    const configPath = join(root, 'site.config.ts');
    const config = (await readFile(configPath, 'utf8'))
      .replace("chainId: 42161,\n      address: '0x912CE5", "chainId: 10,\n      address: '0x912CE5")
      .replace("accent: '#4f46e5'", "accent: '#fafafa'");
    await writeFile(configPath, config);
    const output = await failedBuild(join(WORK, 'source-out'), {}, root);
    expect(output).toContain('tokens[2].chainId: must be the id of a configured chain (1, 8453, 42161)');
    expect(output).toContain('theme.accent: must be dark enough for white text');
    expect(output, 'a config mistake is reported without a stack trace').not.toContain('Stack trace');
  }, 120_000);

  it('warns without a project ID, and lets no secret from the environment into dist', async () => {
    const outDir = join(WORK, 'secrets');
    const secrets = {
      RPC_API_KEY: 'secret-rpc-key-4f1d2c9b',
      CLOUDFLARE_API_TOKEN: 'secret-cloudflare-token-77aa1e',
      DEPLOYER_PRIVATE_KEY: '0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d',
    };
    const output = await buildSite(outDir, {
      ...secrets,
      PUBLIC_RPC_URLS_1: 'https://rpc.example/public-key-visible-by-design',
    });
    expect(output).toContain('No WalletConnect project ID');
    const files = await readTree(outDir);
    for (const [name, value] of Object.entries(secrets)) {
      const leaks = files.filter((file) => file.text.includes(value)).map((file) => file.path);
      expect(leaks, `${name} leaked into`).toEqual([]);
    }
    expect(files.some((file) => file.text.includes('public-key-visible-by-design'))).toBe(true);
  }, 120_000);
});
