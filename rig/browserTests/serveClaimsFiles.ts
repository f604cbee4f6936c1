import type { Plugin } from 'vite';
import type { TestProject } from 'vitest/node';
import type { BuiltClaimsList } from '../../src/lib/claimsBuild/claimsBuildTypes.ts';

const NAME = 'browser-tests-claims-files';

/** What {@link claimsFilesPlugin} lets the global setup do: hand it the lists whose files it serves. */
interface ClaimsFilesApi {
  serve(lists: readonly BuiltClaimsList[]): void;
}

/**
 * Serves the claims lists' files on the test page's own origin, at `/claims/<list id>/<path>` as the built site
 * does (cached for good), and answers 404 for any other file under `/claims/`. The lists come from the global
 * setup ({@link serveClaimsFiles}); until then, each request waits for them.
 */
export function claimsFilesPlugin(): Plugin<ClaimsFilesApi> {
  let give: (lists: readonly BuiltClaimsList[]) => void = () => undefined;
  const served = new Promise<readonly BuiltClaimsList[]>((resolve) => {
    give = resolve;
  });
  return {
    name: NAME,
    api: { serve: (lists) => give(lists) },
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        const match = /^\/claims\/([0-9a-f]+)\/(.+)$/.exec(request.url ?? '');
        if (!match) return next();
        served.then((lists) => {
          const file = lists.find((list) => list.id === match[1])?.files.get(match[2] ?? '');
          if (!file) {
            response.statusCode = 404;
            response.end();
            return;
          }
          response.setHeader('Content-Type', 'application/octet-stream');
          response.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
          response.end(file);
        }, next);
      });
    },
  };
}

/** Has `project`'s server (the test page's origin) serve `lists`' files, through {@link claimsFilesPlugin}. */
export function serveClaimsFiles(project: TestProject, lists: readonly BuiltClaimsList[]): void {
  const plugin = project.vite.config.plugins.find((candidate) => candidate.name === NAME) as
    | Plugin<ClaimsFilesApi>
    | undefined;
  if (!plugin?.api) throw new Error(`The project "${project.name}" has no ${NAME} plugin.`);
  plugin.api.serve(lists);
}
