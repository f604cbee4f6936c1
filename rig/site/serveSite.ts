import { join } from 'node:path';
import { startWranglerDev, wranglerDevArgs } from './startWranglerDev.ts';

const ROOT = join(import.meta.dirname, '..', '..');

/** A built site served by `wrangler dev` (Cloudflare's workerd runtime) on 127.0.0.1. */
export interface ServedSite {
  url: string;
  /** Everything wrangler printed so far. */
  output(): string;
  stop(): Promise<void>;
}

/** How to serve a build: which project copy's wrangler.toml (and Worker, and gateway policy) and its variables. */
export interface ServeOptions {
  /** The project (or copy of it) whose `wrangler.toml` runs: its Worker and `.gateway/policy.json`. */
  root?: string;
  /** Worker variables, passed as `--var NAME:VALUE` (e.g. `RPC_UPSTREAMS_1`). */
  vars?: Record<string, string>;
}

/**
 * Serves the built site in `dir` through `wrangler dev` as production would, on ports of its own: the project's
 * `wrangler.toml` (static assets, and the `/rpc/*` gateway Worker with the policy its build wrote), with `vars`
 * as Worker variables. Stopping ends the whole process group and waits for it to exit.
 */
export async function serveSite(
  dir: string,
  { root = ROOT, vars = {} }: ServeOptions = {},
): Promise<ServedSite> {
  const server = await startWranglerDev(
    (ports) => [
      ...wranglerDevArgs(join(root, 'wrangler.toml'), ports),
      '--assets',
      dir,
      '--log-level',
      'warn',
      ...Object.entries(vars).flatMap(([name, value]) => ['--var', `${name}:${value}`]),
    ],
    { cwd: root, isReady: async (url) => (await fetch(`${url}/`)).ok },
  );
  return { url: server.url, output: server.printed, stop: server.stop };
}
