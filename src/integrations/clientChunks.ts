import { realpathSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { AppError } from '../lib/errors/AppError.ts';

/** One group of Rolldown's `output.codeSplitting.groups`: the modules it captures become one chunk. */
interface ChunkGroup {
  name: string;
  /** The modules it captures, by id, each with what it imports that no group of higher priority took. */
  test?: RegExp | ((id: string) => boolean);
  /** `$initial`: only what an entry imports statically (the island's component, React's renderer). */
  tags?: '$initial'[];
  priority: number;
}

/** A group keyed on the project's own modules: it captures exactly those files, wherever the project stands. */
interface ModuleGroup {
  name: string;
  /** Paths from the project's root. */
  modules: readonly string[];
  priority: number;
}

/** A built chunk, as far as the check of the groups needs it. */
export interface BuiltChunk {
  name: string;
  moduleIds: readonly string[];
}

/** The name of the chunk that holds WalletConnect's pairing (its UniversalProvider). */
export const WALLETCONNECT_CHUNK = 'walletconnect';
/** Its file's name, or the end of its URL: `walletconnect.<hash>.js`. */
export const WALLETCONNECT_CHUNK_FILE = new RegExp(`(^|/)${WALLETCONNECT_CHUNK}\\.[\\w-]+\\.js$`);

/**
 * The groups keyed on the project's own modules. Each file is resolved when the build starts and must exist:
 * moving or renaming one stops the build until it is named here again. After bundling, the build warns of any
 * that is not in its group's chunk ({@link findMisplacedModules}).
 */
export const MODULE_GROUPS: readonly ModuleGroup[] = [
  {
    name: 'wallet-connector',
    modules: [
      'src/islands/wallet/createWalletStore.ts',
      'src/lib/wallet/walletMethods.ts',
      'src/lib/wallet/guardReadOnly.ts',
      'src/lib/address/checksumAddress.ts',
      'src/lib/address/checksumHexAddress.ts',
    ],
    priority: 3,
  },
  {
    name: WALLETCONNECT_CHUNK,
    modules: ['src/islands/wallet/walletconnect/createWalletConnectConnection.ts'],
    priority: 2,
  },
];

/** A module id as a file path: without the query a plugin may add (`?v=…`). */
const fileOf = (id: string) => id.replace(/\?.*$/, '');

/** The real path of each of `group`'s modules under `root`; a missing one stops the build, named. */
function resolveModules(root: string, group: ModuleGroup): Set<string> {
  return new Set(
    group.modules.map((path) => {
      try {
        return realpathSync(join(root, path));
      } catch (cause) {
        throw new AppError('BUILD_CHUNKS_INVALID', {
          cause,
          message: `The chunk group "${group.name}" names ${path}, which does not exist: name the module's new path in src/integrations/clientChunks.ts.`,
        });
      }
    }),
  );
}

/**
 * The modules WalletConnect and Base Account's SDK both import, as the project's own node_modules hold them (a
 * dependency's nested copy is its own: taking it here would bring it onto the way to the QR code).
 */
const WALLET_SHARED =
  /node_modules[\\/](@noble[\\/]hashes[\\/]esm[\\/](_md|sha2|sha256|hmac)\.js$|idb-keyval[\\/])/;
const isWalletShared = (id: string) => WALLET_SHARED.test(id) && id.split(/node_modules[\\/]/).length === 2;

/**
 * How the browser's code is cut into files, for the project at `root`. Higher priority captures first:
 *
 * - `panel`: everything the island needs to hydrate (React, the panel, its words' loader);
 * - `keccak`, `wallet-connector`: what the page's own connector shares with the account reader and with
 *   WalletConnect, taken first so that neither of those two carries it;
 * - `wallet-shared`: what WalletConnect shares with Base Account's SDK (SHA-256, HMAC, a key-value store on
 *   IndexedDB), so that neither loads the other;
 * - `qrcode`: the QR encoder and the one module it imports;
 * - `walletconnect`: the page's pairing and the UniversalProvider, with all they import that nothing above took.
 */
export function toChunkGroups(root: string): ChunkGroup[] {
  const moduleGroups = MODULE_GROUPS.map((group) => {
    const files = resolveModules(root, group);
    return { name: group.name, test: (id: string) => files.has(fileOf(id)), priority: group.priority };
  });
  return [
    { name: 'panel', tags: ['$initial'], priority: 5 },
    { name: 'keccak', test: /node_modules[\\/]@noble[\\/]hashes[\\/]esm[\\/](sha3|_u64)\.js$/, priority: 4 },
    { name: 'wallet-shared', test: isWalletShared, priority: 3 },
    { name: 'qrcode', test: /node_modules[\\/](qrcode|dijkstrajs)[\\/]/, priority: 3 },
    ...moduleGroups,
  ];
}

/** Each module of {@link MODULE_GROUPS} that the build did not put in its group's chunk, and where it went. */
export function findMisplacedModules(root: string, chunks: readonly BuiltChunk[]): string[] {
  return MODULE_GROUPS.flatMap((group) =>
    [...resolveModules(root, group)].flatMap((file) => {
      const holder = chunks.find((chunk) => chunk.moduleIds.some((id) => fileOf(id) === file));
      if (holder?.name === group.name) return [];
      return [
        `${relative(root, file)} is in ${holder ? `the chunk "${holder.name}"` : 'no chunk'}, not "${group.name}"`,
      ];
    }),
  );
}

/**
 * Cuts the browser's code into few files on the way to the QR code, by {@link toChunkGroups}, while each path
 * still loads only what it needs: a browser wallet and watch mode never load WalletConnect
 * (`tests/build/build.test.ts`). After bundling, it warns if a module of {@link MODULE_GROUPS} left its group:
 * the page still works, in more files; a variant whose code reaches a module another way (the bench's
 * reference page) builds too.
 *
 * The browser build writes no stylesheet of its own: Astro inlines each page's styles from the pages' own build
 * and deletes the browser build's CSS files, and a chunk holding styles would be named, as a stylesheet to wait
 * for, by every `import()` of a chunk that imports it.
 */
export function clientChunks(): AstroIntegration {
  return {
    name: 'client-chunks',
    hooks: {
      'astro:config:setup': ({ config, updateConfig }) => {
        const root = realpathSync(fileURLToPath(config.root));
        const groups = toChunkGroups(root);
        updateConfig({
          vite: {
            plugins: [
              {
                name: 'client-chunks',
                configEnvironment(name) {
                  if (name !== 'client') return;
                  return {
                    build: {
                      cssCodeSplit: false,
                      rolldownOptions: { output: { codeSplitting: { groups } } },
                    },
                  };
                },
                generateBundle(_options, bundle) {
                  if (this.environment.name !== 'client') return;
                  const chunks = Object.values(bundle).flatMap((file) =>
                    file.type === 'chunk' ? [file] : [],
                  );
                  const misplaced = findMisplacedModules(root, chunks);
                  if (misplaced.length > 0) this.warn(`Chunk groups not as planned: ${misplaced.join('; ')}`);
                },
              },
            ],
          },
        });
      },
    },
  };
}
