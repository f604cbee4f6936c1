import { AppError } from '../errors/AppError.ts';
import { formatConfigIssues } from './formatConfigIssues.ts';
import { type SiteConfig, type SiteConfigInput, siteConfigSchema } from './siteConfigSchema.ts';
import { unwrapUnionIssues } from './unwrapUnionIssues.ts';

/** The environment variables the site reads; everything else in the environment is ignored. */
export type SiteEnv = Readonly<Record<string, string | undefined>>;

const RPC_ENV_PREFIX = 'PUBLIC_RPC_URLS_';
const PROJECT_ID_ENV = 'PUBLIC_WALLETCONNECT_PROJECT_ID';

/** Applies `PUBLIC_WALLETCONNECT_PROJECT_ID` and `PUBLIC_RPC_URLS_<chainId>` from `env` to the owner's config. */
function applyEnvOverrides(input: SiteConfigInput, env: SiteEnv): SiteConfigInput {
  const projectId = env[PROJECT_ID_ENV]?.trim();
  const chains = input.chains.map((chain) => {
    const fromEnv = env[`${RPC_ENV_PREFIX}${chain.id}`];
    if (fromEnv === undefined || fromEnv.trim() === '') return chain;
    const rpcUrls = fromEnv
      .split(',')
      .map((url) => url.trim())
      .filter((url) => url !== '');
    return { ...chain, rpcUrls };
  });
  return projectId ? { ...input, chains, walletConnectProjectId: projectId } : { ...input, chains };
}

/** Validates the owner's config with the environment applied; throws CONFIG_INVALID naming each bad field. */
export function resolveSiteConfig(input: SiteConfigInput, env: SiteEnv = {}): SiteConfig {
  const result = siteConfigSchema.safeParse(applyEnvOverrides(input, env));
  if (result.success) return result.data;
  const details = formatConfigIssues(unwrapUnionIssues(result.error.issues));
  throw new AppError('CONFIG_INVALID', {
    message: `Invalid site config:\n${details}`,
    detail: { key: 'TEXT', values: { text: details } },
  });
}
