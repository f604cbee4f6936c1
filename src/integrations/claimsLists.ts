import { fileURLToPath } from 'node:url';
import type { AstroIntegration, AstroIntegrationLogger } from 'astro';
import type { BuiltClaimsList } from '../lib/claimsBuild/claimsBuildTypes.ts';
import { listDeadlineWarnings } from '../lib/config/listDeadlineWarnings.ts';
import type { SiteConfig } from '../lib/config/siteConfigSchema.ts';
import { isAppError } from '../lib/errors/AppError.ts';
import { buildClaimsLists } from './buildClaimsLists.ts';
import { panelConfigModule } from './panelConfigModule.ts';
import { writeClaimsFiles } from './writeClaimsFiles.ts';

const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;

/**
 * Builds the config's claims lists once per build (validated, as a tree, cut into shards) and writes their
 * files to `dist/claims/<list id>/`; the island's config module (src/integrations/panelConfigModule.ts) gets
 * what the build made of each list. `astro dev` reads the chains directly (it has no /rpc/* Worker) and serves
 * the files from memory. A bad list ends the build naming the file, the entry, where and
 * the rule, without a stack trace, as a config mistake does. An entry giving both a `deadline` getter and a
 * `closesAt` is warned of: the build cannot read the chain to compare them.
 */
export function claimsLists(config: SiteConfig): AstroIntegration {
  let root = '';
  let built: Promise<BuiltClaimsList[]> | null = null;
  const build = () => {
    built ??= buildClaimsLists(root, config.claims);
    return built;
  };
  return {
    name: 'claims-lists',
    hooks: {
      'astro:config:setup': ({ config: astroConfig, command, updateConfig }) => {
        root = fileURLToPath(astroConfig.root);
        const viaGateway = config.rpcGateway && command === 'build';
        updateConfig({
          vite: {
            plugins: [
              panelConfigModule(config, viaGateway, async () =>
                (await build()).map((list) => ({
                  id: list.id,
                  root: list.root,
                  prefixDigits: list.layout.prefixDigits,
                  entries: list.entries,
                  encoding: list.encoding,
                })),
              ),
              {
                name: 'claims-lists',
                configureServer(server) {
                  server.middlewares.use((request, response, next) => {
                    const match = /^\/claims\/([0-9a-f]+)\/([is]\/[0-9a-z]+\.bin)$/.exec(request.url ?? '');
                    if (!match) return next();
                    build().then(
                      (lists) => {
                        const file = lists.find((list) => list.id === match[1])?.files.get(match[2] ?? '');
                        if (!file) return next();
                        response.setHeader('Content-Type', 'application/octet-stream');
                        response.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
                        response.end(file);
                      },
                      (error: unknown) => next(error),
                    );
                  });
                },
              },
            ],
          },
        });
      },
      'astro:build:start': async ({ logger }) => reportBuiltLists(config, build, logger),
      'astro:build:done': async ({ dir, logger }) => {
        const lists = await build();
        if (lists.length === 0) return;
        const written = await writeClaimsFiles(fileURLToPath(dir), lists);
        logger.info(`${written} claims file(s) written to claims/`);
      },
    },
  };
}

/**
 * Builds the lists at the build's start and logs what each became, then the warnings of entries whose deadline
 * the build cannot check; a bad list ends the build with its message, without a stack trace.
 */
async function reportBuiltLists(
  config: SiteConfig,
  build: () => Promise<BuiltClaimsList[]>,
  logger: AstroIntegrationLogger,
): Promise<void> {
  const started = performance.now();
  let lists: BuiltClaimsList[];
  try {
    lists = await build();
  } catch (error) {
    if (isAppError(error, 'CLAIMS_LIST_INVALID')) {
      console.error(`\n${error.message}\n\nFix the list (or its entry in site.config.ts) and build again.\n`);
      process.exit(1);
    }
    throw error;
  }
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  for (const [index, list] of lists.entries()) {
    const { layout } = list;
    logger.info(
      `claims[${index}] ${config.claims[index]?.file}: ${list.entries.toLocaleString('en-US')} entries, root ${list.root}, ${layout.indexFiles} index file(s) + ${layout.shards} shard(s), at most ${kib(layout.maxIndexBytes + layout.maxShardBytes)} per check`,
    );
  }
  if (lists.length > 0) logger.info(`claims lists built in ${seconds} s`);
  for (const warning of listDeadlineWarnings(config.claims)) logger.warn(warning);
}
